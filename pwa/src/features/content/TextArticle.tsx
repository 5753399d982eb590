import { Box, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentHead';

/** The frame of a page of text (info and legal pages): its title, as the document's and as the heading, over the text. */
export function TextArticle({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box component="article" maw="70ch" mx="auto">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

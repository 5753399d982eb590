import { Alert, Box, Paper, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentHead';

/** The frame of the account screens: a heading and a card of comfortable reading width. */
export function AccountCard({ title, children, width = 460 }: { title: string; children: ReactNode; width?: number }) {
  useDocumentTitle(title);
  return (
    <Box maw={width} mx="auto" py={{ base: 'xs', sm: 'lg' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
        {title}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" shadow="xs">
        {children}
      </Paper>
    </Box>
  );
}

/** The server's (or the form's) message in a red alert. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />} mb="md">
      {children}
    </Alert>
  );
}

/** A confirmation in a green alert, read out by screen readers. */
export function SuccessAlert({ children, title }: { children: ReactNode; title?: string }) {
  if (!children) return null;
  return (
    <Alert color="green" variant="light" role="status" title={title} icon={<IconCircleCheck aria-hidden="true" />} mb="md">
      {children}
    </Alert>
  );
}

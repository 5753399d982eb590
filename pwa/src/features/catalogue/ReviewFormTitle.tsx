import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading above the review form (or above the sign-in prompt that stands in for it). */
export function ReviewFormTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={3} fz="md" ff="text" mt="sm">
      {children}
    </Title>
  );
}

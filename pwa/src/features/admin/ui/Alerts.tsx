import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The server's message in a red alert (admin spec 8); nothing when there is none. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
      {children}
    </Alert>
  );
}

/** A confirmation in a green alert, read out by screen readers. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
      {children}
    </Alert>
  );
}

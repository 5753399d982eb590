import { Anchor, Box, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/useDocumentHead';
import { MailAlarm } from './MailAlarm';

interface AdminPageProps {
  title: string;
  /** Buttons beside the heading (below it on phones). */
  actions?: ReactNode;
  /** A link back, above the heading. */
  back?: { to: string; label: string };
  /** Forms read best narrow; lists use the whole width. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of every staff screen: the mail alarm while mail does not leave, a back link, the heading with its buttons, the content. */
export function AdminPage({ title, actions, back, narrow = false, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <Box maw={narrow ? 880 : undefined} mx="auto" pb="xl">
      <MailAlarm />
      {back && (
        <Anchor component={Link} to={back.to} size="sm" display="inline-flex" py={8} style={{ alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="center" gap="sm" mb="md" mt={back ? 0 : 'xs'}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      <Stack gap="md">{children}</Stack>
    </Box>
  );
}

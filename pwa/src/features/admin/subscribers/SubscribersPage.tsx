import { Anchor, Button, Card, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import type { SubscriberJson } from '@contract/admin/users';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { client, get } from '../../../lib/client';
import { type LoadState, useApi } from '../../../lib/useApi';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage } from '../ui/Alerts';
import { Flash, useFlash } from '../ui/Flash';

const t = adminTexts.subscribers;

function People({ id, title, state }: { id: string; title: string; state: LoadState<SubscriberJson[]> }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="xs" id={id}>
        {title} {state.status === 'success' && t.count(state.data.length)}
      </Title>
      <Loaded state={state}>
        {(people) =>
          people.length === 0 ? (
            <Text c="dimmed">{t.empty}</Text>
          ) : (
            <Table verticalSpacing={6} aria-labelledby={id} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.name}</Table.Th>
                  <Table.Th>{t.email}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.map((person) => (
                  <Table.Tr key={person._id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{person.name || '–'}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Anchor href={`mailto:${person.email}`} size="sm">
                        {person.email}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
    </Card>
  );
}

/** /admin/subscribers: who gets the newsletter and who left, and every subscribed address for the clipboard. */
export function SubscribersPage() {
  const [subscribed] = useApi(get(client.subscribers.subscribed));
  const [unsubscribed] = useApi(get(client.subscribers.unsubscribed));
  const [flash, showFlash, hideFlash] = useFlash();
  const [manual, setManual] = useState<string | null>(null);
  const emails = subscribed.status === 'success' ? subscribed.data.map((person) => person.email).join(';') : '';

  async function copy() {
    setManual(null);
    try {
      await navigator.clipboard.writeText(emails);
      showFlash(t.copied);
    } catch {
      // No clipboard (an insecure address, or the browser said no): the addresses to copy by hand.
      setManual(emails);
    }
  }

  return (
    <AdminPage
      title={t.title}
      actions={
        <Button leftSection={<IconCopy size={18} aria-hidden="true" />} onClick={copy} disabled={!emails}>
          {t.copy}
        </Button>
      }
    >
      <Flash message={flash} onClose={hideFlash} />
      <Text size="sm" c="dimmed">
        {t.copyHint}
      </Text>
      {manual !== null && (
        <Stack gap="xs">
          <ErrorMessage>{t.copyFailed}</ErrorMessage>
          <Textarea value={manual} readOnly autosize minRows={2} maxRows={8} aria-label={t.copy} onFocus={(e) => e.currentTarget.select()} autoFocus />
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <People id="subscribed" title={t.subscribed} state={subscribed} />
        <People id="unsubscribed" title={t.unsubscribed} state={unsubscribed} />
      </SimpleGrid>
    </AdminPage>
  );
}

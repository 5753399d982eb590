import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderJson, OrderMailJson } from '@contract/checkout/orderJson';
import { answer, client } from '../../../lib/client';
import { formatDate } from '@contract/format';
import { adminTexts } from '../../../lib/texts/admin';
import { ErrorMessage, SuccessMessage } from '../ui/Alerts';
import { useAction } from '../../../lib/useAction';

const t = adminTexts.order;

const stateColour: Record<OrderMailJson['state'], string> = { pending: 'yellow', sent: 'green', failed: 'red' };

/** The order's mails with their state; a failed one can be queued again ('Odeslat znovu'). */
export function OrderMails({ order, onChanged }: { order: OrderJson; onChanged: (order: OrderJson) => void }) {
  const action = useAction();
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!order.mails?.length) return null;

  async function resend(mail: OrderMailJson) {
    setBusy(mail._id);
    setDone(null);
    const param = { id: String(order._id), mailId: String(mail._id) };
    const changed = await action.run(() => answer(client.orders[':id'].mails[':mailId'].resend.$put({ param })));
    if (changed) {
      onChanged(changed);
      setDone(t.mailRequeued);
    }
    setBusy(null);
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-mails">
      <Title order={2} fz="lg" mb="xs" id="order-mails">
        {t.mails}
      </Title>
      <SuccessMessage>{done}</SuccessMessage>
      <ErrorMessage>{action.failure?.message}</ErrorMessage>
      <Stack gap="sm">
        {order.mails.map((mail) => (
          <Stack key={mail._id} gap={2}>
            <Group gap="xs" justify="space-between">
              <Text fw={600} size="sm">
                {mail.subject}
              </Text>
              <Badge color={stateColour[mail.state]} variant="light">
                {t.mailState[mail.state]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t.mailTo(mail.to)} · {formatDate(mail.sentAt ?? mail.createdAt)} · {t.mailAttempts(mail.attempts)}
            </Text>
            {mail.state !== 'sent' && mail.lastError && (
              <Text size="sm" c="red">
                {t.mailError(mail.lastError)}
              </Text>
            )}
            {mail.state === 'failed' && (
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconMailForward size={16} aria-hidden="true" />}
                  loading={busy === mail._id}
                  disabled={busy !== null}
                  onClick={() => void resend(mail)}
                >
                  {t.resendMail}
                </Button>
              </Group>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

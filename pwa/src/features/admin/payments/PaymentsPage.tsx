import { Anchor, Badge, Button, Card, FileInput, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type BankPaymentJson, type StatementImportJson, UNPAIRED_REASONS } from '@contract/admin/payments';
import { formatDate, formatPrice } from '@contract/format';
import { apiFetch } from '../../../lib/api';
import { answer, API_BASE, client, get } from '../../../lib/client';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { useAction } from '../../../lib/useAction';
import { useApi } from '../../../lib/useApi';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage } from '../ui/Alerts';
import { Flash, useFlash } from '../ui/Flash';

const t = adminTexts.payments;

const amountOf = (p: BankPaymentJson) => (p.currency === 'CZK' ? formatPrice(p.amount) : `${p.amount.toFixed(2)} ${p.currency}`);

/** POST /api/admin/bank-statements: multipart, so past the typed client (its routes declare no form). */
async function uploadStatement(file: File): Promise<StatementImportJson> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiFetch(`${API_BASE}/admin/bank-statements`, { method: 'POST', body: form });
  return (await response.json()) as StatementImportJson;
}

/** One unpaid payment with staff's decision: pair to an order, or mark returned or not the shop's, with a reason. */
function Payment({ payment, onDecided }: { payment: BankPaymentJson; onDecided: () => void }) {
  const [orderId, setOrderId] = useState<number | string>(payment.orderId ?? '');
  const [note, setNote] = useState('');
  const { busy, failure, run } = useAction();
  const param = { id: String(payment.id) };
  const decide = async (json: { orderId: number; note: string } | { state: 'returned' | 'ignored'; note: string }) => {
    if (await run(() => answer(client.admin.payments[':id'].$put({ param, json })))) onDecided();
  };
  const label = `${formatDate(payment.bookedAt)} ${amountOf(payment)}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={label}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Stack gap={0}>
          <Text fw={700} fz="lg">
            {amountOf(payment)}
          </Text>
          <Text fz="sm" c="dimmed">
            {t.bookedAt} {formatDate(payment.bookedAt)}
          </Text>
        </Stack>
        {payment.reason && (
          <Badge color="orange" variant="light">
            {UNPAIRED_REASONS[payment.reason]}
          </Badge>
        )}
      </Group>
      <Stack gap={2} fz="sm" mb="sm">
        <Text fz="sm">
          {t.variableSymbol}: {payment.variableSymbol ?? '–'}
        </Text>
        {payment.message && (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t.message}: {payment.message}
          </Text>
        )}
        {payment.counterAccount && (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t.counterAccount}: {payment.counterAccount}
          </Text>
        )}
        {payment.orderId !== undefined && (
          <Anchor component={Link} to={`/admin/order/${payment.orderId}`} fz="sm">
            {t.order(payment.orderId)}
          </Anchor>
        )}
      </Stack>
      <Stack gap="xs">
        <NumberInput label={t.orderId} value={orderId} onChange={setOrderId} min={1} allowDecimal={false} hideControls />
        <Textarea label={t.note} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={1} maxLength={500} />
        <ErrorMessage>{failure?.message}</ErrorMessage>
        <Group gap="xs">
          <Button loading={busy} disabled={typeof orderId !== 'number'} onClick={() => void decide({ orderId: Number(orderId), note })}>
            {t.pair}
          </Button>
          <Button variant="default" loading={busy} onClick={() => void decide({ state: 'returned', note })}>
            {t.returned}
          </Button>
          <Button variant="default" loading={busy} onClick={() => void decide({ state: 'ignored', note })}>
            {t.ignored}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** "K zrušení": bank-transfer orders unpaid past PAYMENT_CANCEL_DAYS; staff decide, nothing is cancelled by itself. */
function OrdersToCancel() {
  const [orders] = useApi(get(client.admin.payments['to-cancel']));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="to-cancel">
      <Title order={2} fz="lg" id="to-cancel" mb={4}>
        {t.toCancel}
      </Title>
      <Text fz="sm" c="dimmed" mb="xs">
        {t.toCancelIntro}
      </Text>
      <Loaded state={orders}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t.toCancelEmpty}</Text>
          ) : (
            <Stack gap={4}>
              {list.map((order) => (
                <Text key={order.id} fz="sm">
                  <Anchor component={Link} to={`/admin/order/${order.id}`}>
                    {t.placedOn(order.orderNumber, formatDate(order.createdAt), formatPrice(order.totalPrice))}
                  </Anchor>{' '}
                  – {order.name}
                  {order.remindedAt && `, ${t.reminded(formatDate(order.remindedAt))}`}
                </Text>
              ))}
            </Stack>
          )
        }
      </Loaded>
    </Card>
  );
}

/** /admin/payments: the incoming payments the shop could not pair, reading Fio now, uploading a statement, and "K zrušení". */
export function PaymentsPage() {
  const [payments, reload] = useApi(get(client.admin.payments, { query: { state: 'unpaired' } }));
  const [file, setFile] = useState<File | null>(null);
  const [flash, showFlash, hideFlash] = useFlash();
  const { busy, failure, run } = useAction();
  const report = (counts: StatementImportJson | undefined) => {
    if (!counts) return;
    showFlash(t.imported(counts.paired, counts.unpaired, counts.duplicates));
    reload();
  };
  return (
    <AdminPage
      title={t.title}
      actions={
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={busy}
          onClick={async () => report(await run(() => answer(client.admin.payments.fetch.$post())))}
        >
          {t.fetch}
        </Button>
      }
    >
      <Flash message={flash} onClose={hideFlash} />
      <Text fz="sm" c="dimmed">
        {t.intro}
      </Text>
      <Group align="flex-end" gap="xs">
        <FileInput label={t.uploadLabel} value={file} onChange={setFile} accept=".gpc,.abo,.txt,.xml" clearable style={{ flex: '1 1 240px' }} />
        <Button
          leftSection={<IconUpload size={18} aria-hidden="true" />}
          loading={busy}
          disabled={!file}
          onClick={async () => {
            report(await run(() => uploadStatement(file!)));
            setFile(null);
          }}
        >
          {t.upload}
        </Button>
      </Group>
      <ErrorMessage>{failure?.message}</ErrorMessage>
      <Loaded state={payments}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t.empty}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {list.map((payment) => (
                <Payment
                  key={payment.id}
                  payment={payment}
                  onDecided={() => {
                    showFlash(t.done);
                    reload();
                  }}
                />
              ))}
            </SimpleGrid>
          )
        }
      </Loaded>
      <OrdersToCancel />
    </AdminPage>
  );
}

import { Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCash, IconFileText, IconPrinter, IconSend, IconTruck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type BulkAction, type BulkResultJson } from '@contract/admin/orderDesk';
import { answer, client } from '../../../lib/client';
import { savePdf } from '../../../lib/savePdf';
import { adminTexts } from '../../../lib/texts/admin';
import { useAction } from '../../../lib/useAction';
import { ErrorMessage } from '../ui/Alerts';

const t = adminTexts.orders;

/** The ticked orders: id → order number, kept across pages and filters. */
export type Selection = ReadonlyMap<number, number>;

const ACTION_ICONS: Record<BulkAction, ReactNode> = {
  pay: <IconCash size={18} aria-hidden="true" />,
  send: <IconSend size={18} aria-hidden="true" />,
  handover: <IconTruck size={18} aria-hidden="true" />,
  cancel: <IconX size={18} aria-hidden="true" />,
};

/** The PDFs of the ticked orders: how each is asked for and the file it is saved as. */
const PRINTS = {
  packingSlips: {
    icon: <IconFileText size={18} aria-hidden="true" />,
    file: 'dodaci-listy.pdf',
    request: (ids: number[]) => client.admin.orders['packing-slips'].$get({ query: { ids: ids.join(',') } }),
  },
  labels: {
    icon: <IconPrinter size={18} aria-hidden="true" />,
    file: 'stitky-zasilkovna.pdf',
    request: (ids: number[]) => client.admin.parcels.labels.$post({ json: { orderIds: ids } }),
  },
};

/** What a bulk action did, order by order. */
function BulkResult({ result, selection }: { result: BulkResultJson; selection: Selection }) {
  const numberOf = (id: number) => selection.get(id) ?? id;
  return (
    <Stack gap="xs" role="status">
      <Text fw={700}>
        {t.resultDone(result.done.length)} · {t.resultFailed(result.failed.length)}
      </Text>
      <List size="sm" spacing={4}>
        {result.done.map((id) => (
          <List.Item key={id} c="green.9">
            {t.orderDone(numberOf(id))}
          </List.Item>
        ))}
        {result.failed.map(({ id, message }) => (
          <List.Item key={id} c="red.9">
            {t.orderFailed(numberOf(id), message)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The bulk actions on the ticked orders: each first says what it will do to how many orders (and
 * which), then runs through POST /api/admin/orders/bulk and reports every order; and the packing
 * slips and Packeta labels of the ticked orders as one PDF each.
 */
export function DeskBulk({ selection, onDone }: { selection: Selection; onDone: (result: BulkResultJson) => void }) {
  const [asked, setAsked] = useState<BulkAction | null>(null);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<BulkResultJson | null>(null);
  const action = useAction();
  const print = useAction();
  const ids = [...selection.keys()];

  async function run(chosen: BulkAction) {
    const answered = await action.run(() =>
      answer(client.admin.orders.bulk.$post({ json: { action: chosen, orderIds: ids, ...(chosen === 'cancel' && { reason }) } })),
    );
    if (answered) setResult(answered);
  }

  function close() {
    if (result) onDone(result);
    setAsked(null);
    setResult(null);
    setReason('');
    action.setFailure(null);
  }

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {(Object.keys(ACTION_ICONS) as BulkAction[]).map((chosen) => (
          <Button
            key={chosen}
            size="sm"
            color={chosen === 'cancel' ? 'red' : undefined}
            variant={chosen === 'cancel' ? 'light' : 'filled'}
            leftSection={ACTION_ICONS[chosen]}
            disabled={ids.length === 0}
            onClick={() => setAsked(chosen)}
          >
            {t.bulk[chosen]} ({ids.length})
          </Button>
        ))}
        {(Object.keys(PRINTS) as (keyof typeof PRINTS)[]).map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant="light"
            leftSection={PRINTS[kind].icon}
            disabled={ids.length === 0}
            loading={print.busy}
            onClick={() => void print.run(async () => savePdf(await PRINTS[kind].request(ids), PRINTS[kind].file))}
          >
            {t.bulk[kind]} ({ids.length})
          </Button>
        ))}
      </Group>
      <ErrorMessage>{print.failure?.message}</ErrorMessage>
      <Modal opened={asked !== null} onClose={close} title={asked && t.bulk[asked]} centered size="lg">
        {asked && !result && (
          <Stack gap="sm">
            <Text fw={600}>{t.confirm[asked](ids.length)}</Text>
            <Text size="sm">{[...selection.values()].join(', ')}</Text>
            <Text size="sm" c="dimmed">
              {t.confirmNote}
            </Text>
            {asked === 'cancel' && (
              <Textarea label={t.reason} value={reason} onChange={(event) => setReason(event.currentTarget.value)} required autosize minRows={2} />
            )}
            <ErrorMessage>{action.failure?.message}</ErrorMessage>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t.back}
              </Button>
              <Button color={asked === 'cancel' ? 'red' : undefined} loading={action.busy} onClick={() => void run(asked)}>
                {t.run}
              </Button>
            </Group>
          </Stack>
        )}
        {result && (
          <Stack gap="sm">
            <BulkResult result={result} selection={selection} />
            <Group justify="flex-end">
              <Button onClick={close}>{t.close}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

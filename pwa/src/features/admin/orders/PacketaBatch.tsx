import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderJson } from '@contract/checkout/orderJson';
import { ApiError } from '../../../lib/api';
import { answer, client } from '../../../lib/client';
import { savePdf } from '../../../lib/savePdf';
import { adminTexts } from '../../../lib/texts/admin';
import { useAction } from '../../../lib/useAction';
import { ErrorMessage, SuccessMessage } from '../ui/Alerts';

const t = adminTexts.orders.packeta;

/** An order staff can tick for Packeta: it goes to a Packeta point and is still open. */
export const isPacketaOrder = (order: OrderJson) => (order.delivery.parcel?.carrier ?? order.parcelHandover?.carrier) === 'packeta' && !order.isCancelled;

/**
 * The order list's two buttons for the ticked Packeta orders: hand them over (one call per order,
 * each answered on its own, so one refusal does not stop the rest) and print their labels in one PDF.
 */
export function PacketaBatch({ selected, onHandedOver }: { selected: OrderJson[]; onHandedOver: () => void }) {
  const action = useAction();
  const [done, setDone] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);

  async function handOver() {
    setDone(null);
    setRefusals([]);
    const failed: string[] = [];
    let handed = 0;
    await action.run(async () => {
      for (const order of selected) {
        try {
          await answer(client.orders[':id'].parcel.$post({ param: { id: String(order._id) } }));
          handed++;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          failed.push(t.failed(order.orderNumber, error.message));
        }
      }
    });
    setRefusals(failed);
    if (handed) setDone(t.handedOver(handed));
    onHandedOver();
  }

  const printLabels = () =>
    void action.run(async () => savePdf(await client.admin.parcels.labels.$post({ json: { orderIds: selected.map((o) => o._id) } }), 'stitky-zasilkovna.pdf'));

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      <Group gap="sm">
        <Button leftSection={<IconTruck size={18} aria-hidden="true" />} disabled={selected.length === 0} loading={action.busy} onClick={() => void handOver()}>
          {t.handOver(selected.length)}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPrinter size={18} aria-hidden="true" />}
          disabled={selected.length === 0 || action.busy}
          onClick={printLabels}
        >
          {t.printLabels(selected.length)}
        </Button>
      </Group>
      <SuccessMessage>{done}</SuccessMessage>
      <ErrorMessage>{action.failure?.message}</ErrorMessage>
      <ErrorMessage>{refusals.length > 0 && refusals.map((line) => <div key={line}>{line}</div>)}</ErrorMessage>
    </Stack>
  );
}

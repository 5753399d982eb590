import { Button, Group, Stack } from '@mantine/core';
import { IconPrinter, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderJson } from '@contract/checkout/orderJson';
import type { LabelFormat } from '@contract/parcels';
import { answer, client } from '../../../lib/client';
import { savePdf } from '../../../lib/savePdf';
import { adminTexts } from '../../../lib/texts/admin';
import { useAction } from '../../../lib/useAction';
import { ErrorMessage, SuccessMessage } from '../ui/Alerts';
import { OrderSection } from '../../orderView/OrderSection';

const t = adminTexts.order.parcel;

/**
 * The order's parcel to a Packeta point: 'Předat Zásilkovně', then its labels (A6, or A6 on an A4
 * sheet; the barcode and tracking link are drawn with the order's delivery); why the last hand-over
 * failed, in red. Nothing for other orders.
 */
export function ParcelPanel({ order, onChanged }: { order: OrderJson; onChanged: (order: OrderJson) => void }) {
  const action = useAction();
  const [done, setDone] = useState<string | null>(null);
  const { parcelHandover } = order;
  const { parcel } = order.delivery;
  if (!parcel && parcelHandover?.carrier !== 'packeta') return null;
  const param = { id: String(order._id) };

  async function handOver() {
    setDone(null);
    const handed = await action.run(() => answer(client.orders[':id'].parcel.$post({ param })));
    // The order again in either case, so the page shows the parcel or the failure the server kept.
    onChanged(await answer(client.orders[':id'].$get({ param })));
    if (handed) setDone(t.handedOver);
  }

  const printLabel = (format: LabelFormat) =>
    void action.run(async () => savePdf(await client.orders[':id'].parcel.label.$get({ param, query: { format } }), `stitek-${order.orderNumber}.pdf`));

  const failure = !parcel && parcelHandover?.failure;
  return (
    <OrderSection title={t.title}>
      <Stack gap="sm">
        <SuccessMessage>{done}</SuccessMessage>
        <ErrorMessage>{action.failure?.message}</ErrorMessage>
        {failure && !action.failure && <ErrorMessage>{t.failure(failure)}</ErrorMessage>}
        {parcel ? (
          <>
            <Group gap="sm">
              <Button variant="light" leftSection={<IconPrinter size={18} aria-hidden="true" />} disabled={action.busy} onClick={() => printLabel('a6')}>
                {t.labelA6}
              </Button>
              <Button variant="light" leftSection={<IconPrinter size={18} aria-hidden="true" />} disabled={action.busy} onClick={() => printLabel('a6-on-a4')}>
                {t.labelA6OnA4}
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button leftSection={<IconTruck size={18} aria-hidden="true" />} loading={action.busy} onClick={() => void handOver()}>
              {t.handOver}
            </Button>
          </Group>
        )}
      </Stack>
    </OrderSection>
  );
}

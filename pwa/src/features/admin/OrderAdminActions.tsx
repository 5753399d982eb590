import { Button, Group, Stack } from '@mantine/core';
import { IconBan, IconCash, IconMailForward, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderJson } from '@contract/checkout/orderJson';
import { answer, client } from '../../lib/client';
import { adminTexts } from '../../lib/texts/admin';
import { ErrorMessage, SuccessMessage } from './ui/Alerts';
import { ConfirmButton } from './ui/ConfirmButton';
import { useAction } from '../../lib/useAction';

const t = adminTexts.order;

type StateChange = 'paid' | 'deliver';

interface OrderAdminActionsProps {
  /** The order as GET /api/orders/{id} answers it (only the state flags and the number are read). */
  order: Pick<OrderJson, '_id' | 'orderNumber' | 'isPaid' | 'isDelivered' | 'isCancelled'>;
  /** The order as the server answered after a change: the page shows it from now on. */
  onChanged: (order: OrderJson) => void;
}

/**
 * The administrator's buttons on an order (admin spec 2.2, order detail): mark paid, mark
 * delivered, cancel, resend the confirmation with the invoice. Paid disappears once paid; delivered
 * and cancel once delivered (cancel only while not delivered); a cancelled order offers only the
 * resend. The server checks the same rules and answers 409 with its reason, shown in red.
 *
 * For the order page of the customer side, load it only for administrators, e.g.
 * `lazy(() => import('../admin/OrderAdminActions').then((m) => ({ default: m.OrderAdminActions })))`,
 * so customers never download it.
 */
export function OrderAdminActions({ order, onChanged }: OrderAdminActionsProps) {
  const action = useAction();
  const [busy, setBusy] = useState<StateChange | 'resend' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const param = { id: String(order._id) };

  async function run(which: StateChange | 'resend', call: () => Promise<string>) {
    setBusy(which);
    setDone(null);
    const message = await action.run(call);
    if (message !== undefined) setDone(message);
    setBusy(null);
  }

  const change = (state: StateChange | 'cancell') => async () => {
    onChanged(await answer(client.orders[':id'][state].$put({ param, json: {} })));
    return t.done[state];
  };

  const open = !order.isCancelled;
  return (
    <Stack gap="sm">
      <SuccessMessage>{done}</SuccessMessage>
      <ErrorMessage>{action.failure?.message}</ErrorMessage>
      <Group gap="sm">
        {open && !order.isPaid && (
          <Button
            leftSection={<IconCash size={18} aria-hidden="true" />}
            loading={busy === 'paid'}
            disabled={busy !== null}
            onClick={() => run('paid', change('paid'))}
          >
            {t.markPaid}
          </Button>
        )}
        {open && !order.isDelivered && (
          <Button
            leftSection={<IconTruckDelivery size={18} aria-hidden="true" />}
            loading={busy === 'deliver'}
            disabled={busy !== null}
            onClick={() => run('deliver', change('deliver'))}
          >
            {t.markDelivered}
          </Button>
        )}
        {open && !order.isDelivered && (
          <ConfirmButton
            label={t.cancelOrder}
            question={t.confirmCancel(order.orderNumber)}
            icon={<IconBan size={18} aria-hidden="true" />}
            size="sm"
            variant="outline"
            onConfirm={async () => {
              setDone(null);
              action.setFailure(null);
              setDone(await change('cancell')());
            }}
          />
        )}
        <Button
          variant="default"
          leftSection={<IconMailForward size={18} aria-hidden="true" />}
          loading={busy === 'resend'}
          disabled={busy !== null}
          onClick={() =>
            run('resend', async () => {
              const { message } = await answer(client.orders[':id']['resend-confirmation'].$put({ param }));
              // The order again, so its list of mails shows the one just queued.
              onChanged(await answer(client.orders[':id'].$get({ param })));
              return message;
            })
          }
        >
          {t.resend}
        </Button>
      </Group>
    </Stack>
  );
}

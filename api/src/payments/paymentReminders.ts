// One reminder for a bank transfer that has not arrived: an order paid by transfer, unpaid and not
// cancelled PAYMENT_REMINDER_DAYS after it was placed gets one mail with the payment details and the
// invoice with its QR code attached. Nothing is cancelled by itself: staff see the orders unpaid
// after PAYMENT_CANCEL_DAYS in "K zrušení" (bankPaymentAdmin.ts).
import { CZECH_REPUBLIC } from '@contract/checkout/address';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import type { Deps } from '../env';
import type { Log } from '../log';
import { enqueueMail } from '../mail/outbox';
import { paymentReminderMail } from '../mail/templates';
import { orderPageUrl, paymentLines } from '../orders/orderConfirmation';
import { orderById } from '../orders/orders';
import { daysBefore } from './bankPaymentAdmin';

type ReminderDeps = Pick<Deps, 'db' | 'config' | 'now' | 'wakeMailSender'>;

const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Queues the reminders that fell due; answers how many. Each order is reminded once, also with several processes. */
export async function sendPaymentReminders(deps: ReminderDeps, reminderDays: number): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('payment_method', '=', PAYMENT_METHODS.bankTransfer)
    // Abroad the postage comes with the invoice: the customer was told not to pay yet.
    .where('ship_country', '=', CZECH_REPUBLIC)
    .where('is_paid', '=', 0)
    .where('is_cancelled', '=', 0)
    .where('payment_reminded_at', 'is', null)
    .where('created_at', '<=', daysBefore(now, reminderDays))
    .orderBy('id')
    .limit(500)
    .execute();
  let sent = 0;
  for (const { id } of due) {
    const reminded = await deps.db.transaction().execute(async (trx) => {
      const { numUpdatedRows } = await trx
        .updateTable('orders')
        .set({ payment_reminded_at: now.toISOString() })
        .where('id', '=', id)
        .where('payment_reminded_at', 'is', null)
        .where('is_paid', '=', 0)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return false;
      const order = (await orderById(trx, id))!;
      const content = paymentReminderMail({
        customerName: order.name,
        orderNumber: order.orderNumber,
        orderUrl: orderPageUrl(deps.config.publicUrl, order._id),
        payment: paymentLines(order, deps),
      });
      await enqueueMail(trx, { to: order.email, ...content, orderId: order._id, attachment: 'invoice' }, now);
      return true;
    });
    if (reminded) sent++;
  }
  if (sent > 0) deps.wakeMailSender?.();
  return sent;
}

/** Looks for due reminders at start and every hour. */
export function startPaymentReminders(deps: ReminderDeps & { log: Log }, reminderDays: number): { stop: () => void } {
  const sweep = () =>
    void sendPaymentReminders(deps, reminderDays).catch((error: unknown) => deps.log.error({ err: error }, 'Sending payment reminders failed'));
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

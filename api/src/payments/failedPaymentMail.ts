// The mail that tells the shop a card payment did not go through, reported by the customer (the
// failure page) or by Stripe (a webhook); sent once per payment attempt.
import { formatHalere } from '@contract/format';
import type { Db } from '../db/open';
import type { Deps } from '../env';
import { enqueueMail } from '../mail/outbox';
import { failedCardPaymentMail } from '../mail/templates';
import type { SessionUser } from '../accounts/sessions';
import { assertCardOrder, attemptToReport } from './paymentRules';
import { ownOrder, type PaymentRow, recordFailureNotice } from './paymentRecords';

type MailDeps = Pick<Deps, 'config' | 'now'>;

/**
 * Queues a mail to the shop that the order's current attempt failed, once per attempt: the attempt
 * is recorded in `failed_payment_notified_for` in the transaction `trx` that queues the mail.
 */
export async function notifyShopOnce(trx: Db, deps: MailDeps, row: PaymentRow, reportedBy: 'customer' | 'stripe'): Promise<boolean> {
  const attempt = attemptToReport(row);
  if (!attempt || !(await recordFailureNotice(trx, row.id, attempt))) return false;
  await enqueueMail(
    trx,
    {
      to: deps.config.shopEmail,
      replyTo: row.email,
      ...failedCardPaymentMail({
        orderNumber: row.order_number,
        customerName: row.name,
        customerEmail: row.email,
        amount: formatHalere(row.total_price),
        reportedBy,
        attempt,
        sessionId: row.stripe_session_id,
        adminUrl: `${deps.config.publicUrl}/admin/order/${row.id}`,
      }),
      orderId: row.id,
    },
    deps.now(),
  );
  return true;
}

/** PUT /api/orders/{id}/failed-payment-notif: the customer reached the failure page. */
export async function reportFailedCardPayment(
  deps: MailDeps & Pick<Deps, 'db' | 'wakeMailSender'>,
  orderId: number,
  viewer: SessionUser,
): Promise<{ message: string; notified: boolean }> {
  const row = await ownOrder(deps.db, orderId, viewer);
  assertCardOrder(row);
  const notified = await deps.db.transaction().execute((trx) => notifyShopOnce(trx, deps, row, 'customer'));
  if (notified) deps.wakeMailSender?.();
  return { notified, message: notified ? 'Obchod jsme o neúspěšné platbě informovali.' : 'Obchod už o této platbě ví.' };
}

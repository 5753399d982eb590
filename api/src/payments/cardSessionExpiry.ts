// An unpaid card order must not hold its copies forever (issue 27, 14): when its Checkout session
// runs out of time unpaid, the order is cancelled, its copies return to the stock and the customer
// is told, once. Stripe says so by checkout.session.expired (paymentConfirmation.ts); the server
// also looks for overdue sessions itself, in case that event never arrives.
import type { Deps } from '../env';
import type { Log } from '../log';
import type { Db } from '../db/open';
import { enqueueMail } from '../mail/outbox';
import { cardPaymentExpiredMail } from '../mail/templates';
import { orderPageUrl } from '../orders/orderConfirmation';
import { issueCreditNote } from '../orders/creditNotes';
import type { EventDeps } from '../orders/orderEvents';
import { returnCopies } from '../orders/orderStates';
import { judgeSession, ranOutOfTime } from './paymentRules';
import { cancelExpiredAttempt, markPaidNow, ordersWithOverdueSessions, type PaymentRow } from './paymentRecords';
import { expireSession, retrieveSession } from './stripeCheckout';

type ExpiryDeps = Pick<Deps, 'db' | 'now' | 'log' | 'payments' | 'wakeMailSender'> & EventDeps;

/** How often the server looks for overdue sessions. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * In the transaction `trx`: cancels the order whose current attempt's session ran out, gives its
 * copies back and queues the customer's mail, and issues the credit note of its invoice. Answers whether it did (false: paid, cancelled or on
 * another attempt meanwhile).
 */
export async function cancelForExpiredSession(trx: Db, deps: Pick<ExpiryDeps, 'now' | 'config'>, row: PaymentRow): Promise<boolean> {
  if (!(await cancelExpiredAttempt(trx, row, deps.now()))) return false;
  await returnCopies(trx, row.id);
  await enqueueMail(
    trx,
    {
      to: row.email,
      ...cardPaymentExpiredMail({ customerName: row.name, orderNumber: row.order_number, orderUrl: orderPageUrl(deps.config.publicUrl, row.id) }),
      orderId: row.id,
    },
    deps.now(),
  );
  await issueCreditNote(trx, row.id, deps.now());
  return true;
}

/** Settles one order whose session should have ended: paid meanwhile → paid; ran out → cancelled. */
async function settleOverdue(deps: ExpiryDeps & { payments: NonNullable<Deps['payments']> }, row: PaymentRow): Promise<'paid' | 'cancelled' | 'unchanged'> {
  const sessionId = row.stripe_session_id!;
  let session = await retrieveSession(deps.log, deps.payments, sessionId);
  if (!session) {
    deps.log.warn({ orderNumber: row.order_number, sessionId }, 'Stripe does not know the order’s Checkout session; the order was left as it is');
    return 'unchanged';
  }
  const verdict = judgeSession(session, row);
  if (verdict === 'paid') return (await markPaidNow(deps, row, deps.now())) ? 'paid' : 'unchanged';
  if (verdict !== 'unpaid' || !ranOutOfTime(session, deps.now())) return 'unchanged';
  // Stripe ends a session a little after its time; one still open is ended here, so it cannot be paid after the cancel.
  if (session.status === 'open') session = await expireSession(deps.log, deps.payments, sessionId);
  if (session?.status !== 'expired') return 'unchanged';
  return (await deps.db.transaction().execute((trx) => cancelForExpiredSession(trx, deps, row))) ? 'cancelled' : 'unchanged';
}

/**
 * Settles every unpaid order whose Checkout session should have ended by now; answers how many it
 * cancelled. Stripe unreachable: logged, and the next round tries again.
 */
export async function settleOverdueCardSessions(deps: ExpiryDeps): Promise<number> {
  const { payments } = deps;
  if (!payments) return 0;
  let cancelled = 0;
  for (const row of await ordersWithOverdueSessions(deps.db, deps.now())) {
    try {
      if ((await settleOverdue({ ...deps, payments }, row)) === 'cancelled') cancelled++;
    } catch (error) {
      deps.log.warn({ err: error, orderNumber: row.order_number }, 'An overdue card payment could not be settled; trying again later');
    }
  }
  if (cancelled) deps.wakeMailSender?.();
  return cancelled;
}

/** Runs settleOverdueCardSessions every SWEEP_INTERVAL_MS (and once at start); stop() ends it. */
export function startCardSessionSweep(deps: ExpiryDeps & { log: Log }): { stop: () => void } {
  const sweep = () => void settleOverdueCardSessions(deps).catch((error: unknown) => deps.log.error({ err: error }, 'Settling overdue card payments failed'));
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

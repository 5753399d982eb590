// How the shop learns that the money arrived (spec, storefront 4 Card payment; issue 7): from the
// Checkout session it stored for the order, retrieved when the customer is back, or from a webhook
// whose signature was verified. Either way the same rules apply, and the order changes once,
// whichever comes first.
import type Stripe from 'stripe';
import type { OrderJson } from '@contract/checkout/orderJson';
import { Conflict } from '../domainErrors';
import type { Deps } from '../env';
import { orderFor } from '../orders/orders';
import type { SessionUser } from '../accounts/sessions';
import { cardPaymentMessages } from './cardPaymentMessages';
import { notifyShopOnce } from './failedPaymentMail';
import { cancelForExpiredSession } from './cardSessionExpiry';
import { assertConfirmable, type HandledEvent, HANDLED_EVENTS, judgeSession, METADATA, ranOutOfTime, refusalOf, webhookStep } from './paymentRules';
import { markPaid, markPaidNow, ownOrder, paymentRow, recordEvent } from './paymentRecords';
import { paymentsOf, retrieveSession, verifiedEvent } from './stripeCheckout';

type ConfirmationDeps = Pick<Deps, 'db' | 'now' | 'config' | 'log' | 'payments' | 'wakeMailSender'>;

/**
 * PUT /api/orders/{id}/pay-stripe: the customer is back on the success page. The server retrieves
 * the session IT stored for the order and marks the order paid only if that session pays it
 * (judgeSession). Whatever the client sends is ignored. An order already paid (by the webhook, or
 * by staff) is answered unchanged.
 */
export async function confirmCardPayment(deps: ConfirmationDeps, orderId: number, viewer: SessionUser): Promise<OrderJson> {
  const payments = paymentsOf(deps);
  const row = await ownOrder(deps.db, orderId, viewer, { staffToo: true });
  if (row.is_paid === 1) return orderFor(deps.db, row.id, viewer);
  assertConfirmable(row);
  const sessionId = row.stripe_session_id!;
  const session = await retrieveSession(deps.log, payments, sessionId);
  const verdict = session ? judgeSession(session, row) : 'foreign';
  if (verdict !== 'paid') {
    if (verdict !== 'unpaid')
      deps.log.warn({ orderNumber: row.order_number, sessionId, verdict: session ? verdict : 'unknown to Stripe' }, 'Card payment not confirmed');
    throw refusalOf(verdict);
  }
  if (!(await markPaidNow(deps, row, deps.now()))) {
    // Someone was first: the webhook (fine, it is paid) or a change of state meanwhile.
    const now = await paymentRow(deps.db, row.id);
    if (now?.is_paid !== 1) throw new Conflict(now?.is_cancelled === 1 ? cardPaymentMessages.cancelled : cardPaymentMessages.staleAttempt);
  }
  return orderFor(deps.db, row.id, viewer);
}

export type WebhookOutcome = 'paid' | 'cancelled' | 'unchanged' | 'duplicate' | 'ignored';

/**
 * POST /api/stripe/webhook: verifies the signature on the RAW body and answers the event. Each
 * event id is recorded in payment_events in the same transaction that changes the order, so a
 * repeated delivery changes nothing. Checks that fail are logged for staff and answered 200:
 * Stripe would otherwise repeat an event that can never pass.
 */
export async function receiveStripeWebhook(deps: ConfirmationDeps, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const event = verifiedEvent(paymentsOf(deps), rawBody, signature);
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
  const type = event.type as HandledEvent;
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = Number(session.metadata?.[METADATA.orderId] ?? session.client_reference_id);

  let mailQueued = false;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    if (!(await recordEvent(trx, event.id, type, deps.now()))) return 'duplicate';
    const row = Number.isInteger(orderId) && orderId > 0 ? await paymentRow(trx, orderId) : undefined;
    if (!row) {
      deps.log.warn({ eventId: event.id, type, sessionId: session.id }, 'Stripe webhook: the session names no order of this shop');
      return 'ignored';
    }
    const verdict = judgeSession(session, row);
    const step = webhookStep(type, verdict, row, ranOutOfTime(session, deps.now()));
    if (step === 'reportFailure') {
      mailQueued = await notifyShopOnce(trx, deps, row, 'stripe');
      return 'unchanged';
    }
    if (step === 'cancelExpired') {
      mailQueued = await cancelForExpiredSession(trx, deps, row);
      return mailQueued ? 'cancelled' : 'unchanged';
    }
    if (step === 'markPaid') {
      mailQueued = await markPaid(trx, deps, row, deps.now());
      return mailQueued ? 'paid' : 'unchanged';
    }
    if (step === 'mismatch') {
      deps.log.error(
        { eventId: event.id, type, sessionId: session.id, orderNumber: row.order_number, verdict: row.is_cancelled === 1 ? 'order cancelled' : verdict },
        'Stripe webhook: the session does not pay the order; the order was not changed. Please check it in the Stripe dashboard.',
      );
      return 'ignored';
    }
    return step;
  });

  if (mailQueued) deps.wakeMailSender?.();
  return outcome;
}

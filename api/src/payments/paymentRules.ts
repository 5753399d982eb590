// When an order may be paid by card, and what a Stripe Checkout session means for it (spec,
// storefront 2 Checkout and 4 Card payment; issue 7). An order counts as paid only when a session
// the server trusts names the order and its current attempt, for its total, and Stripe says paid.
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { Conflict, NotPaidYet } from '../domainErrors';
import { cardPaymentMessages } from './cardPaymentMessages';
import type { PaymentRow } from './paymentRecords';

/** The names of a session's metadata (and of client_reference_id's meaning). */
export const METADATA = { orderId: 'orderId', orderNumber: 'orderNumber', initPaymentId: 'initPaymentId' } as const;

/** What the shop reads of a Checkout session, whether retrieved or carried by a webhook. */
export interface SessionFacts {
  id: string;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
}

export type SessionVerdict = 'paid' | 'unpaid' | 'foreign' | 'stale' | 'amount';

/**
 * Whether the session pays this order now: it names the order (metadata and client_reference_id)
 * and its current payment attempt, is for the order's total in CZK haléře, and Stripe says paid.
 */
export function judgeSession(session: SessionFacts, order: Pick<PaymentRow, 'id' | 'total_price' | 'init_payment_id'>): SessionVerdict {
  const metadata = session.metadata ?? {};
  if (metadata[METADATA.orderId] !== String(order.id) || session.client_reference_id !== String(order.id)) return 'foreign';
  if (!order.init_payment_id || metadata[METADATA.initPaymentId] !== order.init_payment_id) return 'stale';
  if (session.currency?.toLowerCase() !== 'czk' || session.amount_total !== order.total_price) return 'amount';
  return session.payment_status === 'paid' ? 'paid' : 'unpaid';
}

/** Why a session that does not pay the order is refused. */
export const refusalOf = (verdict: Exclude<SessionVerdict, 'paid'>) =>
  verdict === 'unpaid'
    ? new NotPaidYet(cardPaymentMessages.notPaidYet)
    : new Conflict(verdict === 'stale' ? cardPaymentMessages.staleAttempt : cardPaymentMessages.mismatch);

type OrderState = Pick<PaymentRow, 'payment_method' | 'is_cancelled' | 'is_paid' | 'stripe_session_id'>;

/** An order paid some other way has no card payment to start, confirm or report. */
export function assertCardOrder(row: OrderState): void {
  if (row.payment_method !== PAYMENT_METHODS.card) throw new Conflict(cardPaymentMessages.notCard);
}

/** A card order that can still be paid; a conflict with the reason otherwise. */
export function assertPayableByCard(row: OrderState): void {
  assertCardOrder(row);
  if (row.is_cancelled === 1) throw new Conflict(cardPaymentMessages.cancelled);
  if (row.is_paid === 1) throw new Conflict(cardPaymentMessages.alreadyPaid);
}

/** An unpaid card order the customer can come back to confirm: not cancelled, its session started. */
export function assertConfirmable(row: OrderState): void {
  assertCardOrder(row);
  if (row.is_cancelled === 1) throw new Conflict(cardPaymentMessages.cancelled);
  if (!row.stripe_session_id) throw new Conflict(cardPaymentMessages.notStarted);
}

/** The attempt a failed payment is reported for: the current one of an order still waiting for its money. */
export const attemptToReport = (row: Pick<PaymentRow, 'init_payment_id' | 'is_paid' | 'is_cancelled'>): string | null =>
  row.is_paid === 1 || row.is_cancelled === 1 ? null : row.init_payment_id;

/** The events the shop acts on; any other is answered 200 and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];

/**
 * Whether a session ended because its time ran out. A session the shop expired itself (a new
 * attempt, staff cancelling the order) ends before its expires_at, and that leaves the order alone.
 */
export const ranOutOfTime = (session: { expires_at: number }, now: Date) => session.expires_at * 1000 <= now.getTime();

/**
 * What a webhook event does to the order its session names. 'mismatch': money may have arrived for
 * something that does not match, so the order stays as it is and staff decide. 'cancelExpired': the
 * current attempt's session ran out unpaid, so the order is cancelled and its copies return.
 */
export function webhookStep(
  type: HandledEvent,
  verdict: SessionVerdict,
  row: Pick<PaymentRow, 'is_paid' | 'is_cancelled'>,
  ranOut: boolean,
): 'markPaid' | 'reportFailure' | 'cancelExpired' | 'unchanged' | 'ignored' | 'mismatch' {
  if (type === 'checkout.session.expired') return verdict === 'unpaid' && ranOut && row.is_paid === 0 && row.is_cancelled === 0 ? 'cancelExpired' : 'ignored';
  if (type === 'checkout.session.async_payment_failed') return verdict === 'foreign' || verdict === 'stale' || row.is_paid === 1 ? 'ignored' : 'reportFailure';
  if (row.is_paid === 1) return 'unchanged';
  if (verdict === 'unpaid') return 'unchanged'; // completed, the money still on its way (async_payment_succeeded follows)
  if (verdict !== 'paid' || row.is_cancelled === 1) return 'mismatch';
  return 'markPaid';
}

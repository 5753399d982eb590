// Starting and ending a card payment attempt through Stripe Checkout (spec, storefront 2 Checkout
// and 4 Card payment; issue 7): each attempt has a random initPaymentId and at most one session,
// and a new attempt or a cancelled order first closes the previous session, so one order is never
// paid twice.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { Conflict, InvalidInput } from '../domainErrors';
import type { Deps } from '../env';
import type { SessionUser } from '../accounts/sessions';
import { cardPaymentMessages } from './cardPaymentMessages';
import { assertPayableByCard, judgeSession } from './paymentRules';
import { itemsToCharge, markPaidNow, orderIdOfAttempt, ownOrder, paymentRow, type PaymentRow, startAttempt, storeSession } from './paymentRecords';
import { createSession, expireSession, paymentsOf, retrieveSession } from './stripeCheckout';
import type { Payments } from './stripeClient';

type CheckoutDeps = Pick<Deps, 'db' | 'now' | 'config' | 'log' | 'payments' | 'wakeMailSender'>;

/**
 * Ends the order's Checkout session: expired while still open, so it can no longer be paid. If
 * Stripe says it was paid meanwhile, the order is marked paid and 'paid' is answered.
 */
async function closeSession(deps: CheckoutDeps, payments: Payments, row: PaymentRow): Promise<'paid' | 'closed'> {
  const sessionId = row.stripe_session_id!;
  let session = await retrieveSession(deps.log, payments, sessionId);
  if (session?.status === 'open')
    session = await expireSession(deps.log, payments, sessionId).catch(async () => retrieveSession(deps.log, payments, sessionId));
  if (!session || judgeSession(session, row) !== 'paid') return 'closed';
  await markPaidNow(deps, row, deps.now());
  return 'paid';
}

/**
 * PUT /api/orders/{id}/init-payment: starts a new attempt, a fresh random initPaymentId for the
 * order. The session of the previous attempt is settled first: if it was paid meanwhile the order
 * is marked paid (a conflict, nothing new starts); if it is still open it is expired.
 */
export async function startCardPayment(deps: CheckoutDeps, orderId: number, viewer: SessionUser): Promise<{ initPaymentId: string }> {
  const payments = paymentsOf(deps);
  const row = await ownOrder(deps.db, orderId, viewer);
  assertPayableByCard(row);
  if (row.stripe_session_id && (await closeSession(deps, payments, row)) === 'paid') throw new Conflict(cardPaymentMessages.alreadyPaid);
  const initPaymentId = randomBytes(16).toString('base64url');
  if (!(await startAttempt(deps.db, row.id, initPaymentId, deps.now()))) throw new Conflict(cardPaymentMessages.alreadyPaid);
  return { initPaymentId };
}

/**
 * Before staff cancel an order, its card payment is closed at Stripe, so the customer cannot pay
 * a cancelled order. One paid meanwhile is marked paid: staff see it and refund it in Stripe.
 * Stripe unreachable: refused, and the order stays as it was.
 */
export async function closeCardPayment(deps: CheckoutDeps, orderId: number): Promise<void> {
  const row = await paymentRow(deps.db, orderId);
  if (!row?.stripe_session_id || row.is_cancelled === 1 || row.is_paid === 1 || !deps.payments) return;
  await closeSession(deps, deps.payments, row);
}

/** GET /api/orders/{id}/init-payment: the order's current attempt, for the success page to compare with its address. */
export async function currentCardPayment(db: Db, orderId: number, viewer: SessionUser): Promise<{ initPaymentId: string | null }> {
  const row = await ownOrder(db, orderId, viewer, { staffToo: true });
  return { initPaymentId: row.init_payment_id };
}

export interface CheckoutRequest {
  orderId?: number;
  /** The attempt the client started (spec body); must be the order's current one. */
  initPaymentId?: string;
}

/** The order of a checkout request: orderId, else the customer's order with that initPaymentId. */
async function orderIdOf(db: Db, request: CheckoutRequest, viewer: SessionUser): Promise<number> {
  if (request.orderId) return request.orderId;
  if (!request.initPaymentId) throw new InvalidInput(cardPaymentMessages.orderMissing);
  const id = await orderIdOfAttempt(db, viewer.id, request.initPaymentId);
  if (id === undefined) throw new Conflict(cardPaymentMessages.staleAttempt);
  return id;
}

/**
 * POST /api/create-stripe-checkout-session: the Checkout session of the order's current attempt
 * (started here when there is none), stored on the order; answers where the browser goes.
 */
export async function createCheckoutSession(deps: CheckoutDeps, request: CheckoutRequest, viewer: SessionUser): Promise<{ id: string; url: string }> {
  const payments = paymentsOf(deps);
  let row = await ownOrder(deps.db, await orderIdOf(deps.db, request, viewer), viewer);
  assertPayableByCard(row);
  if (request.initPaymentId && request.initPaymentId !== row.init_payment_id) throw new Conflict(cardPaymentMessages.staleAttempt);
  if (!row.init_payment_id) {
    await startCardPayment(deps, row.id, viewer);
    row = await ownOrder(deps.db, row.id, viewer);
  }
  const initPaymentId = row.init_payment_id!;
  const { id, url, expiresAt } = await createSession(deps, payments, { row, items: await itemsToCharge(deps.db, row.id), initPaymentId });
  if (!(await storeSession(deps.db, row.id, initPaymentId, { id, expiresAt }, deps.now()))) throw new Conflict(cardPaymentMessages.staleAttempt);
  return { id, url };
}

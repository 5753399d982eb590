// Card payment through Stripe Checkout (spec, storefront 2 Checkout and 4 Card payment; issue 7).
// An order is marked paid only when the server knows the money arrived: from the Checkout session
// it stored for the order, retrieved from Stripe, or from a webhook whose signature was verified.
// Either way the same checks apply, and the order changes once, whichever comes first.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import Stripe from 'stripe';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import type { Deps } from '../env';
import type { Log } from '../log';
import { Conflict, InvalidInput, NotFound, NotPaidYet, ProviderFailed, Unavailable } from '../domainErrors';
import { enqueueMail } from '../mail/outbox';
import { failedCardPaymentMail } from '../mail/templates';
import type { Payments } from './stripeClient';
import { formatHalere } from '@contract/format';
import { orderFor, orderMessages } from '../orders/orders';
import type { SessionUser } from '../accounts/sessions';

export const cardPaymentMessages = {
  notConfigured: 'Platba kartou teď není k dispozici. Zaplaťte prosím bankovním převodem, nebo nás kontaktujte.',
  notCard: 'Tato objednávka se neplatí kartou.',
  alreadyPaid: 'Objednávka je už zaplacená.',
  cancelled: 'Objednávka byla zrušena; zaplatit ji už nelze.',
  notStarted: 'Platba kartou u této objednávky zatím nebyla zahájena.',
  staleAttempt: 'Platba byla mezitím zahájena znovu (třeba v jiném okně). Načtěte prosím stránku objednávky a zaplaťte odtud.',
  notPaidYet: 'Platba zatím nebyla přijata. Pokud jste platbu dokončili, počkejte prosím chvíli a načtěte stránku znovu.',
  mismatch: 'Platba neodpovídá této objednávce, proto jsme objednávku neoznačili jako zaplacenou. Kontaktujte nás prosím.',
  gatewayFailed: 'Platební bránu se teď nepodařilo kontaktovat. Zkuste to prosím za chvíli.',
  orderMissing: 'Chybí číslo objednávky (orderId).',
  badSignature: 'Neplatný podpis webhooku.',
  webhookNotConfigured: 'Webhook platební brány není nastaven (STRIPE_WEBHOOK_SECRET).',
} as const;

/** The names of a session's metadata (and of client_reference_id's meaning). */
export const METADATA = { orderId: 'orderId', orderNumber: 'orderNumber', initPaymentId: 'initPaymentId' } as const;

type PaymentDeps = Pick<Deps, 'db' | 'now' | 'config' | 'log' | 'wakeMailSender'> & { payments?: Payments | null };

// ——— the order as the payment sees it ———

const PAYMENT_COLUMNS = [
  'id',
  'order_number',
  'user_id',
  'name',
  'email',
  'payment_method',
  'items_price',
  'shipping_price',
  'tax_price',
  'total_price',
  'is_paid',
  'is_cancelled',
  'init_payment_id',
  'stripe_session_id',
  'failed_payment_notified_for',
] as const;

type PaymentRow = {
  id: number;
  order_number: number;
  user_id: number | null;
  name: string;
  email: string;
  payment_method: string;
  items_price: number;
  shipping_price: number;
  tax_price: number;
  total_price: number;
  is_paid: number;
  is_cancelled: number;
  init_payment_id: string | null;
  stripe_session_id: string | null;
  failed_payment_notified_for: string | null;
};

const paymentRow = (db: Db | Transaction<Database>, id: number): Promise<PaymentRow | undefined> =>
  db.selectFrom('orders').select(PAYMENT_COLUMNS).where('id', '=', id).executeTakeFirst();

/**
 * The order for a payment call: the customer's own (anyone else's is "not found"); with
 * `staffToo` also any order for an administrator (reading and verifying, never paying for someone).
 */
async function ownOrder(db: Db, id: number, viewer: SessionUser, { staffToo = false } = {}): Promise<PaymentRow> {
  const row = await paymentRow(db, id);
  if (!row || (row.user_id !== viewer.id && !(staffToo && viewer.is_admin === 1))) throw new NotFound(orderMessages.notFound);
  return row;
}

/** A card order that can still be paid; 409 with the reason otherwise. */
function assertPayableByCard(row: PaymentRow): void {
  if (row.payment_method !== PAYMENT_METHODS.card) throw new Conflict(cardPaymentMessages.notCard);
  if (row.is_cancelled === 1) throw new Conflict(cardPaymentMessages.cancelled);
  if (row.is_paid === 1) throw new Conflict(cardPaymentMessages.alreadyPaid);
}

function paymentsOf(deps: PaymentDeps): Payments {
  if (!deps.payments) throw new Unavailable(cardPaymentMessages.notConfigured);
  return deps.payments;
}

// ——— talking to Stripe ———

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.statusCode === 404;

/** A Stripe call; a failure is logged and answered 502 in Czech (a missing object is null). */
async function callStripe<T>(log: Log, what: string, call: () => Promise<T>, { missingIsNull = false } = {}): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (missingIsNull && isMissing(error)) return null;
    log.error({ err: error }, `Stripe: ${what} failed`);
    throw new ProviderFailed(cardPaymentMessages.gatewayFailed);
  }
}

// ——— the checks ———

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

/**
 * Marks the order paid, once: only while it is unpaid, not cancelled and still on the attempt the
 * session was made for. Answers whether this call changed it (false: someone else was first).
 */
async function markPaid(db: Db | Transaction<Database>, row: PaymentRow, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const { numUpdatedRows } = await db
    .updateTable('orders')
    .set({ is_paid: 1, paid_at: at, updated_at: at })
    .where('id', '=', row.id)
    .where('is_paid', '=', 0)
    .where('is_cancelled', '=', 0)
    .where('init_payment_id', '=', row.init_payment_id)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

const refusalOf = (verdict: Exclude<SessionVerdict, 'paid'>) =>
  verdict === 'unpaid' ? new NotPaidYet(cardPaymentMessages.notPaidYet) : verdict === 'stale' ? new Conflict(cardPaymentMessages.staleAttempt) : new Conflict(cardPaymentMessages.mismatch);

// ——— PUT/GET /api/orders/{id}/init-payment ———

/**
 * Starts a new card payment attempt: a fresh random initPaymentId for the order. The session of
 * the previous attempt is settled first: if it was paid meanwhile the order is marked paid (409,
 * nothing new starts); if it is still open it is expired, so one order is never paid twice.
 */
export async function startCardPayment(deps: PaymentDeps, orderId: number, viewer: SessionUser): Promise<{ initPaymentId: string }> {
  const payments = paymentsOf(deps);
  const row = await ownOrder(deps.db, orderId, viewer);
  assertPayableByCard(row);
  if (row.stripe_session_id && (await closeSession(deps, payments, row)) === 'paid') throw new Conflict(cardPaymentMessages.alreadyPaid);
  const initPaymentId = randomBytes(16).toString('base64url');
  const { numUpdatedRows } = await deps.db
    .updateTable('orders')
    .set({ init_payment_id: initPaymentId, stripe_session_id: null, updated_at: deps.now().toISOString() })
    .where('id', '=', row.id)
    .where('is_paid', '=', 0)
    .where('is_cancelled', '=', 0)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw new Conflict(cardPaymentMessages.alreadyPaid);
  return { initPaymentId };
}

/**
 * Ends the order's Checkout session: expired while still open, so it can no longer be paid. If
 * Stripe says it was paid meanwhile, the order is marked paid and 'paid' is answered.
 */
async function closeSession(deps: PaymentDeps, payments: Payments, row: PaymentRow): Promise<'paid' | 'closed'> {
  const sessionId = row.stripe_session_id!;
  const retrieve = () => callStripe(deps.log, 'retrieving a Checkout session', () => payments.stripe.checkout.sessions.retrieve(sessionId), { missingIsNull: true });
  let session = await retrieve();
  if (session?.status === 'open') {
    const expired = await callStripe(deps.log, 'expiring a Checkout session', () => payments.stripe.checkout.sessions.expire(sessionId)).catch(async () => retrieve());
    session = expired;
  }
  if (!session || judgeSession(session, row) !== 'paid') return 'closed';
  await markPaid(deps.db, row, deps.now());
  return 'paid';
}

/**
 * Before staff cancel an order, its card payment is closed at Stripe, so the customer cannot pay
 * a cancelled order. One paid meanwhile is marked paid: staff see it and refund it in Stripe.
 * Stripe unreachable: 502, and the order stays as it was.
 */
export async function closeCardPayment(deps: PaymentDeps, orderId: number): Promise<void> {
  const row = await paymentRow(deps.db, orderId);
  if (!row?.stripe_session_id || row.is_cancelled === 1 || row.is_paid === 1 || !deps.payments) return;
  await closeSession(deps, deps.payments, row);
}

/** The order's current attempt, for the success page to compare with its address. */
export async function currentCardPayment(db: Db, orderId: number, viewer: SessionUser): Promise<{ initPaymentId: string | null }> {
  const row = await ownOrder(db, orderId, viewer, { staffToo: true });
  return { initPaymentId: row.init_payment_id };
}

// ——— POST /api/create-stripe-checkout-session ———

export interface CheckoutRequest {
  orderId?: number;
  /** The attempt the client started (spec body); must be the order's current one. */
  initPaymentId?: string;
}

/** The order of a checkout request: orderId, else the customer's order with that initPaymentId. */
async function orderIdOf(db: Db, request: CheckoutRequest, viewer: SessionUser): Promise<number> {
  if (request.orderId) return request.orderId;
  if (request.initPaymentId) {
    const row = await db.selectFrom('orders').select('id').where('user_id', '=', viewer.id).where('init_payment_id', '=', request.initPaymentId).executeTakeFirst();
    if (row) return row.id;
    throw new Conflict(cardPaymentMessages.staleAttempt);
  }
  throw new InvalidInput(cardPaymentMessages.orderMissing);
}

/** Stripe Checkout's lines for the STORED order: its items, postage and VAT, in haléře. */
async function checkoutLines(db: Db, row: PaymentRow): Promise<Stripe.Checkout.SessionCreateParams.LineItem[]> {
  const items = await db.selectFrom('order_items').select(['name', 'qty', 'price', 'discount']).where('order_id', '=', row.id).orderBy('id').execute();
  const line = (name: string, unitAmount: number, quantity: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
    price_data: { currency: 'czk', unit_amount: unitAmount, product_data: { name } },
    quantity,
  });
  const lines = items.map((i) => line(i.discount > 0 ? `${i.name} (sleva ${i.discount} %)` : i.name, i.price, i.qty));
  if (row.shipping_price > 0) lines.push(line('Poštovné a balné', row.shipping_price, 1));
  if (row.tax_price > 0) lines.push(line('DPH', row.tax_price, 1));
  const sum = lines.reduce((total, l) => total + l.price_data!.unit_amount! * l.quantity!, 0);
  // The order's figures were computed together when it was placed; a difference is a bug, never charged.
  if (sum !== row.total_price) throw new Error(`Order ${row.order_number}: lines sum to ${sum}, the total is ${row.total_price}`);
  return lines;
}

/**
 * Creates the Stripe Checkout session of the order's current attempt, from the order as stored
 * (never the client's amounts), stores its id on the order and answers where the browser goes.
 * The idempotency key makes a repeated click answer the same session.
 */
export async function createCheckoutSession(deps: PaymentDeps, request: CheckoutRequest, viewer: SessionUser): Promise<{ id: string; url: string }> {
  const payments = paymentsOf(deps);
  let row = await ownOrder(deps.db, await orderIdOf(deps.db, request, viewer), viewer);
  assertPayableByCard(row);
  if (request.initPaymentId && request.initPaymentId !== row.init_payment_id) throw new Conflict(cardPaymentMessages.staleAttempt);
  if (!row.init_payment_id) {
    await startCardPayment(deps, row.id, viewer);
    row = await ownOrder(deps.db, row.id, viewer);
  }
  const initPaymentId = row.init_payment_id!;
  const base = deps.config.publicUrl;
  const metadata = { [METADATA.orderId]: String(row.id), [METADATA.orderNumber]: String(row.order_number), [METADATA.initPaymentId]: initPaymentId };
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    line_items: await checkoutLines(deps.db, row),
    customer_email: row.email,
    client_reference_id: String(row.id),
    metadata,
    payment_intent_data: { description: `Objednávka ${row.order_number}`, metadata },
    locale: 'cs',
    success_url: `${base}/order/${row.id}/stripe-success/${initPaymentId}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${base}/order/${row.id}/stripe-fail`,
  };
  const session = (await callStripe(deps.log, 'creating a Checkout session', () =>
    payments.stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${row.id}-${initPaymentId}` }),
  ))!;
  if (!session.url) {
    deps.log.error({ sessionId: session.id, orderNumber: row.order_number, sessionStatus: session.status }, 'Stripe: the Checkout session has no URL');
    throw new ProviderFailed(cardPaymentMessages.gatewayFailed);
  }
  const { numUpdatedRows } = await deps.db
    .updateTable('orders')
    .set({ stripe_session_id: session.id, updated_at: deps.now().toISOString() })
    .where('id', '=', row.id)
    .where('init_payment_id', '=', initPaymentId)
    .where('is_paid', '=', 0)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw new Conflict(cardPaymentMessages.staleAttempt);
  return { id: session.id, url: session.url };
}

// ——— PUT /api/orders/{id}/pay-stripe ———

/**
 * The customer is back on the success page: the server retrieves the session IT stored for the
 * order and marks the order paid only if that session pays it (judgeSession). Whatever the client
 * sends is ignored. An order already paid (by the webhook, or by staff) is answered unchanged.
 */
export async function confirmCardPayment(deps: PaymentDeps, orderId: number, viewer: SessionUser): Promise<OrderJson> {
  const payments = paymentsOf(deps);
  const row = await ownOrder(deps.db, orderId, viewer, { staffToo: true });
  if (row.is_paid === 1) return orderFor(deps.db, row.id, viewer);
  if (row.payment_method !== PAYMENT_METHODS.card) throw new Conflict(cardPaymentMessages.notCard);
  if (row.is_cancelled === 1) throw new Conflict(cardPaymentMessages.cancelled);
  if (!row.stripe_session_id) throw new Conflict(cardPaymentMessages.notStarted);
  const sessionId = row.stripe_session_id;
  const session = await callStripe(deps.log, 'retrieving a Checkout session', () => payments.stripe.checkout.sessions.retrieve(sessionId), { missingIsNull: true });
  const verdict = session ? judgeSession(session, row) : 'foreign';
  if (verdict !== 'paid') {
    if (verdict !== 'unpaid') deps.log.warn({ orderNumber: row.order_number, sessionId, verdict: session ? verdict : 'unknown to Stripe' }, 'Card payment not confirmed');
    throw refusalOf(verdict);
  }
  if (!(await markPaid(deps.db, row, deps.now()))) {
    // Someone was first: the webhook (fine, it is paid) or a change of state meanwhile.
    const now = await paymentRow(deps.db, row.id);
    if (now?.is_paid !== 1) throw new Conflict(now?.is_cancelled === 1 ? cardPaymentMessages.cancelled : cardPaymentMessages.staleAttempt);
  }
  return orderFor(deps.db, row.id, viewer);
}

// ——— the failed-payment notification ———

/**
 * Queues a mail to the shop that the order's current attempt failed, once per attempt: the attempt
 * is recorded in `failed_payment_notified_for` in the transaction `trx` that queues the mail.
 */
async function notifyShopOnce(trx: Db, deps: PaymentDeps, row: PaymentRow, reportedBy: 'customer' | 'stripe'): Promise<boolean> {
  const attempt = row.init_payment_id;
  if (!attempt || row.is_paid === 1 || row.is_cancelled === 1) return false;
  const { numUpdatedRows } = await trx
    .updateTable('orders')
    .set({ failed_payment_notified_for: attempt })
    .where('id', '=', row.id)
    .where('init_payment_id', '=', attempt)
    .where((eb) => eb.or([eb('failed_payment_notified_for', 'is', null), eb('failed_payment_notified_for', '!=', attempt)]))
    .executeTakeFirst();
  if (numUpdatedRows === 0n) return false;
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
export async function reportFailedCardPayment(deps: PaymentDeps, orderId: number, viewer: SessionUser): Promise<{ message: string; notified: boolean }> {
  const row = await ownOrder(deps.db, orderId, viewer);
  if (row.payment_method !== PAYMENT_METHODS.card) throw new Conflict(cardPaymentMessages.notCard);
  const notified = await deps.db.transaction().execute((trx) => notifyShopOnce(trx, deps, row, 'customer'));
  if (notified) deps.wakeMailSender?.();
  return { notified, message: notified ? 'Obchod jsme o neúspěšné platbě informovali.' : 'Obchod už o této platbě ví.' };
}

// ——— POST /api/stripe/webhook ———

/** The events the shop acts on; any other is answered 200 and ignored. */
const HANDLED = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed'] as const;
type HandledType = (typeof HANDLED)[number];

export type WebhookOutcome = 'paid' | 'unchanged' | 'duplicate' | 'ignored';

/**
 * Verifies the signature on the RAW body (400 when it does not match) and answers the event.
 * Each event id is recorded in payment_events in the same transaction that changes the order, so a
 * repeated delivery changes nothing. Checks that fail are logged for staff and answered 200: Stripe
 * would otherwise repeat an event that can never pass.
 */
export async function receiveStripeWebhook(deps: PaymentDeps, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const payments = paymentsOf(deps);
  if (!payments.webhookSecret) throw new Unavailable(cardPaymentMessages.webhookNotConfigured);
  let event: Stripe.Event;
  try {
    event = payments.stripe.webhooks.constructEvent(rawBody, signature ?? '', payments.webhookSecret);
  } catch {
    throw new InvalidInput(cardPaymentMessages.badSignature);
  }
  if (!(HANDLED as readonly string[]).includes(event.type)) return 'ignored';
  const type = event.type as HandledType;
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = Number(session.metadata?.[METADATA.orderId] ?? session.client_reference_id);

  let notified = false;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const recorded = await trx
      .insertInto('payment_events')
      .values({ event_id: event.id, type, processed_at: deps.now().toISOString() })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    if ((recorded.numInsertedOrUpdatedRows ?? 0n) === 0n) return 'duplicate';
    const row = Number.isInteger(orderId) && orderId > 0 ? await paymentRow(trx, orderId) : undefined;
    if (!row) {
      deps.log.warn({ eventId: event.id, type, sessionId: session.id }, 'Stripe webhook: the session names no order of this shop');
      return 'ignored';
    }
    const verdict = judgeSession(session, row);
    if (type === 'checkout.session.async_payment_failed') {
      if (verdict === 'foreign' || verdict === 'stale' || row.is_paid === 1) return 'ignored';
      notified = await notifyShopOnce(trx, deps, row, 'stripe');
      return 'unchanged';
    }
    if (row.is_paid === 1) return 'unchanged';
    if (verdict === 'unpaid') return 'unchanged'; // completed, the money still on its way (async_payment_succeeded follows)
    if (verdict !== 'paid' || row.is_cancelled === 1) {
      // Money may have arrived for something that does not match: staff look it up in Stripe and decide.
      deps.log.error(
        { eventId: event.id, type, sessionId: session.id, orderNumber: row.order_number, verdict: row.is_cancelled === 1 ? 'order cancelled' : verdict },
        'Stripe webhook: the session does not pay the order; the order was not changed. Please check it in the Stripe dashboard.',
      );
      return 'ignored';
    }
    return (await markPaid(trx, row, deps.now())) ? 'paid' : 'unchanged';
  });

  if (notified) deps.wakeMailSender?.();
  return outcome;
}

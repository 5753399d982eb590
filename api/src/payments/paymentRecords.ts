// The database side of an order's card payment: what the payment reads of the order, and the
// conditional updates that change it once, whoever comes first.
import { enqueueOrderPush } from '../push/pushOutbox';
import type { Transaction } from 'kysely';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { NotFound } from '../domainErrors';
import { PICKUP_POINT_COLUMNS, type PickupPointColumns } from '../orders/orderMapping';
import type { Deps } from '../env';
import { announceOrderEvent, type EventDeps } from '../orders/orderEvents';
import { orderMessages } from '../orders/orders';
import type { SessionUser } from '../accounts/sessions';

type Executor = Db | Transaction<Database>;

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
  'delivery_name',
  ...PICKUP_POINT_COLUMNS,
] as const;

/** The order as the payment sees it. */
export type PaymentRow = {
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
  delivery_name: string | null;
} & PickupPointColumns;

export const paymentRow = (db: Executor, id: number): Promise<PaymentRow | undefined> =>
  db.selectFrom('orders').select(PAYMENT_COLUMNS).where('id', '=', id).executeTakeFirst();

/**
 * The order for a payment call: the customer's own (anyone else's is "not found"); with
 * `staffToo` also any order for an administrator (reading and verifying, never paying for someone).
 */
export async function ownOrder(db: Db, id: number, viewer: SessionUser, { staffToo = false } = {}): Promise<PaymentRow> {
  const row = await paymentRow(db, id);
  if (!row || (row.user_id !== viewer.id && !(staffToo && viewer.is_admin === 1))) throw new NotFound(orderMessages.notFound);
  return row;
}

/** The customer's order whose current attempt is `initPaymentId`. */
export async function orderIdOfAttempt(db: Db, userId: number, initPaymentId: string): Promise<number | undefined> {
  const row = await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('init_payment_id', '=', initPaymentId).executeTakeFirst();
  return row?.id;
}

/** The order's items as stored when it was placed, in their order. */
export const itemsToCharge = (db: Db, orderId: number) =>
  db.selectFrom('order_items').select(['name', 'qty', 'price', 'discount']).where('order_id', '=', orderId).orderBy('id').execute();

/** Starts attempt `initPaymentId` and forgets the previous session, while the order is unpaid and not cancelled. */
export async function startAttempt(db: Db, orderId: number, initPaymentId: string, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('orders')
    .set({ init_payment_id: initPaymentId, stripe_session_id: null, stripe_session_expires_at: null, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('is_paid', '=', 0)
    .where('is_cancelled', '=', 0)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Stores the Checkout session of attempt `initPaymentId` and when it ends, while that is still the order's unpaid attempt. */
export async function storeSession(db: Db, orderId: number, initPaymentId: string, session: { id: string; expiresAt: Date }, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('orders')
    .set({ stripe_session_id: session.id, stripe_session_expires_at: session.expiresAt.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('init_payment_id', '=', initPaymentId)
    .where('is_paid', '=', 0)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * Marks the order paid, once: only while it is unpaid, not cancelled and still on the attempt the
 * session was made for, and announces it in the same transaction (orders/orderEvents.ts: the
 * customer's mail). Answers whether this call changed it (false: someone else was first).
 */
export async function markPaid(trx: Transaction<Database>, deps: EventDeps, row: PaymentRow, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const { numUpdatedRows } = await trx
    .updateTable('orders')
    .set({ is_paid: 1, paid_at: at, paid_by: 'card', updated_at: at })
    .where('id', '=', row.id)
    .where('is_paid', '=', 0)
    .where('is_cancelled', '=', 0)
    .where('init_payment_id', '=', row.init_payment_id)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) return false;
  await announceOrderEvent(trx, deps, { orderId: row.id, event: 'paid' }, now);
  return true;
}

/** markPaid in a transaction of its own; wakes the mail sender when it paid the order. */
export async function markPaidNow(deps: EventDeps & Pick<Deps, 'db' | 'wakeMailSender'>, row: PaymentRow, now: Date): Promise<boolean> {
  const paid = await deps.db.transaction().execute((trx) => markPaid(trx, deps, row, now));
  if (paid) deps.wakeMailSender?.();
  return paid;
}

/**
 * Cancels the order because the session of its current attempt ran out unpaid, once: only while it
 * is unpaid, not delivered, not cancelled and still on that attempt. Answers whether this call did.
 */
export async function cancelExpiredAttempt(db: Executor, row: PaymentRow, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const { numUpdatedRows } = await db
    .updateTable('orders')
    .set({ is_cancelled: 1, cancelled_at: at, card_payment_expired_at: at, updated_at: at })
    .where('id', '=', row.id)
    .where('is_paid', '=', 0)
    .where('is_delivered', '=', 0)
    .where('is_cancelled', '=', 0)
    .where('init_payment_id', '=', row.init_payment_id)
    .executeTakeFirst();
  if (numUpdatedRows > 0n) await enqueueOrderPush(db, { orderId: row.id, event: 'cancelled' }, now);
  return numUpdatedRows > 0n;
}

/** The unpaid orders whose Checkout session should have ended by `now`. */
export const ordersWithOverdueSessions = (db: Db, now: Date): Promise<PaymentRow[]> =>
  db
    .selectFrom('orders')
    .select(PAYMENT_COLUMNS)
    .where('stripe_session_expires_at', '<=', now.toISOString())
    .where('is_paid', '=', 0)
    .where('is_delivered', '=', 0)
    .where('is_cancelled', '=', 0)
    .orderBy('id')
    .execute();

/** Records a webhook event's id; false when it was recorded before (a repeated delivery). */
export async function recordEvent(trx: Executor, eventId: string, type: string, now: Date): Promise<boolean> {
  const recorded = await trx
    .insertInto('payment_events')
    .values({ event_id: eventId, type, processed_at: now.toISOString() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return (recorded.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Records that the shop was told attempt `attempt` failed; false when it was told already. */
export async function recordFailureNotice(trx: Executor, orderId: number, attempt: string): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('orders')
    .set({ failed_payment_notified_for: attempt })
    .where('id', '=', orderId)
    .where('init_payment_id', '=', attempt)
    .where((eb) => eb.or([eb('failed_payment_notified_for', 'is', null), eb('failed_payment_notified_for', '!=', attempt)]))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

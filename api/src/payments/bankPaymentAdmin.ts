// What staff do with the incoming payments the shop could not pair by itself ("Nespárované
// platby"): pair one to an order by hand, or mark it returned or not the shop's, each with a reason,
// who decided and when. Also the bank-transfer orders unpaid for too long ("K zrušení").
import { toKc } from '@contract/money';
import { type BankPaymentJson, type OrderToCancelJson, type PaymentDecision, paymentMessages, type PaymentState } from '@contract/admin/payments';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import type { Db } from '../db/open';
import { Conflict, NotFound } from '../domainErrors';
import type { Deps } from '../env';
import type { SessionUser } from '../accounts/sessions';
import { payByTransfer } from './bankPairing';

/** PAYMENT_REMINDER_DAYS and PAYMENT_CANCEL_DAYS when unset. */
export const DEFAULT_REMINDER_DAYS = 7;
export const DEFAULT_CANCEL_DAYS = 21;

const paymentRows = (db: Db) =>
  db.selectFrom('bank_movements').leftJoin('users', 'users.id', 'bank_movements.decided_by').selectAll('bank_movements').select('users.name as decider');

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentRows>['executeTakeFirstOrThrow']>>;

const toPaymentJson = (r: PaymentRow): BankPaymentJson => ({
  id: r.id,
  bookedAt: r.booked_at,
  amount: toKc(r.amount),
  currency: r.currency,
  variableSymbol: r.variable_symbol,
  message: r.message,
  counterAccount: r.counter_account,
  state: r.state,
  reason: r.state === 'unpaired' ? r.reason : null,
  ...(r.order_id !== null && { orderId: r.order_id }),
  note: r.note,
  decidedBy: r.decider,
  decidedAt: r.decided_at,
});

/** The payments in one state, the newest booking first (the latest 1,000). */
export async function paymentsIn(db: Db, state: PaymentState): Promise<BankPaymentJson[]> {
  const rows = await paymentRows(db).where('state', '=', state).orderBy('booked_at', 'desc').orderBy('bank_movements.id', 'desc').limit(1000).execute();
  return rows.map(toPaymentJson);
}

/** How many payments wait for staff: the count on the staff menu. */
export async function unpairedCount(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('bank_movements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', '=', 'unpaired')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * PUT /api/admin/payments/{id}: staff's decision about an unpaired payment, in one transaction.
 * Paired by hand, an unpaid order becomes paid by transfer on the payment's booking date (with the
 * customer's mail); an order already paid stays as it is (e.g. the first part of an underpayment
 * paired after its rest). Answers the payment as it is now.
 */
export async function decidePayment(
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'wakeMailSender'>,
  id: number,
  decision: PaymentDecision,
  staff: SessionUser,
): Promise<BankPaymentJson> {
  const mailed = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const movement = await trx.selectFrom('bank_movements').selectAll().where('id', '=', id).executeTakeFirst();
    if (!movement) throw new NotFound(paymentMessages.notFound);
    if (movement.state !== 'unpaired') throw new Conflict(paymentMessages.notUnpaired);
    const decided = { note: decision.note, decided_by: staff.id, decided_at: now.toISOString() };
    let paid = false;
    if ('orderId' in decision) {
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'order_number', 'name', 'email', 'total_price', 'is_paid', 'is_cancelled'])
        .where('id', '=', decision.orderId)
        .executeTakeFirst();
      if (!order) throw new NotFound(paymentMessages.orderNotFound);
      if (order.is_cancelled === 1) throw new Conflict(paymentMessages.orderCancelled);
      if (movement.currency !== 'CZK') throw new Conflict(paymentMessages.notIncoming);
      await claimUnpaired(trx, id, { ...decided, state: 'paired', order_id: order.id });
      paid =
        order.is_paid === 0 && (await payByTransfer(trx, deps, [{ order, movement: { bookedAt: movement.booked_at, amount: movement.amount } }], now)).size > 0;
    } else {
      await claimUnpaired(trx, id, { ...decided, state: decision.state });
    }
    return paid;
  });
  if (mailed) deps.wakeMailSender?.();
  return toPaymentJson(await paymentRows(deps.db).where('bank_movements.id', '=', id).executeTakeFirstOrThrow());
}

/** Changes the payment only while it is still unpaired, so two staff deciding at once cannot both. */
async function claimUnpaired(trx: Db, id: number, set: { state: PaymentState; note: string; decided_by: number; decided_at: string; order_id?: number }) {
  const { numUpdatedRows } = await trx.updateTable('bank_movements').set(set).where('id', '=', id).where('state', '=', 'unpaired').executeTakeFirst();
  if (numUpdatedRows === 0n) throw new Conflict(paymentMessages.notUnpaired);
}

/** The instant `days` days before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Bank-transfer orders unpaid and not cancelled, placed more than `cancelDays` days ago: staff decide about them. */
export async function ordersToCancel(db: Db, now: Date, cancelDays: number): Promise<OrderToCancelJson[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number', 'name', 'email', 'total_price', 'created_at', 'payment_reminded_at'])
    .where('payment_method', '=', PAYMENT_METHODS.bankTransfer)
    .where('is_paid', '=', 0)
    .where('is_cancelled', '=', 0)
    .where('created_at', '<=', daysBefore(now, cancelDays))
    .orderBy('created_at')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.order_number,
    name: r.name,
    email: r.email,
    totalPrice: toKc(r.total_price),
    createdAt: r.created_at,
    remindedAt: r.payment_reminded_at,
  }));
}

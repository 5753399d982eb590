// Who hears of what happens to an order (issue 31). Every change of an order's state announces it
// here, in the transaction that makes the change, so whoever hears of it hears exactly when it
// happened: the customer's mails (paid, sent, cancelled) and the shop's notice of a new order, each
// unless staff switched it off, and the customer's pushes (push/pushOutbox.ts). To tell someone else
// of the events, add a listener to LISTENERS.
import { formatDate, formatHalere } from '@contract/format';
import type { OrderMailSwitchesJson } from '@contract/admin/figures';
import { PICKUP_CARRIER_NAMES, pickupPointLines } from '@contract/delivery';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AppConfig } from '../config';
import { enqueueMails, type QueuedMail } from '../mail/outbox';
import { enqueueOrderPush } from '../push/pushOutbox';
import { newOrderNoticeMail, orderCancelledMail, parcelSentMail, paymentReceivedMail } from '../mail/templates';
import { orderPageUrl } from './orderConfirmation';
import { ORDERS_PICKUP_POINT_COLUMNS, pickupPointOf } from './orderMapping';
import { orderMailSwitches } from './orderMailSwitches';

export const ORDER_EVENTS = ['placed', 'paid', 'sent', 'delivered', 'cancelled'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export interface OrderEventNotice {
  orderId: number;
  event: OrderEvent;
}

type Trx = Transaction<Database>;
export type EventDeps = { config: Pick<AppConfig, 'publicUrl' | 'shopEmail' | 'shopOrdersEmail'> };

/** What the listeners read of an order. */
const eventOrders = (trx: Trx, ids: number[]) =>
  trx
    .selectFrom('orders')
    .leftJoin('parcels', (join) => join.onRef('parcels.order_id', '=', 'orders.id').on('parcels.status', '=', 'created'))
    .select([
      'orders.id',
      'orders.order_number',
      'orders.name',
      'orders.email',
      'orders.total_price',
      'orders.payment_method',
      'orders.delivery_name',
      'orders.paid_at',
      'orders.paid_by',
      'orders.cancel_reason',
      ...ORDERS_PICKUP_POINT_COLUMNS,
      'parcels.tracking_url',
    ])
    .where('orders.id', 'in', ids)
    .execute();

export type EventOrder = Awaited<ReturnType<typeof eventOrders>>[number];

/** An event and the order it happened to. */
export interface Happening {
  event: OrderEvent;
  order: EventOrder;
}

export interface ListenerContext {
  deps: EventDeps;
  now: Date;
  switches: OrderMailSwitchesJson;
}

type Listener = (trx: Trx, happenings: Happening[], context: ListenerContext) => Promise<void>;

/** The customer's mail of an event, or none (placing has its confirmation, orderConfirmation.ts; delivery none). */
function customerMail({ event, order }: Happening, { deps, now, switches }: ListenerContext): QueuedMail | null {
  const base = { to: order.email, orderId: order.id };
  const common = { customerName: order.name, orderNumber: order.order_number, orderUrl: orderPageUrl(deps.config.publicUrl, order.id) };
  if (event === 'paid' && switches.customerPaid) {
    const paidOn = formatDate(order.paid_at ?? now.toISOString());
    return { ...base, ...paymentReceivedMail({ ...common, amount: formatHalere(order.total_price), paidOn, paidBy: order.paid_by ?? 'manual' }) };
  }
  if (event === 'sent' && switches.customerSent) return { ...base, ...parcelSentMail({ ...common, parcel: parcelOf(order) }) };
  if (event === 'cancelled' && switches.customerCancelled) return { ...base, ...orderCancelledMail({ ...common, reason: order.cancel_reason }) };
  return null;
}

/** The carrier, point and tracking link of a sent order that a carrier took. */
function parcelOf(order: EventOrder) {
  const point = pickupPointOf(order);
  if (!order.tracking_url || !point) return undefined;
  return { carrier: PICKUP_CARRIER_NAMES[point.carrier], point: pickupPointLines(point), trackingUrl: order.tracking_url };
}

/** The shop's notice of a new order, to SHOP_ORDERS_EMAIL. */
function shopMail({ event, order }: Happening, { deps, switches }: ListenerContext): QueuedMail | null {
  if (event !== 'placed' || !switches.shopNewOrder) return null;
  const content = newOrderNoticeMail({
    orderNumber: order.order_number,
    customer: `${order.name} <${order.email}>`,
    total: formatHalere(order.total_price),
    payment: order.payment_method,
    delivery: order.delivery_name || '–',
    adminUrl: `${deps.config.publicUrl}/admin/order/${order.id}`,
  });
  // Not among the order's mails staff see (no orderId): those are the customer's.
  return { to: deps.config.shopOrdersEmail ?? deps.config.shopEmail, replyTo: order.email, ...content };
}

const mails: Listener = async (trx, happenings, context) => {
  const queued = happenings.flatMap((happening) => [customerMail(happening, context), shopMail(happening, context)].filter((m): m is QueuedMail => m !== null));
  await enqueueMails(trx, queued, context.now);
};

/** The customer's devices hear of payment, sending (with the tracking link) and cancelling; a delivery is no news to the one who picked the parcel up. */
const pushes: Listener = async (trx, happenings, { now }) => {
  for (const { event, order } of happenings)
    if (event === 'paid' || event === 'sent' || event === 'cancelled')
      await enqueueOrderPush(trx, { orderId: order.id, event, trackingUrl: order.tracking_url ?? undefined }, now);
};

/** Everyone who hears of order events, each given every event of one announcement. */
const LISTENERS: Listener[] = [mails, pushes];

/**
 * Tells every listener of these events, in the transaction that made them happen (the orders'
 * rows already changed). The caller wakes the mail sender after the commit.
 */
export async function announceOrderEvents(trx: Trx, deps: EventDeps, notices: OrderEventNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  const orders = new Map<number, EventOrder>();
  const ids = [...new Set(notices.map((n) => n.orderId))];
  for (let start = 0; start < ids.length; start += 500) for (const row of await eventOrders(trx, ids.slice(start, start + 500))) orders.set(row.id, row);
  const happenings = notices.flatMap(({ event, orderId }) => (orders.has(orderId) ? [{ event, order: orders.get(orderId)! }] : []));
  const context = { deps, now, switches: await orderMailSwitches(trx) };
  for (const listener of LISTENERS) await listener(trx, happenings, context);
}

/** One event, as announceOrderEvents tells many. */
export const announceOrderEvent = (trx: Trx, deps: EventDeps, notice: OrderEventNotice, now: Date) => announceOrderEvents(trx, deps, [notice], now);

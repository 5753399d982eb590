// The staff's figures (issue 31): how the shop did in a range of Prague days. Each figure is one
// SQL aggregate over the orders placed in the range; what each one counts is said once, on
// StatsJson in contract/admin/figures.ts.
import { sql } from 'kysely';
import {
  figureRange,
  type LowStockJson,
  OVERDUE_TRANSFER_DAYS,
  type OverdueTransferJson,
  type StatsJson,
  type StatsQuery,
  TOP_PRODUCTS,
  type TopProductJson,
} from '@contract/admin/figures';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { toKc } from '@contract/money';
import type { Db } from '../db/open';
import { pragueDayOf } from '../db/pragueDays';
import { addDays, pragueDay, pragueDayInstants } from '@contract/pragueDays';
import { InvalidInput } from '../domainErrors';

const DAY_MS = 86_400_000;

/** The instants of a range of Prague days: from the first day's midnight up to the midnight after the last. */

/** The open (not cancelled) orders placed from `start` up to `end`. */
const placedIn = (db: Db, start: string, end: string) =>
  db.selectFrom('orders').where('orders.created_at', '>=', start).where('orders.created_at', '<', end).where('orders.is_cancelled', '=', 0);

const paidTotal = sql<number>`coalesce(sum(case when is_paid = 1 then total_price else 0 end), 0)`;
const paidCount = sql<number>`coalesce(sum(case when is_paid = 1 then 1 else 0 end), 0)`;

async function totals(db: Db, start: string, end: string) {
  return placedIn(db, start, end)
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      sql<number>`coalesce(sum(total_price), 0)`.as('revenue'),
      paidCount.as('paid_orders'),
      paidTotal.as('paid_revenue'),
    ])
    .executeTakeFirstOrThrow();
}

/** Every day of the range with its orders and revenue (days without orders too). */
async function byDay(db: Db, range: { from: string; to: string }, start: string, end: string): Promise<StatsJson['byDay']> {
  const day = pragueDayOf(db, sql.ref('created_at'), start, end);
  const rows = await placedIn(db, start, end)
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('orders'), sql<number>`sum(total_price)`.as('revenue')])
    .groupBy(day)
    .execute();
  const found = new Map(rows.map((r) => [r.day, r]));
  const days: StatsJson['byDay'] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const row = found.get(date);
    days.push({ date, orders: Number(row?.orders ?? 0), revenue: toKc(Number(row?.revenue ?? 0)) });
  }
  return days;
}

/** The titles of the range's orders by copies or by what their lines sold for. */
async function topProducts(db: Db, start: string, end: string, by: 'copies' | 'revenue'): Promise<TopProductJson[]> {
  const copies = sql<number>`sum(order_items.qty)`;
  const revenue = sql<number>`sum(order_items.qty * order_items.price)`;
  // A deleted product's lines group by their name; a product's by its id (its name may have changed: the latest line's is shown).
  const key = sql`coalesce(cast(order_items.product_id as text), order_items.name)`;
  const rows = await placedIn(db, start, end)
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select([
      sql<number | null>`max(order_items.product_id)`.as('product_id'),
      sql<string>`max(order_items.name)`.as('name'),
      copies.as('copies'),
      revenue.as('revenue'),
    ])
    .groupBy(key)
    .orderBy(by === 'copies' ? copies : revenue, 'desc')
    .orderBy(by === 'copies' ? revenue : copies, 'desc')
    .orderBy(sql`max(order_items.name)`)
    .limit(TOP_PRODUCTS)
    .execute();
  return rows.map((r) => ({ productId: r.product_id, name: r.name, copies: Number(r.copies), revenue: toKc(Number(r.revenue)) }));
}

/** Titles with fewer copies than their threshold, and sold-out titles still ordered in the range. */
async function lowStock(db: Db, start: string, end: string): Promise<LowStockJson[]> {
  const ordered = placedIn(db, start, end)
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['order_items.product_id', sql<number>`sum(order_items.qty)`.as('qty')])
    .where('order_items.product_id', 'is not', null)
    .groupBy('order_items.product_id')
    .as('ordered');
  const rows = await db
    .selectFrom('products')
    .leftJoin(ordered, 'ordered.product_id', 'products.id')
    .select(['products.id', 'products.name', 'products.count_in_stock', 'products.low_stock_threshold', sql<number>`coalesce(ordered.qty, 0)`.as('ordered')])
    .where('products.is_draft', '=', 0)
    .where((eb) =>
      eb.or([
        eb.and([eb('products.count_in_stock', '>', 0), eb('products.count_in_stock', '<', eb.ref('products.low_stock_threshold'))]),
        eb.and([eb('products.count_in_stock', '=', 0), eb('ordered.qty', '>', 0)]),
      ]),
    )
    .orderBy('products.count_in_stock')
    .orderBy(sql`coalesce(ordered.qty, 0)`, 'desc')
    .orderBy('products.name')
    .execute();
  return rows.map((r) => ({
    productId: r.id,
    name: r.name,
    countInStock: r.count_in_stock,
    threshold: r.low_stock_threshold,
    orderedInRange: Number(r.ordered),
    state: r.count_in_stock === 0 ? 'soldOut' : 'low',
  }));
}

/** Bank-transfer orders, open and unpaid, placed more than OVERDUE_TRANSFER_DAYS before `now`; oldest first. */
export async function overdueTransfers(db: Db, now: Date): Promise<OverdueTransferJson[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number', 'name', 'total_price', 'created_at'])
    .where('is_paid', '=', 0)
    .where('is_cancelled', '=', 0)
    .where('created_at', '<', new Date(now.getTime() - OVERDUE_TRANSFER_DAYS * DAY_MS).toISOString())
    .where('payment_method', '=', PAYMENT_METHODS.bankTransfer)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    orderId: r.id,
    orderNumber: r.order_number,
    name: r.name,
    total: toKc(r.total_price),
    createdAt: r.created_at,
    days: Math.floor((now.getTime() - Date.parse(r.created_at)) / DAY_MS),
  }));
}

/** GET /api/admin/stats: the figures of the range asked for (the last 30 Prague days without one). */
export async function figuresOf(db: Db, query: StatsQuery, now: Date): Promise<StatsJson> {
  const range = figureRange(query, pragueDay(now));
  if ('refusal' in range) throw new InvalidInput(range.refusal);
  const { start, end } = pragueDayInstants(range);
  const [sum, days, byCopies, byRevenue, low, overdue] = await Promise.all([
    totals(db, start, end),
    byDay(db, range, start, end),
    topProducts(db, start, end, 'copies'),
    topProducts(db, start, end, 'revenue'),
    lowStock(db, start, end),
    overdueTransfers(db, now),
  ]);
  const orders = Number(sum.orders);
  const revenue = Number(sum.revenue);
  const paid = { orders: Number(sum.paid_orders), revenue: Number(sum.paid_revenue) };
  return {
    ...range,
    revenue: toKc(revenue),
    orders,
    averageOrder: orders ? toKc(Math.round(revenue / orders)) : 0,
    paid: { orders: paid.orders, revenue: toKc(paid.revenue) },
    waiting: { orders: orders - paid.orders, revenue: toKc(revenue - paid.revenue) },
    byDay: days,
    topProducts: { byCopies, byRevenue },
    lowStock: low,
    overdueTransfers: overdue,
  };
}

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

/**
 * Every day of the range with its orders and revenue (days without orders too). The database sums
 * the orders per hour of UTC (the stored instant's first 13 characters, 2026-03-29T01), and each
 * hour goes to its Prague day here: Prague's offset is whole hours, and no row's time is parsed.
 */
async function byDay(db: Db, range: { from: string; to: string }, start: string, end: string): Promise<StatsJson['byDay']> {
  const hour = sql<string>`substr(created_at, 1, 13)`;
  const rows = await placedIn(db, start, end)
    .select((eb) => [hour.as('hour'), eb.fn.countAll<number>().as('orders'), sql<number>`sum(total_price)`.as('revenue')])
    .groupBy(hour)
    .execute();
  const found = new Map<string, { orders: number; revenue: number }>();
  for (const row of rows) {
    const day = pragueDay(`${row.hour}:00:00.000Z`);
    const sum = found.get(day) ?? { orders: 0, revenue: 0 };
    found.set(day, { orders: sum.orders + Number(row.orders), revenue: sum.revenue + Number(row.revenue) });
  }
  const days: StatsJson['byDay'] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const sum = found.get(date);
    days.push({ date, orders: sum?.orders ?? 0, revenue: toKc(sum?.revenue ?? 0) });
  }
  return days;
}

/** A title the range's orders sold: a product by its id, a deleted product's lines by their name. */
interface TitleSold {
  productId: number | null;
  name: string;
  copies: number;
  /** Haléře: what its lines sold for. */
  revenue: number;
}

/** The range's items summed per title, in one pass over its orders' lines (the top titles and low stock both read it). */
async function titlesSold(db: Db, start: string, end: string): Promise<TitleSold[]> {
  // A product's name may have changed: the latest line's is shown.
  const key = sql`coalesce(cast(order_items.product_id as text), order_items.name)`;
  const rows = await placedIn(db, start, end)
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select([
      sql<number | null>`max(order_items.product_id)`.as('product_id'),
      sql<string>`max(order_items.name)`.as('name'),
      sql<number>`sum(order_items.qty)`.as('copies'),
      sql<number>`sum(order_items.qty * order_items.price)`.as('revenue'),
    ])
    .groupBy(key)
    .execute();
  return rows.map((r) => ({ productId: r.product_id, name: r.name, copies: Number(r.copies), revenue: Number(r.revenue) }));
}

/** The TOP_PRODUCTS titles by copies or by revenue, the other figure and then the name breaking ties. */
function topProducts(titles: TitleSold[], by: 'copies' | 'revenue'): TopProductJson[] {
  const other = by === 'copies' ? 'revenue' : 'copies';
  return [...titles]
    .sort((a, b) => b[by] - a[by] || b[other] - a[other] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, TOP_PRODUCTS)
    .map((t) => ({ productId: t.productId, name: t.name, copies: t.copies, revenue: toKc(t.revenue) }));
}

/** Titles with fewer copies than their threshold, and sold-out titles still ordered in the range. */
async function lowStock(db: Db, titles: TitleSold[]): Promise<LowStockJson[]> {
  const ordered = new Map(titles.flatMap((t) => (t.productId === null ? [] : [[t.productId, t.copies] as const])));
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'count_in_stock', 'low_stock_threshold'])
    .where('is_draft', '=', 0)
    .where((eb) => eb.or([eb.and([eb('count_in_stock', '>', 0), eb('count_in_stock', '<', eb.ref('low_stock_threshold'))]), eb('count_in_stock', '=', 0)]))
    .orderBy('name')
    .execute();
  return rows
    .map((r) => ({ row: r, orderedInRange: ordered.get(r.id) ?? 0 }))
    .filter(({ row, orderedInRange }) => row.count_in_stock > 0 || orderedInRange > 0)
    .sort((a, b) => a.row.count_in_stock - b.row.count_in_stock || b.orderedInRange - a.orderedInRange)
    .map(({ row, orderedInRange }) => ({
      productId: row.id,
      name: row.name,
      countInStock: row.count_in_stock,
      threshold: row.low_stock_threshold,
      orderedInRange,
      state: row.count_in_stock === 0 ? 'soldOut' : 'low',
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
  const [sum, days, titles, overdue] = await Promise.all([
    totals(db, start, end),
    byDay(db, range, start, end),
    titlesSold(db, start, end),
    overdueTransfers(db, now),
  ]);
  const low = await lowStock(db, titles);
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
    topProducts: { byCopies: topProducts(titles, 'copies'), byRevenue: topProducts(titles, 'revenue') },
    lowStock: low,
    overdueTransfers: overdue,
  };
}

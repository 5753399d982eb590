// The order desk's list (issue 31): the orders the filters leave, a page at a time, and per desk
// state how many the other filters leave, each state read by contract/admin/orderDesk.ts's rule.
import { type ExpressionBuilder, sql } from 'kysely';
import {
  DESK_PAGE_SIZE,
  DESK_STATE_IDS,
  DESK_STATES,
  type DeskFacts,
  type DeskFilter,
  type DeskPageJson,
  type DeskSort,
  type DeskState,
  deskSearchWords,
  deskStateOf,
  PAY_ON_RECEIPT_METHOD,
} from '@contract/admin/orderDesk';
import { addDays, pragueMidnight } from '@contract/pragueDays';
import type { Db } from '../db/open';
import { offsetOf, pagedOf } from '../db/paging';
import type { Database } from '../db/schema';
import { ordersByIds } from '../orders/orders';
import { withParcelHandovers } from '../orders/parcels';

type OrdersQuery = ReturnType<typeof ordersOnly>;
const ordersOnly = (db: Db) => db.selectFrom('orders');

const FLAG_COLUMNS = { cancelled: 'is_cancelled', delivered: 'is_delivered', sent: 'is_sent', paid: 'is_paid' } as const;

/** The orders in a desk state: its required facts as conditions on the flags and the payment method. */
function inState(query: OrdersQuery, state: DeskState): OrdersQuery {
  let narrowed = query;
  for (const [fact, value] of Object.entries(DESK_STATES[state]) as [keyof DeskFacts, boolean][]) {
    if (fact === 'payOnReceipt') narrowed = narrowed.where('payment_method', value ? '=' : '<>', PAY_ON_RECEIPT_METHOD);
    else narrowed = narrowed.where(FLAG_COLUMNS[fact], '=', value ? 1 : 0);
  }
  return narrowed;
}

/** A search word as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every filter but the state: payment, delivery, the Prague days from and to (both included), the search. */
function filtered(db: Db, filter: Omit<DeskFilter, 'state' | 'sort' | 'page'>): OrdersQuery {
  let query = ordersOnly(db);
  if (filter.payment) query = query.where('payment_method', '=', filter.payment);
  if (filter.delivery) query = query.where('delivery_method', '=', filter.delivery);
  if (filter.from) query = query.where('created_at', '>=', pragueMidnight(filter.from));
  if (filter.to) query = query.where('created_at', '<', pragueMidnight(addDays(filter.to, 1)));
  for (const word of deskSearchWords(filter.q ?? '')) {
    query = query.where((eb: ExpressionBuilder<Database, 'orders'>) => sql<boolean>`${eb.ref('search_text')} like ${containing(word)} escape '\\'`);
  }
  return query;
}

/** The orders all the filters leave, state included. */
export const deskQuery = (db: Db, filter: DeskFilter): OrdersQuery => (filter.state ? inState(filtered(db, filter), filter.state) : filtered(db, filter));

/** The desk's orders in the order the filter sorts them, the id breaking ties so pages never overlap. */
export function sortedDesk(query: OrdersQuery, sort: DeskSort) {
  const ordered = {
    newest: () => query.orderBy('created_at', 'desc').orderBy('id', 'desc'),
    oldest: () => query.orderBy('created_at', 'asc').orderBy('id', 'asc'),
    totalDesc: () => query.orderBy('total_price', 'desc').orderBy('id', 'desc'),
    totalAsc: () => query.orderBy('total_price', 'asc').orderBy('id', 'asc'),
    name: () => query.orderBy('name', 'asc').orderBy('id', 'asc'),
  };
  return ordered[sort]();
}

/** The orders every filter but the state leaves, counted per group of the facts a state is read from. */
export const factGroups = (db: Db, filter: DeskFilter) =>
  filtered(db, filter)
    .select(['is_cancelled', 'is_delivered', 'is_sent', 'is_paid', 'payment_method', sql<number>`count(*)`.as('orders')])
    .groupBy(['is_cancelled', 'is_delivered', 'is_sent', 'is_paid', 'payment_method']);

/** Per desk state, the orders every other filter leaves: grouped by the facts, each group counted in its state. */
async function stateCounts(db: Db, filter: DeskFilter): Promise<Record<DeskState, number>> {
  const groups = await factGroups(db, filter).execute();
  const counts = Object.fromEntries(DESK_STATE_IDS.map((state) => [state, 0])) as Record<DeskState, number>;
  for (const group of groups) {
    const state = deskStateOf({
      cancelled: group.is_cancelled === 1,
      delivered: group.is_delivered === 1,
      sent: group.is_sent === 1,
      paid: group.is_paid === 1,
      payOnReceipt: group.payment_method === PAY_ON_RECEIPT_METHOD,
    });
    counts[state] += group.orders;
  }
  return counts;
}

/** GET /api/admin/orders: the page of the filtered orders (staff's view, with their hand-over) and the states' counts. */
export async function deskPage(db: Db, filter: DeskFilter): Promise<DeskPageJson> {
  const counts = await stateCounts(db, filter);
  const total = filter.state ? counts[filter.state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const request = { page: filter.page, size: DESK_PAGE_SIZE };
  const ids = await sortedDesk(deskQuery(db, filter), filter.sort).select('id').limit(DESK_PAGE_SIZE).offset(offsetOf(request)).execute();
  const orders = await withParcelHandovers(
    db,
    await ordersByIds(
      db,
      ids.map((row) => row.id),
    ),
  );
  return { orders, ...pagedOf(total, request), counts };
}

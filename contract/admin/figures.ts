// The staff's figures (issue 31, GET /api/admin/stats) and the order-event mails staff switch on
// and off: the query, the answer and what each figure means, with the Prague calendar both sides use.
import { z } from 'zod';
import { addDays } from '../pragueDays';

export const figureMessages = {
  date: 'Datum zadejte ve tvaru RRRR-MM-DD.',
  order: 'Začátek období musí být před jeho koncem.',
  tooLong: (days: number) => `Období může mít nejvýš ${days} dní.`,
  switches: 'Neplatné nastavení e-mailů.',
} as const;

/** The longest range the figures answer: three years and a bit, so a whole year against the last two fits. */
export const MAX_RANGE_DAYS = 1100;

/** Bank-transfer orders unpaid longer than this are overdue. */
export const OVERDUE_TRANSFER_DAYS = 7;

/** How many titles each top list names. */
export const TOP_PRODUCTS = 10;

/** The new low-stock threshold of a product: fewer copies than this is low stock (0 never warns). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

const DAY_MS = 86_400_000;

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export const calendarDay = z
  .string({ error: figureMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, figureMessages.date)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
  }, figureMessages.date);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The periods the figures page offers, each ending today (in Prague). */
export const FIGURE_PERIODS = {
  today: { label: 'Dnes', from: (today: string) => today },
  week: { label: '7 dní', from: (today: string) => addDays(today, -6) },
  month: { label: '30 dní', from: (today: string) => addDays(today, -29) },
  year: { label: 'Letos', from: (today: string) => `${today.slice(0, 4)}-01-01` },
} as const;
export type FigurePeriod = keyof typeof FIGURE_PERIODS;

/** GET /api/admin/stats?from=&to=: Prague calendar days, both counted (figureRange fills in what is left out). */
export const statsQuery = z.object({ from: calendarDay.optional(), to: calendarDay.optional() });

/**
 * The range asked for on `today`: without `to` it ends today, without `from` it is the 30 days up
 * to `to`. `to` not before `from`, at most MAX_RANGE_DAYS; otherwise the Czech reason.
 */
export function figureRange({ from, to }: { from?: string; to?: string }, today: string): { from: string; to: string } | { refusal: string } {
  const end = to ?? (from && from > today ? from : today);
  const start = from ?? FIGURE_PERIODS.month.from(end);
  if (start > end) return { refusal: figureMessages.order };
  if (daysIn(start, end) > MAX_RANGE_DAYS) return { refusal: figureMessages.tooLong(MAX_RANGE_DAYS) };
  return { from: start, to: end };
}
export type StatsQuery = z.output<typeof statsQuery>;

/** Orders and their value, Kč. */
export interface OrderSum {
  orders: number;
  revenue: number;
}

export interface TopProductJson {
  /** null when the product was deleted since (the line keeps its name). */
  productId: number | null;
  name: string;
  copies: number;
  /** Kč: what the copies sold for (the line's unit price after discounts × copies). */
  revenue: number;
}

export interface LowStockJson {
  productId: number;
  name: string;
  countInStock: number;
  threshold: number;
  /** Copies ordered in the range (orders not cancelled). */
  orderedInRange: number;
  /** 'low': some copies left, fewer than the threshold; 'soldOut': none left and still ordered in the range. */
  state: 'low' | 'soldOut';
}

export interface OverdueTransferJson {
  orderId: number;
  orderNumber: number;
  name: string;
  /** Kč. */
  total: number;
  createdAt: string;
  /** Whole days since it was placed. */
  days: number;
}

/**
 * GET /api/admin/stats. Each figure counts the orders PLACED in the range: created_at from Prague
 * midnight of `from` up to Prague midnight after `to`. Cancelled orders count nowhere (not in
 * revenue, orders, the average, paid, waiting, the days or the top titles).
 * - revenue: Kč, the totals (items with postage, as invoiced) of those orders, paid or not;
 * - orders: how many; averageOrder: revenue / orders rounded to the haléř (0 without orders);
 * - paid / waiting: the same orders split by whether they are paid now;
 * - byDay: every Prague day of the range, also those without orders;
 * - topProducts: the titles by copies and by revenue of their lines (without postage), TOP_PRODUCTS each;
 * - lowStock: titles (not drafts) with some copies but fewer than their threshold, and sold-out
 *   titles (0 copies) that were still ordered in the range;
 * - overdueTransfers: bank-transfer orders, unpaid and not cancelled, placed more than
 *   OVERDUE_TRANSFER_DAYS days before now, whatever the range; oldest first.
 */
export interface StatsJson {
  from: string;
  to: string;
  revenue: number;
  orders: number;
  averageOrder: number;
  paid: OrderSum;
  waiting: OrderSum;
  byDay: ({ date: string } & OrderSum)[];
  topProducts: { byCopies: TopProductJson[]; byRevenue: TopProductJson[] };
  lowStock: LowStockJson[];
  overdueTransfers: OverdueTransferJson[];
}

/** The order-event mails staff may turn off, with their defaults and Czech names. */
export const ORDER_MAILS = {
  customerPaid: { label: 'Zákazníkovi: platba přijata', enabled: true },
  customerSent: { label: 'Zákazníkovi: objednávka odeslána', enabled: true },
  customerCancelled: { label: 'Zákazníkovi: objednávka zrušena', enabled: true },
  shopNewOrder: { label: 'Obchodu: nová objednávka', enabled: true },
  shopDigest: { label: 'Obchodu: denní přehled (ráno za předchozí den)', enabled: false },
} as const;
export type OrderMail = keyof typeof ORDER_MAILS;
export type OrderMailSwitchesJson = Record<OrderMail, boolean>;

/** PUT /api/admin/order-mails: the mails to switch, each true or false; those left out stay. */
export const orderMailSwitchesBody = z.strictObject(
  Object.fromEntries(Object.keys(ORDER_MAILS).map((mail) => [mail, z.boolean({ error: figureMessages.switches }).optional()])) as Record<
    OrderMail,
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: figureMessages.switches },
);

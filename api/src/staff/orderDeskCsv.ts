// The order desk's CSV exports (issue 31), built for Czech Excel: UTF-8 with a BOM (so Excel reads
// the diacritics), ';' between cells, decimal commas and dates as Excel in Czech reads them. One row
// per order, or one per item with the order's own columns first. Streamed a batch of orders at a
// time, so a year of orders never sits in memory at once.
import { type DeskFilter, deskStateOfOrder } from '@contract/admin/orderDesk';
import { pragueClock } from '@contract/pragueDays';
import type { OrderItemJson, OrderJson } from '@contract/checkout/orderJson';
import { deliveryLines } from '@contract/delivery';
import type { Db } from '../db/open';
import { ordersByIds } from '../orders/orders';
import { deskQuery, sortedDesk } from './orderDesk';

/**
 * Orders read from the database at a time. A batch lives while PostgreSQL answers its two queries,
 * long enough for V8's young-generation collections to move it to the old generation, where it stays
 * until a full collection: a year's two exports promoted 130 MB at 500 orders a batch, 41 MB at 200.
 */
const BATCH = 200;

const DESK_STATE_NAMES = {
  new: 'Nová',
  waiting: 'Čeká na platbu',
  paid: 'Zaplacená k odeslání',
  sent: 'Odeslaná',
  delivered: 'Doručená',
  cancelled: 'Zrušená',
} as const;

/** Kč with a decimal comma and no grouping, so Excel takes it as a number: 1234,50. */
const amount = (kc: number) => kc.toFixed(2).replace('.', ',');

/** An instant as Czech Excel reads a date and time, in Prague: 28.11.2026 08:05; empty for none. */
function excelDateTime(at: string | null): string {
  if (!at) return '';
  const part = pragueClock(new Date(at));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/**
 * A text cell: quoted when it holds a separator, a quote or a line break (RFC 4180), and a text
 * that Excel would run as a formula (=, +, -, @ first) starts with an apostrophe instead.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

interface Column<Row> {
  header: string;
  value: (row: Row) => string;
}

const orderColumns: Column<OrderJson>[] = [
  { header: 'Číslo objednávky', value: (o) => String(o.orderNumber) },
  { header: 'Variabilní symbol', value: (o) => String(o.orderNumber) },
  { header: 'Vytvořeno', value: (o) => excelDateTime(o.createdAt) },
  { header: 'Stav', value: (o) => DESK_STATE_NAMES[deskStateOfOrder(o)] },
  { header: 'Zákazník', value: (o) => cell(o.shippingAddress.name || o.name) },
  { header: 'E-mail', value: (o) => cell(o.email) },
  { header: 'Telefon', value: (o) => cell(o.shippingAddress.phone) },
  { header: 'IČO', value: (o) => cell(o.shippingAddress.billingICO) },
  { header: 'Platba', value: (o) => cell(o.paymentMethod) },
  { header: 'Doprava', value: (o) => cell(o.delivery.name) },
  { header: 'Výdejní místo / adresa', value: (o) => cell(destination(o)) },
  { header: 'Poznámka', value: (o) => cell(o.shippingAddress.note) },
];

const totalColumns: Column<OrderJson>[] = [
  { header: 'Zboží (Kč)', value: (o) => amount(o.itemsPrice) },
  { header: 'Doprava (Kč)', value: (o) => amount(o.shippingPrice) },
  { header: 'Celkem (Kč)', value: (o) => amount(o.totalPrice) },
  { header: 'Zaplaceno', value: (o) => excelDateTime(o.isPaid ? o.paidAt : null) },
  { header: 'Odesláno', value: (o) => excelDateTime(o.isSent ? o.sentAt : null) },
  { header: 'Doručeno', value: (o) => excelDateTime(o.isDelivered ? o.deliveredAt : null) },
  { header: 'Důvod zrušení', value: (o) => cell(o.isCancelled ? (o.cancelReason ?? '') : '') },
];

const itemColumns: Column<OrderItemJson>[] = [
  { header: 'Položka', value: (i) => cell(i.name) },
  { header: 'Množství', value: (i) => String(i.qty) },
  { header: 'Cena za kus (Kč)', value: (i) => amount(i.price) },
  { header: 'Sleva (%)', value: (i) => String(i.discount) },
  { header: 'Celkem za položku (Kč)', value: (i) => amount(i.price * i.qty) },
];

/** The pickup point, or the delivery address, on one line. */
function destination(order: OrderJson): string {
  const [, ...point] = deliveryLines(order.delivery);
  const a = order.shippingAddress;
  return (point.length ? point : [a.address, `${a.postalCode} ${a.city}`, a.country]).filter(Boolean).join(', ');
}

/** The export's lines of one order: one, or one per item (the order's columns, then the item's). */
const EXPORTS = {
  orders: {
    headers: [...orderColumns, ...totalColumns].map((c) => c.header),
    rows: (order: OrderJson) => [[...orderColumns, ...totalColumns].map((c) => c.value(order))],
  },
  lines: {
    headers: [...orderColumns, ...itemColumns].map((c) => c.header),
    rows: (order: OrderJson) => {
      const orderCells = orderColumns.map((c) => c.value(order));
      return order.orderItems.map((item) => [...orderCells, ...itemColumns.map((c) => c.value(item))]);
    },
  },
} as const;

export type DeskExport = keyof typeof EXPORTS;

const line = (cells: string[]) => `${cells.join(';')}\r\n`;

/**
 * The CSV of the filtered orders, in the desk's order, as text chunks: the BOM and the header, then
 * a chunk per batch of orders. The ids are read first (a year of them is a few hundred kB), the
 * orders themselves a batch at a time.
 */
export async function* deskCsv(db: Db, filter: DeskFilter, kind: DeskExport): AsyncGenerator<string> {
  const { headers, rows } = EXPORTS[kind];
  yield `\uFEFF${line(headers)}`;
  const ids = (await sortedDesk(deskQuery(db, filter), filter.sort).select('id').execute()).map((row) => row.id);
  for (let start = 0; start < ids.length; start += BATCH) {
    const orders = await ordersByIds(db, ids.slice(start, start + BATCH));
    yield orders.flatMap((order) => rows(order).map(line)).join('');
  }
}

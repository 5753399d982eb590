import { sql, type Transaction } from 'kysely';
import { type OrderInput } from '@contract/checkout/orderBody';
import { type OrderJson, type OrderRefusalJson, type PriceChangesJson, type StockShortageJson } from '@contract/checkout/orderJson';
import { addressColumns, type OrderWithUser, PARCEL_COLUMNS, toOrderJson } from './orderMapping';
import { orderTotals, type OrderTotals } from '@contract/checkout/pricing';
import type { Db } from '../db/open';
import type { Deps } from '../env';
import type { Database, OrderItemRow } from '../db/schema';
import { Conflict, NotFound } from '../domainErrors';
import { formatHalere } from '@contract/format';
import { leaveOrderFromSavedCart } from './carts';
import { queueOrderConfirmation } from './orderConfirmation';
import { announceOrderEvent } from './orderEvents';
import { sellingPriceOf, toHalere, toKc } from '@contract/money';
import { publicProducts } from '../catalogue/products';
import type { SessionUser } from '../accounts/sessions';
import { salePercentAt } from '../catalogue/shopSale';
import { syncNewsletterChoice } from '../accounts/newsletterChoice';
import { isUniqueViolation } from '../accounts/publicUser';
import { chosenDelivery } from '../delivery/orderDelivery';
import { parcelWeightKg } from '@contract/delivery';
import { orderSearchText } from '@contract/admin/orderDesk';
import { type OrderChangeJson, orderChangeMessages } from '@contract/checkout/orderChanges';
import { lineChanges, totalsChanges } from './orderExpectations';

export const orderMessages = {
  notFound: 'Objednávka nenalezena',
  pricesChanged: (list: string) => `Ceny se mezitím změnily: ${list}. Zkontrolujte prosím košík a objednávku odešlete znovu.`,
  priceOf: (name: string, halere: number) => `„${name}“ nyní stojí ${formatHalere(halere)}`,
  totalChanged: (halere: number) => `Celková cena objednávky je nyní ${formatHalere(halere)}. Zkontrolujte prosím košík a objednávku odešlete znovu.`,
  shortStock: (name: string, inStock: number) => `Produkt „${name}“ už není skladem v požadovaném množství (skladem ${inStock} ks).`,
  notSold: (name: string) => `Produkt „${name}“ už není v nabídce. Odeberte ho prosím z košíku.`,
} as const;

/**
 * A submission refused for changed prices or too little stock, or for changes since the customer
 * saw it (`expected`): its route answers the 409 itself
 * (orderRoutes), so the typed client knows the answer's shape.
 */
export class OrderRefused extends Conflict {
  constructor(readonly answer: OrderRefusalJson) {
    super(answer.message);
  }
}

// ——— order numbers ———

/** The year in Prague, where the shop is: an order placed at 00:30 on 1 January belongs to the new year. */
const pragueYear = (at: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', year: 'numeric' }).format(at));

/**
 * The next number of a yearly series drawn from the counter row `counter`: the year followed by a
 * six-digit sequence (2026000001, 2026000002 …), at most 10 digits, as the variable symbol of a bank
 * transfer allows. It is one more than the last number drawn, or the first of the year when that is
 * higher, so numbers only ever grow (even if a year had more than 999,999 of them, or the clock went
 * back). The counter row is moved in the caller's transaction, which holds it until the commit, so
 * processes never draw the same number and a transaction that fails gives its number back.
 */
export async function nextYearlyNumber(trx: Transaction<Database> | Db, counter: 'order_number' | 'credit_note_number', now: Date): Promise<number> {
  const firstOfYear = pragueYear(now) * 1_000_000 + 1;
  const { value } = await trx
    .updateTable('counters')
    .set({ value: sql<number>`case when value + 1 > ${firstOfYear} then value + 1 else ${firstOfYear} end` })
    .where('name', '=', counter)
    .returning('value')
    .executeTakeFirstOrThrow();
  return value;
}

/**
 * The next order number, which is also the number of the order's invoice (its evidenční číslo,
 * zákon o DPH § 29) and its variable symbol. It serves as the invoices' continuous series: every
 * order is invoiced the moment it is placed (the confirmation queued in the same transaction carries
 * the invoice, dated that day), so each number drawn is an invoice; a refused or failed order rolls
 * its number back with its transaction (a counter row, not a sequence, which PostgreSQL would not
 * give back), and orders are never deleted, so the series has no gaps. A cancelled order keeps its
 * invoice, corrected by a credit note of its own series (creditNotes.ts).
 */
export const nextOrderNumber = (trx: Transaction<Database> | Db, now: Date): Promise<number> => nextYearlyNumber(trx, 'order_number', now);

// ——— reading ———

const ordersWithUser = (db: Db) =>
  db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('parcels', 'parcels.order_id', 'orders.id')
    .selectAll('orders')
    .select(['users.name as user_name', 'users.email as user_email'])
    .select(PARCEL_COLUMNS)
    // What underpayments of the order brought (payments/bankPairing.ts), for "what is missing" on its page.
    .select((eb) =>
      eb
        .selectFrom('bank_movements')
        .select(sql<number>`cast(sum(amount) as integer)`.as('sum'))
        .whereRef('bank_movements.order_id', '=', 'orders.id')
        .where('bank_movements.state', '=', 'unpaired')
        .where('bank_movements.reason', '=', 'underpayment')
        .as('transfer_received'),
    );

/** Orders as JSON with their items, in the order of `rows`. */
async function withItems(db: Db, rows: OrderWithUser[]): Promise<OrderJson[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  return rows.map((row) => toOrderJson(row, byOrder.get(row.id) ?? []));
}

/** One order as JSON; a customer sees only their own (anyone else's is "not found"), an administrator every one. */
export async function orderFor(db: Db, id: number, viewer: SessionUser): Promise<OrderJson> {
  const order = await orderById(db, id, viewer.is_admin === 1 ? undefined : viewer.id);
  if (!order) throw new NotFound(orderMessages.notFound);
  return order;
}

/** The order as JSON, or undefined when it does not exist (or, given an owner, is not theirs). */
export async function orderById(db: Db, id: number, ownerId?: number): Promise<OrderJson | undefined> {
  let query = ordersWithUser(db).where('orders.id', '=', id);
  if (ownerId !== undefined) query = query.where('orders.user_id', '=', ownerId);
  const row = await query.executeTakeFirst();
  return row && (await withItems(db, [row]))[0];
}

/** The orders of `ids` as JSON, in the order of `ids` (those that exist). */
export async function ordersByIds(db: Db, ids: number[]): Promise<OrderJson[]> {
  if (ids.length === 0) return [];
  const orders = await withItems(db, await ordersWithUser(db).where('orders.id', 'in', ids).execute());
  const byId = new Map(orders.map((order) => [order._id, order]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The customer's own orders, newest first. */
export async function ordersOf(db: Db, userId: number): Promise<OrderJson[]> {
  const rows = await ordersWithUser(db).where('orders.user_id', '=', userId).orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').execute();
  return withItems(db, rows);
}

/** Every order, newest first (administrators). */
export async function allOrders(db: Db): Promise<OrderJson[]> {
  const rows = await ordersWithUser(db).orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').execute();
  return withItems(db, rows);
}

// ——— placing an order ———

interface ProductForOrder {
  id: number;
  name: string;
  image: string;
  price: number;
  discount: number;
  count_in_stock: number;
  weight: string;
}

/** A product's selling unit price (haléře) and discount percent now. */
const sellingNow = (product: ProductForOrder, salePercent: number) => {
  const selling = sellingPriceOf(product, salePercent);
  return { unitPrice: selling.price, discount: selling.discount };
};

const totalsInKc = (t: OrderTotals): PriceChangesJson['totals'] => ({
  itemsPrice: toKc(t.itemsPrice),
  shippingPrice: toKc(t.shippingPrice),
  taxPrice: toKc(t.taxPrice),
  totalPrice: toKc(t.totalPrice),
  shippingToBeInvoiced: t.shippingToBeInvoiced,
});

/** 409 when a figure the customer saw differs from the server's: their new unit prices and the new totals. */
function checkCustomersFigures(input: OrderInput, lines: { product: ProductForOrder; unitPrice: number; customerPrice?: number }[], totals: OrderTotals): void {
  const changed = lines.filter((l) => l.customerPrice !== undefined && toHalere(l.customerPrice) !== l.unitPrice);
  const changes = changed.map((l) => ({ product: l.product.id, name: l.product.name, price: toKc(l.unitPrice) }));
  const totalsDiffer = (['itemsPrice', 'shippingPrice', 'taxPrice', 'totalPrice'] as const).some(
    (key) => input[key] !== undefined && toHalere(input[key]) !== totals[key],
  );
  if (changes.length === 0 && !totalsDiffer) return;
  const message = changed.length
    ? orderMessages.pricesChanged(changed.map((l) => orderMessages.priceOf(l.product.name, l.unitPrice)).join(', '))
    : orderMessages.totalChanged(totals.totalPrice);
  throw new OrderRefused({ message, changes, totals: totalsInKc(totals) });
}

/** 409 for an order sent with `expected`: what changed since the customer saw it. */
function refuseChanged(changes: OrderChangeJson[]): void {
  if (changes.length) throw new OrderRefused({ message: orderChangeMessages.refused(changes), changes });
}

type StockLine = { product: ProductForOrder; qty: number };

/** The 409 of too little stock: the copies left of each product. */
const shortageRefusal = (shortages: StockShortageJson['shortages']) =>
  new OrderRefused({ message: shortages.map((s) => orderMessages.shortStock(s.name, s.countInStock)).join(' '), shortages });

/** The same for an order sent with `expected`: its stock changes, what was ordered against what is left. */
const stockChangeRefusal = (lines: StockLine[]) => (shortages: StockShortageJson['shortages']) => {
  const changes = shortages.map((s) => ({
    kind: 'stock' as const,
    product: s.product,
    name: s.name,
    old: lines.find((l) => l.product.id === s.product)!.qty,
    new: s.countInStock,
  }));
  return new OrderRefused({ message: orderChangeMessages.refused(changes), changes });
};

/** Takes the stock of every line with a conditional update; 409 naming each product that has too little. */
async function takeStock(trx: Transaction<Database>, lines: StockLine[], refusal = shortageRefusal): Promise<void> {
  const shortages: StockShortageJson['shortages'] = [];
  for (const { product, qty } of lines) {
    // Never below zero, even if two orders raced: the row is changed only while it still has qty copies.
    const { numUpdatedRows } = await trx
      .updateTable('products')
      .set((eb) => ({ count_in_stock: eb('count_in_stock', '-', qty) }))
      .where('id', '=', product.id)
      .where('count_in_stock', '>=', qty)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) shortages.push({ product: product.id, name: product.name, countInStock: product.count_in_stock });
  }
  if (shortages.length) throw refusal(shortages);
}

/** The newsletter consent of the order form, saved to the profile (isSubscribed) and the subscriber list. */
async function saveNewsletterConsent(trx: Transaction<Database>, customer: SessionUser, consent: boolean, now: Date): Promise<void> {
  const isSubscribed = consent ? 1 : 0;
  const updatedAt = now.toISOString();
  await trx.updateTable('users').set({ is_subscribed: isSubscribed, updated_at: updatedAt }).where('id', '=', customer.id).execute();
  await syncNewsletterChoice(trx, { ...customer, is_subscribed: isSubscribed, updated_at: updatedAt }, true, now);
}

export interface PlacedOrder {
  order: OrderJson;
  /** false when an earlier submission with the same idempotency key is answered again. */
  created: boolean;
}

const orderIdByKey = (db: Db | Transaction<Database>, userId: number, key: string) =>
  db.selectFrom('orders').select('id').where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();

/**
 * Places an order for the signed-in customer. Every price, discount, the postage and the totals
 * come from the database; figures the customer sent are only compared (a difference answers 409
 * with the new prices). Prices are read, stock is taken, the order number is drawn and the order
 * written in ONE transaction, so two customers can never buy the last copy twice and a failed
 * check leaves nothing behind. The confirmation mail is queued, and the order announced as placed
 * (orderEvents.ts: the shop's notice), in the same transaction. With an
 * idempotency key a repeated submission answers the order the first one created, whatever has changed since.
 * With `expected` (what the customer saw), any difference refuses the order with the changes (orderExpectations.ts).
 */
export async function placeOrder(
  { db, config, wakeMailSender }: Pick<Deps, 'db' | 'config' | 'wakeMailSender'>,
  customer: SessionUser,
  input: OrderInput,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<PlacedOrder> {
  const place = () =>
    db.transaction().execute(async (trx) => {
      if (idempotencyKey) {
        const earlier = await orderIdByKey(trx, customer.id, idempotencyKey);
        if (earlier) return { id: earlier.id, created: false };
      }
      // Drawn first: the counter row then orders the orders' transactions, so on PostgreSQL two of
      // them never wait for each other's products and the catalogue version row in opposite order.
      const orderNumber = await nextOrderNumber(trx, now);
      const ids = input.orderItems.map((i) => i.product);
      const products = await publicProducts(trx)
        .select(['id', 'name', 'image', 'price', 'discount', 'count_in_stock', 'weight'])
        .where('id', 'in', ids)
        .execute();
      const salePercent = await salePercentAt(trx, now);
      const byId = new Map(products.map((p) => [p.id, p]));
      const expected = input.expected && {
        ...input.expected,
        ...(await lineChanges(trx, input, input.expected, new Map(products.map((p) => [p.id, { ...p, ...sellingNow(p, salePercent) }])))),
      };
      if (expected?.unpriceable) refuseChanged(expected.changes);
      const unknown = input.orderItems.filter((i) => !byId.has(i.product));
      if (unknown.length) {
        const shortages = unknown.map((i) => ({ product: i.product, name: i.name ?? `#${i.product}`, countInStock: 0 }));
        throw new OrderRefused({ message: shortages.map((s) => orderMessages.notSold(s.name)).join(' '), shortages });
      }

      const lines = input.orderItems.map((i) => {
        const product = byId.get(i.product)!;
        return { product, qty: i.qty, ...sellingNow(product, salePercent), customerPrice: i.price };
      });
      const address = input.shippingAddress;
      const weightKg = parcelWeightKg(lines.map((l) => ({ weight: l.product.weight, qty: l.qty })));
      const delivery = await chosenDelivery(trx, config, input, address.country, { weightKg });
      const totals = orderTotals(lines, address.country, delivery.priced);
      if (expected) refuseChanged([...expected.changes, ...totalsChanges(expected, totals)]);
      checkCustomersFigures(input, lines, totals);
      await takeStock(trx, lines, expected ? stockChangeRefusal(lines) : undefined);

      const at = now.toISOString();
      const { id } = await trx
        .insertInto('orders')
        .values({
          order_number: orderNumber,
          user_id: customer.id,
          idempotency_key: idempotencyKey ?? null,
          name: customer.name,
          email: customer.email,
          ...addressColumns(address),
          payment_method: input.paymentMethod,
          ...delivery.columns,
          items_price: totals.itemsPrice,
          shipping_price: totals.shippingPrice,
          tax_price: totals.taxPrice,
          total_price: totals.totalPrice,
          search_text: orderSearchText({
            orderNumber,
            name: customer.name,
            shipName: address.name,
            billingName: address.billingName ?? '',
            email: customer.email,
            phone: address.phone ?? '',
          }),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(
          lines.map((l) => ({
            order_id: id,
            product_id: l.product.id,
            name: l.product.name,
            image: l.product.image,
            qty: l.qty,
            price: l.unitPrice,
            discount: l.discount,
          })),
        )
        .execute();

      const consent = input.isSubscribed ?? input.newsletter;
      if (consent !== undefined) await saveNewsletterConsent(trx, customer, consent, now);
      await leaveOrderFromSavedCart(trx, customer.id, ids, now);
      await queueOrderConfirmation(trx, config, (await orderById(trx, id))!, now);
      await announceOrderEvent(trx, { config }, { orderId: id, event: 'placed' }, now);
      return { id, created: true };
    });

  const { id, created } = await place().catch(async (error: unknown) => {
    // Another process wrote an order with this key between our check and our insert.
    const earlier = idempotencyKey && isUniqueViolation(error) ? await orderIdByKey(db, customer.id, idempotencyKey) : undefined;
    if (earlier) return { id: earlier.id, created: false };
    throw error;
  });
  if (created) wakeMailSender?.();
  return { order: await orderFor(db, id, customer), created };
}

// Orders as signed-in customers place them, for the benches that load POST /api/orders
// (bench/orders.ts, bench/scale.ts), and what the database must hold afterwards.
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { orderTotals } from '@contract/checkout/pricing';
import { onDatabase } from '../api/src/db/open';
import { sellingPriceOf, toKc } from '@contract/money';
import { createSession } from '../api/src/accounts/sessions';

/** Every product's stock in a bench database: no order runs out of it. */
export const STOCK = 1_000_000;

interface Product {
  id: number;
  price: number;
  discount: number;
  discounted_price: number;
}

/** What orders are placed with: the customers' session tokens and the products for sale. */
export interface OrderData {
  tokens: string[];
  products: Product[];
}

/** On a migrated demo database at `location` (file or address): stock raised to STOCK, and `customers` confirmed customers with live sessions. */
export async function prepareOrderData(location: string, customers: number): Promise<OrderData> {
  return onDatabase(location, async (db) => {
    await db.updateTable('products').set({ count_in_stock: STOCK }).execute();
    const tokens: string[] = [];
    const now = new Date();
    for (let i = 1; i <= customers; i++) {
      const { id } = await db
        .insertInto('users')
        .values({ name: `Zákazník Čtenář ${i}`, email: `zakaznik${i}@bench.example.cz`, is_registered: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      tokens.push(await createSession(db, id, now));
    }
    const products = await db.selectFrom('products').select(['id', 'price', 'discount', 'discounted_price']).where('price', '>', 0).execute();
    return { tokens, products };
  });
}

/** A small deterministic generator, so every run sends the same mix of orders. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ADDRESS = { name: 'Jiří Dvořák', address: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika', phone: '+420 601 234 567' };

/** The n-th order: 1–3 distinct titles, 1–2 copies each, with the prices and totals the customer saw. */
function orderBody(n: number, products: Product[]): string {
  const next = random(n + 1);
  const lines = new Map<number, { product: Product; qty: number }>();
  const count = 1 + Math.floor(next() * 3);
  while (lines.size < count) {
    const product = products[Math.floor(next() * products.length)]!;
    lines.set(product.id, { product, qty: 1 + Math.floor(next() * 2) });
  }
  const items = [...lines.values()].map(({ product, qty }) => ({ product: product.id, qty, price: toKc(sellingPriceOf(product, 0).price) }));
  const totals = orderTotals(
    [...lines.values()].map(({ product, qty }) => ({ unitPrice: sellingPriceOf(product, 0).price, qty })),
    ADDRESS.country,
  );
  return JSON.stringify({
    orderItems: items,
    shippingAddress: ADDRESS,
    paymentMethod: n % 4 === 0 ? PAYMENT_METHODS.cash : PAYMENT_METHODS.bankTransfer,
    itemsPrice: toKc(totals.itemsPrice),
    shippingPrice: toKc(totals.shippingPrice),
    taxPrice: toKc(totals.taxPrice),
    totalPrice: toKc(totals.totalPrice),
  });
}

let sequence = 0;

/** POST /api/orders as the next customer with its own Idempotency-Key, to each of `origins` in turn. */
export const placeOrder = (origins: string[], data: OrderData) => () => {
  const n = sequence++;
  return fetch(`${origins[n % origins.length]}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.tokens[n % data.tokens.length]}`, 'idempotency-key': `bench-${n}` },
    body: orderBody(n, data.products),
    signal: AbortSignal.timeout(30_000),
  });
};

export interface Load {
  seconds: number;
  requests: number;
  statuses: Record<string, number>;
  latenciesMs: number[];
  /** Requests that got no answer at all (connection error or 30 s timeout). */
  errors: number;
}

/**
 * Sends `request` from `connections` workers until `seconds` have passed, each worker one request
 * at a time. A request started before the deadline is awaited, so every order the server creates
 * is counted (a load tool that drops the requests in flight when its time is up would leave orders
 * in the database nobody saw).
 */
export async function load(seconds: number, connections: number, request: () => Promise<Response>): Promise<Load> {
  const statuses: Record<string, number> = {};
  const latenciesMs: number[] = [];
  let requests = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      requests++;
      try {
        const response = await request();
        await response.arrayBuffer();
        latenciesMs.push(performance.now() - sent);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { seconds: (performance.now() - started) / 1000, requests, statuses, latenciesMs, errors };
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : Number.NaN;
}

export function latencies(samplesMs: number[]) {
  const sorted = Float64Array.from(samplesMs).sort();
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    mean: samplesMs.reduce((s, v) => s + v, 0) / (samplesMs.length || 1),
  };
}

/** What the orders left in the database at `location`, counted on either engine. */
export async function orderFacts(location: string) {
  return onDatabase(location, async (db) => {
    const [orders, items, products, outbox] = await Promise.all([
      db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('orders'),
          eb.fn.count<number>('order_number').distinct().as('distinctOrderNumbers'),
          eb.fn.max('order_number').as('maxOrderNumber'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('order_items')
        .select((eb) => [eb.fn.countAll<number>().as('orderItems'), eb.fn.coalesce(eb.fn.sum<number>('qty'), eb.lit(0)).as('copiesOrdered')])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('products')
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere('count_in_stock', '<', 0).as('negativeStock'),
          eb.fn.countAll<number>().as('products'),
          eb.fn.sum<number>('count_in_stock').as('stockLeft'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('mail_outbox')
        .where('order_id', 'is not', null)
        .select((eb) => [eb.fn.countAll<number>().as('orderMails'), eb.fn.count<number>('order_id').distinct().as('ordersWithMail')])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      ...orders,
      maxOrderNumber: Number(orders.maxOrderNumber ?? 0),
      ...items,
      negativeStock: products.negativeStock,
      copiesSold: products.products * STOCK - products.stockLeft,
      ...outbox,
    };
  });
}

export type OrderFacts = Awaited<ReturnType<typeof orderFacts>>;

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** What must hold after `created` orders were answered 201: each in the database once, stock taken exactly, never below 0. */
export const orderChecks = (facts: OrderFacts, created: number): Check[] => [
  { name: 'orders in the database = 201 answers (warm-up included)', ok: facts.orders === created, detail: `${facts.orders} vs ${created}` },
  { name: 'copies taken from stock = copies ordered', ok: facts.copiesSold === facts.copiesOrdered, detail: `${facts.copiesSold} vs ${facts.copiesOrdered}` },
  { name: 'no negative stock', ok: facts.negativeStock === 0, detail: String(facts.negativeStock) },
  {
    name: 'order numbers unique and ≤ 10 digits',
    ok: facts.distinctOrderNumbers === facts.orders && String(facts.maxOrderNumber).length <= 10,
    detail: `max ${facts.maxOrderNumber}`,
  },
];

// The staff's figures (issue 31, GET /api/admin/stats) over HTTP: every figure equals what this
// test sums itself from the orders it wrote, paid, unpaid and cancelled, with the range's edges on
// Prague midnights in winter and in summer time; low stock with per-product thresholds set through
// the product editor; overdue bank transfers; bad ranges refused in Czech.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureMessages, type StatsJson } from '@contract/admin/figures';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { toKc } from '@contract/money';
import { insertProduct } from '../../test/fixtures';
import { insertOrder, signInDemoAccounts, type Staff } from '../../test/staff';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

const DAY_MS = 86_400_000;
const POSTAGE = 75_00;

let server: TestServer;
let accounts: Staff;
const p = { a: 0, b: 0, c: 0, d: 0, e: 0, f: 0, g: 0 };

interface TestOrder {
  /** When it was placed, and the Prague day that is (worked out by hand). */
  at: string;
  day: string;
  lines: [product: keyof typeof p, qty: number, priceHalere: number][];
  paid?: boolean;
  cancelled?: boolean;
  method?: string;
}

const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();

const ORDERS: TestOrder[] = [
  // Prague 9 March 23:59:59.999 (winter, UTC+1): the day before the range.
  { at: '2026-03-09T22:59:59.999Z', day: '2026-03-09', lines: [['a', 1, 100_00]], paid: true },
  // Prague midnight of 10 March: the range's first instant.
  { at: '2026-03-09T23:00:00.000Z', day: '2026-03-10', lines: [['a', 2, 100_00]], paid: true },
  {
    at: '2026-03-15T10:00:00.000Z',
    day: '2026-03-15',
    lines: [
      ['b', 1, 250_00],
      ['c', 3, 80_00],
    ],
  },
  { at: '2026-03-20T12:00:00.000Z', day: '2026-03-20', lines: [['a', 5, 100_00]], cancelled: true },
  { at: '2026-03-20T13:00:00.000Z', day: '2026-03-20', lines: [['g', 1, 50_00]], cancelled: true },
  // 00:30 in Prague on the night summer time starts (29 March), before and after the change.
  { at: '2026-03-28T23:30:00.000Z', day: '2026-03-29', lines: [['d', 1, 300_00]], paid: true, method: PAYMENT_METHODS.card },
  { at: '2026-03-29T22:30:00.000Z', day: '2026-03-30', lines: [['a', 1, 100_00]] },
  // The range's last instant in Prague (summer, UTC+2), and the first one after it.
  { at: '2026-03-31T21:59:59.999Z', day: '2026-03-31', lines: [['c', 1, 80_00]], method: PAYMENT_METHODS.cash },
  { at: '2026-03-31T22:00:00.000Z', day: '2026-04-01', lines: [['a', 9, 100_00]] },
  // Recent orders, outside the range: a transfer unpaid for 8 days is overdue, for 6 days not yet.
  { at: daysAgo(8), day: '', lines: [['a', 1, 100_00]] },
  { at: daysAgo(6), day: '', lines: [['a', 1, 100_00]] },
];

const FROM = '2026-03-10';
const TO = '2026-03-31';

const totalOf = (o: TestOrder) => o.lines.reduce((sum, [, qty, price]) => sum + qty * price, 0) + POSTAGE;
const ids = new Map<TestOrder, number>();
const numbers = new Map<TestOrder, number>();

beforeAll(async () => {
  server = await startTestServer();
  accounts = await signInDemoAccounts(server);
  p.a = await insertProduct(server.db, { name: 'Normální křesťanský život', count_in_stock: 50 });
  p.b = await insertProduct(server.db, { name: 'Sedět, chodit, stát', count_in_stock: 2 });
  p.c = await insertProduct(server.db, { name: 'Duchovní člověk', count_in_stock: 0 });
  p.d = await insertProduct(server.db, { name: 'Kristus jako život', count_in_stock: 4 });
  p.e = await insertProduct(server.db, { name: 'Nehlídaný titul', count_in_stock: 2, low_stock_threshold: 0 });
  p.f = await insertProduct(server.db, { name: 'Vyprodaný, nikdo nechce', count_in_stock: 0 });
  p.g = await insertProduct(server.db, { name: 'Vyprodaný, jen zrušená objednávka', count_in_stock: 0 });
  for (const order of ORDERS) {
    const id = await insertOrder(
      server.db,
      order.lines.map(([product, qty, price]) => ({ productId: p[product], qty, price })),
    );
    const row = await server.db
      .updateTable('orders')
      .set({
        created_at: order.at,
        is_paid: order.paid ? 1 : 0,
        is_cancelled: order.cancelled ? 1 : 0,
        payment_method: order.method ?? PAYMENT_METHODS.bankTransfer,
      })
      .where('id', '=', id)
      .returning('order_number')
      .executeTakeFirstOrThrow();
    ids.set(order, id);
    numbers.set(order, row.order_number);
  }
});
afterAll(() => server.close());

const stats = (query: string, token = accounts.admin.token) => call<StatsJson & { message?: string }>(server, `/api/admin/stats${query}`, withToken(token));

/** What the figures of FROM–TO must be, summed here from ORDERS. */
function expectedFigures() {
  const counted = ORDERS.filter((o) => o.day >= FROM && o.day <= TO && !o.cancelled);
  const sum = (list: TestOrder[]) => list.reduce((total, o) => total + totalOf(o), 0);
  const paid = counted.filter((o) => o.paid);
  const waiting = counted.filter((o) => !o.paid);
  const days: StatsJson['byDay'] = [];
  for (let day = Date.parse(`${FROM}T00:00:00Z`); day <= Date.parse(`${TO}T00:00:00Z`); day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    const ofDay = counted.filter((o) => o.day === date);
    days.push({ date, orders: ofDay.length, revenue: toKc(sum(ofDay)) });
  }
  const byProduct = new Map<keyof typeof p, { copies: number; revenue: number }>();
  for (const [product, qty, price] of counted.flatMap((o) => o.lines)) {
    const seen = byProduct.get(product) ?? { copies: 0, revenue: 0 };
    byProduct.set(product, { copies: seen.copies + qty, revenue: seen.revenue + qty * price });
  }
  return { counted, sum, paid, waiting, days, byProduct };
}

describe('GET /api/admin/stats', () => {
  it('sums the orders placed in the Prague days of the range, without cancelled ones, paid and waiting apart, day by day', async () => {
    const { status, body } = await stats(`?from=${FROM}&to=${TO}`);
    expect(status).toBe(200);
    const { counted, sum, paid, waiting, days } = expectedFigures();
    expect(counted).toHaveLength(5);
    expect(body).toMatchObject({
      from: FROM,
      to: TO,
      revenue: toKc(sum(counted)),
      orders: counted.length,
      averageOrder: toKc(Math.round(sum(counted) / counted.length)),
      paid: { orders: paid.length, revenue: toKc(sum(paid)) },
      waiting: { orders: waiting.length, revenue: toKc(sum(waiting)) },
    });
    expect(body.byDay).toEqual(days);
    expect(body.byDay).toHaveLength(22);
  });

  it('names the top titles by copies and by revenue of their lines', async () => {
    const { body } = await stats(`?from=${FROM}&to=${TO}`);
    const { byProduct } = expectedFigures();
    const nameOf = async (key: keyof typeof p) =>
      (await server.db.selectFrom('order_items').select('name').where('product_id', '=', p[key]).executeTakeFirstOrThrow()).name;
    const expected = await Promise.all(
      [...byProduct].map(async ([key, { copies, revenue }]) => ({ productId: p[key], name: await nameOf(key), copies, revenue: toKc(revenue) })),
    );
    expect(body.topProducts.byCopies).toEqual([...expected].sort((x, y) => y.copies - x.copies || y.revenue - x.revenue));
    expect(body.topProducts.byRevenue).toEqual([...expected].sort((x, y) => y.revenue - x.revenue || y.copies - x.copies));
  });

  it('lists titles under their own threshold, set in the product editor, and sold-out titles still ordered in the range', async () => {
    const before = await stats(`?from=${FROM}&to=${TO}`);
    expect(before.body.lowStock.map((item) => [item.productId, item.state, item.countInStock, item.threshold, item.orderedInRange])).toEqual([
      [p.c, 'soldOut', 0, 3, 4],
      [p.b, 'low', 2, 3, 1],
    ]);
    const form = { name: 'Kristus jako život', price: '199', author: 'Watchman Nee', lowStockThreshold: '5' };
    expect((await call(server, `/api/products/${p.d}`, withJson('PUT', form, accounts.admin.token))).status).toBe(200);
    const edited = await call<{ lowStockThreshold: number }>(server, `/api/admin/products/${p.d}`, withToken(accounts.admin.token));
    expect(edited.body.lowStockThreshold).toBe(5);
    const after = await stats(`?from=${FROM}&to=${TO}`);
    expect(after.body.lowStock.map((item) => [item.productId, item.state, item.threshold, item.orderedInRange])).toEqual([
      [p.c, 'soldOut', 3, 4],
      [p.b, 'low', 3, 1],
      [p.d, 'low', 5, 1],
    ]);
    const refused = await call(server, `/api/products/${p.d}`, withJson('PUT', { ...form, lowStockThreshold: '-1' }, accounts.admin.token));
    expect(refused).toEqual({ status: 400, body: { message: 'Hranice „dochází“ musí být celé číslo 0 nebo větší' } });
  });

  it('lists bank transfers unpaid for more than 7 days, whatever the range, oldest first', async () => {
    const { body } = await stats('?from=2020-01-01&to=2020-01-01');
    const overdue = ORDERS.filter(
      (o) => !o.paid && !o.cancelled && (o.method ?? PAYMENT_METHODS.bankTransfer) === PAYMENT_METHODS.bankTransfer && o.at < daysAgo(7),
    );
    expect(body.overdueTransfers).toEqual(
      overdue.map((o) => ({
        orderId: ids.get(o),
        orderNumber: numbers.get(o),
        name: 'Jana Nováková',
        total: toKc(totalOf(o)),
        createdAt: o.at,
        days: Math.floor((Date.now() - Date.parse(o.at)) / DAY_MS),
      })),
    );
    expect(overdue.map((o) => o.day)).toEqual(['2026-03-15', '2026-03-30', '2026-04-01', '']);
    expect(body).toMatchObject({ orders: 0, revenue: 0, averageOrder: 0, byDay: [{ date: '2020-01-01', orders: 0, revenue: 0 }] });
  });

  it('refuses dates that do not exist, a range that ends before it starts and one longer than allowed, in Czech', async () => {
    for (const [query, message] of [
      ['?from=2026-02-30', figureMessages.date],
      ['?from=2026-3-1', figureMessages.date],
      ['?from=2026-03-10&to=2026-03-09', figureMessages.order],
      ['?from=2020-01-01&to=2026-01-01', figureMessages.tooLong(1100)],
      ['?to=x%27%20or%201=1', figureMessages.date],
    ]) {
      expect(await stats(query!)).toEqual({ status: 400, body: { message } });
    }
  });
});

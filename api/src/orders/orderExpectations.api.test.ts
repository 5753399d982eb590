// An order sent with `expected` (kept offline, sent later) over HTTP on a real database (SQLite, and
// PostgreSQL in the postgres project): placed once when everything the customer saw still holds,
// refused with 409 and the changes, old and new, when a price, a discount, the postage, the stock,
// the product itself or the pickup point changed; a replay of its idempotency key places nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderChangesJson } from '@contract/checkout/orderChanges';
import { orderChangeMessages } from '@contract/checkout/orderChanges';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { call, type MessageJson, startTestServer, testClock, type TestServer, withJson } from '../../test/testServer';

let server: TestServer;
let customer: Customer;
let admin: Customer;
const clock = testClock(new Date('2026-11-28T09:00:00Z'));
const POINT = { id: '9001', name: 'Knihkupectví U Slova' };

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  customer = await signedInCustomer(server.db, 'Marta Offline', 'marta@example.cz', { now: clock.now() });
  admin = await signedInCustomer(server.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true, now: clock.now() });
  const at = clock.now().toISOString();
  await server.db
    .insertInto('pickup_points')
    .values({
      carrier: 'packeta',
      ...POINT,
      kind: 'point',
      street: 'Dlouhá 1',
      city: 'Praha',
      zip: '110 00',
      lat: 50.09,
      lon: 14.42,
      opening_hours: '[]',
      wheelchair: 0,
      card_payment: 0,
      max_weight_kg: 10,
      max_size_cm: null,
      name_folded: 'knihkupectvi u slova',
      closed_at: null,
      refreshed_at: at,
    })
    .execute();
}, 30_000);
afterAll(async () => {
  await server?.close();
});

const address = { name: 'Marta Offline', address: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
let keys = 0;

/** What the customer saw: one line at `price` Kč (discount `discount` %), postage and total. */
function submission(product: number, { qty = 1, price = 249, discount = 0, postage = 75, extra = {} as Record<string, unknown> } = {}) {
  keys += 1;
  return {
    orderItems: [{ product, qty, name: 'Kniha' }],
    shippingAddress: address,
    paymentMethod: PAYMENT_METHODS.bankTransfer,
    idempotencyKey: `offline-${keys}`,
    expected: { lines: [{ product, qty, price, discount }], postage, total: price * qty + postage },
    ...extra,
  };
}

const send = (body: object) => call<OrderJson & OrderChangesJson & MessageJson>(server, '/api/orders', withJson('POST', body, customer.token));
const ordersOfCustomer = async () => (await server.db.selectFrom('orders').select('id').where('user_id', '=', customer.id).execute()).length;
const stockOf = async (id: number) =>
  (await server.db.selectFrom('products').select('count_in_stock').where('id', '=', id).executeTakeFirstOrThrow()).count_in_stock;

/** Sends a submission that must be refused; answers its changes and checks nothing was placed or taken. */
async function refused(body: ReturnType<typeof submission>) {
  const [before, stock] = [await ordersOfCustomer(), await stockOf(body.orderItems[0]!.product)];
  const { status, body: answer } = await send(body);
  expect(status).toBe(409);
  expect(answer.message).toBe(orderChangeMessages.refused(answer.changes));
  expect(await ordersOfCustomer()).toBe(before);
  expect(await stockOf(body.orderItems[0]!.product)).toBe(stock);
  return answer.changes;
}

describe('POST /api/orders with expected', () => {
  it('places the order once when everything still holds, and a replay of its key, also at once, answers the same order', async () => {
    const book = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 10 });
    const body = submission(book, { qty: 2 });
    const first = await send(body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ totalPrice: 573, shippingPrice: 75, orderItems: [{ product: book, qty: 2, price: 249 }] });

    const replays = await Promise.all([send(body), send(body), send(body)]);
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replays.map((r) => (r.body as OrderJson)._id)).toEqual([first.body._id, first.body._id, first.body._id]);
    expect(await ordersOfCustomer()).toBe(1);
    expect(await stockOf(book)).toBe(8);
  });

  it('refuses a changed price with the old and new unit price and total', async () => {
    const book = await insertProduct(server.db, { name: 'Boží ekonomie', price: 219_00 });
    expect(await refused(submission(book, { price: 199 }))).toEqual([
      { kind: 'price', product: book, name: 'Boží ekonomie', old: 199, new: 219 },
      { kind: 'price', old: 274, new: 294 },
    ]);
  });

  it('refuses a changed discount', async () => {
    // 300 Kč − 10 % = 270 Kč now; the customer saw it without a discount at 300 Kč.
    const book = await insertProduct(server.db, { name: 'Sedm let v Tibetu', price: 300_00, discount: 10 });
    expect(await refused(submission(book, { price: 300 }))).toEqual([
      { kind: 'discount', product: book, name: 'Sedm let v Tibetu', old: 0, new: 10 },
      { kind: 'price', product: book, name: 'Sedm let v Tibetu', old: 300, new: 270 },
      { kind: 'price', old: 375, new: 345 },
    ]);
  });

  it('refuses changed postage', async () => {
    const book = await insertProduct(server.db, { name: 'Poštovné se změnilo', price: 249_00 });
    const put = (price: number) => call(server, '/api/admin/delivery-methods/posta', withJson('PUT', { price, freeFrom: null, enabled: true }, admin.token));
    expect((await put(89)).status).toBe(200);
    try {
      expect(await refused(submission(book))).toEqual([
        { kind: 'postage', old: 75, new: 89 },
        { kind: 'price', old: 324, new: 338 },
      ]);
    } finally {
      expect((await put(75)).status).toBe(200);
    }
  });

  it('refuses too little stock: what was ordered against what is left', async () => {
    const book = await insertProduct(server.db, { name: 'Poslední výtisky', price: 249_00, count_in_stock: 1 });
    expect(await refused(submission(book, { qty: 3 }))).toEqual([{ kind: 'stock', product: book, name: 'Poslední výtisky', old: 3, new: 1 }]);
  });

  it('refuses a product no longer sold', async () => {
    const book = await insertProduct(server.db, { name: 'Stažený titul', price: 249_00 });
    await server.db.updateTable('products').set({ is_draft: 1 }).where('id', '=', book).execute();
    expect(await refused(submission(book))).toEqual([{ kind: 'gone', product: book, name: 'Kniha', old: 'Kniha', new: null }]);
  });

  it('refuses a pickup point closed since, and places the order while it is open', async () => {
    const book = await insertProduct(server.db, { name: 'Do výdejního místa', price: 249_00 });
    const toPoint = (postage: number) => submission(book, { postage, extra: { deliveryMethod: 'packeta', pickupPointId: POINT.id } });
    const withPoint = (body: ReturnType<typeof submission>) => ({ ...body, expected: { ...body.expected, pickupPoint: POINT } });

    await server.db.updateTable('pickup_points').set({ closed_at: clock.now().toISOString() }).where('id', '=', POINT.id).execute();
    expect(await refused(withPoint(toPoint(69)))).toEqual([{ kind: 'pointClosed', old: POINT.name, new: null }]);

    await server.db.updateTable('pickup_points').set({ closed_at: null }).where('id', '=', POINT.id).execute();
    const placed = await send(withPoint(toPoint(69)));
    expect(placed.status).toBe(201);
    expect(placed.body.delivery).toMatchObject({ method: 'packeta', pickupPoint: { id: POINT.id, name: POINT.name } });
  });

  it('answers 400 when the expectations do not match the ordered lines or point', async () => {
    const book = await insertProduct(server.db, { name: 'Nesouhlasí', price: 249_00 });
    const body = submission(book, { qty: 2 });
    const otherQty = { ...body, expected: { ...body.expected, lines: [{ ...body.expected.lines[0]!, qty: 1 }] } };
    expect(await send(otherQty)).toEqual({ status: 400, body: { message: orderChangeMessages.mismatch } });
    const namedPoint = { ...body, expected: { ...body.expected, pickupPoint: POINT } };
    expect(await send(namedPoint)).toEqual({ status: 400, body: { message: orderChangeMessages.mismatch } });
  });
});

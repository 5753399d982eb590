import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCardJson, ProductListJson } from '@contract/catalogue';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { DEMO_USERS } from '../seed/demoUsers';
import { insertProduct } from '../../test/fixtures';
import { signInDemoAccounts, type Staff } from '../../test/staff';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

// Whether a list is answered from the cache is seen without timing: a price is changed straight in
// the database and the catalogue version put back, a change no trigger reports. The cached list
// keeps the old price until a catalogue write through the app moves the version.

let server: TestServer;
let staff: Staff;
let productId: number;
let otherProductId: number;
const PRICE = 100_00;

beforeAll(async () => {
  server = await startTestServer();
  productId = await insertProduct(server.db, { name: 'Normální křesťanský život', price: PRICE, count_in_stock: 50, year: 2025 });
  otherProductId = await insertProduct(server.db, { name: 'Boží ekonomie', price: 50_00, count_in_stock: 50, year: 2024 });
  staff = await signInDemoAccounts(server);
});
afterAll(() => server.close());

const LIST = '/api/products?pageSize=100';
const listedCard = async (id = productId): Promise<ProductCardJson> => (await call<ProductListJson>(server, LIST)).body.products.find((p) => p._id === id)!;

/** Sets the product's price in haléře in the database without moving the catalogue version. */
async function setPriceUnseen(price: number) {
  const { version } = await server.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
  await server.db.updateTable('products').set({ price, discounted_price: price }).where('id', '=', productId).execute();
  await server.db.updateTable('catalogue_version').set({ version }).execute();
}

/** Fills the list's cache, changes the price unseen, runs the write, and answers the price the list shows then (in Kč). */
async function priceListedAfter(write: () => Promise<unknown>): Promise<number> {
  expect((await listedCard()).price).toBe(PRICE / 100);
  await setPriceUnseen(PRICE + 1_00);
  await write();
  const shown = (await listedCard()).price;
  await setPriceUnseen(PRICE);
  await server.db
    .updateTable('catalogue_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .execute(); // the next list is read afresh
  return shown;
}

const CACHED = PRICE / 100;
const FRESH = (PRICE + 1_00) / 100;

const asCustomer = (method: string, body: unknown) => withJson(method, body, staff.customer.token);
const asAdmin = (method: string, body?: unknown) => (body === undefined ? withToken(staff.admin.token, method) : withJson(method, body, staff.admin.token));
const czechAddress = { name: 'Demo Zákazník', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' };

async function placeOrder(qty: number): Promise<number> {
  const order = { orderItems: [{ product: otherProductId, qty }], shippingAddress: czechAddress, paymentMethod: PAYMENT_METHODS.bankTransfer };
  const { status, body } = await call<{ _id: number }>(server, '/api/orders', asCustomer('POST', order));
  expect(status).toBe(201);
  return body._id;
}

/** The customer's review: 201 when new, 200 when it edits theirs. */
async function reviewByCustomer(comment: string, status: 200 | 201 = 201): Promise<number> {
  expect((await call(server, `/api/products/${productId}/reviews`, asCustomer('POST', { rating: 5, comment }))).status).toBe(status);
  const row = await server.db
    .selectFrom('reviews')
    .select('id')
    .where('product_id', '=', productId)
    .where('user_id', '=', staff.customer.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

const acknowledge = (reviewId: number) => call(server, `/api/products/${productId}/reviews/acknowledge`, asAdmin('PUT', { reviewId }));

describe('writes the catalogue does not show leave the cached list in place', () => {
  it('a visit counter increase', async () => {
    expect(await priceListedAfter(() => call(server, '/api/counter/increase', { method: 'PUT' }))).toBe(CACHED);
  });

  it('a cart save', async () => {
    const cart = { cartItems: [{ product: productId, qty: 2 }] };
    expect(await priceListedAfter(async () => expect((await call(server, '/api/cart', asCustomer('PUT', cart))).status).toBe(200))).toBe(CACHED);
  });

  it('a sign-in', async () => {
    const { email, password } = DEMO_USERS[2];
    expect(await priceListedAfter(async () => expect((await call(server, '/api/users/login', withJson('POST', { email, password }))).status).toBe(200))).toBe(
      CACHED,
    );
  });

  it('an order marked paid and delivered', async () => {
    const orderId = await placeOrder(1);
    const markPaidAndDelivered = async () => {
      expect((await call(server, `/api/orders/${orderId}/paid`, asAdmin('PUT'))).status).toBe(200);
      expect((await call(server, `/api/orders/${orderId}/deliver`, asAdmin('PUT'))).status).toBe(200);
    };
    expect(await priceListedAfter(markPaidAndDelivered)).toBe(CACHED);
  });

  it('a favourite', async () => {
    const favour = async () => expect((await call(server, `/api/products/${productId}/favorites`, withToken(staff.customer.token, 'PUT'))).status).toBe(200);
    expect(await priceListedAfter(favour)).toBe(CACHED);
  });

  it('a review still waiting for approval', async () => {
    expect(await priceListedAfter(() => reviewByCustomer('Čeká na schválení'))).toBe(CACHED);
    await server.db.deleteFrom('reviews').execute();
  });
});

describe('catalogue writes show on the next request', () => {
  it('an order taking stock', async () => {
    const before = (await listedCard(otherProductId)).countInStock;
    await placeOrder(3);
    expect((await listedCard(otherProductId)).countInStock).toBe(before - 3);
  });

  it('an order cancelled, giving its stock back', async () => {
    const orderId = await placeOrder(2);
    const before = (await listedCard(otherProductId)).countInStock;
    expect((await call(server, `/api/orders/${orderId}/cancel`, asAdmin('PUT'))).status).toBe(200);
    expect((await listedCard(otherProductId)).countInStock).toBe(before + 2);
  });

  it('a price edit', async () => {
    expect((await listedCard(otherProductId)).price).toBe(50);
    const form = { name: 'Boží ekonomie', author: 'Watchman Nee', price: 55 };
    expect((await call(server, `/api/products/${otherProductId}`, asAdmin('PUT', form))).status).toBe(200);
    expect((await listedCard(otherProductId)).price).toBe(55);
  });

  it('a review approval, an edit of the approved review and its deletion', async () => {
    const reviewId = await reviewByCustomer('Výborná kniha');
    expect(await priceListedAfter(() => acknowledge(reviewId))).toBe(FRESH);
    // A second review by the same customer waits beside the approved one, which stays public: nothing shown changes.
    expect(await priceListedAfter(() => reviewByCustomer('Po druhém čtení: dobrá.', 200))).toBe(CACHED);
    expect(await priceListedAfter(() => acknowledge(reviewId))).toBe(FRESH);
    expect(await priceListedAfter(() => call(server, `/api/products/${productId}/reviews/${reviewId}`, asAdmin('DELETE')))).toBe(FRESH);
  });

  it.each([
    ['banner', { bannerTitle: 'Novinky 2025', image: '/uploads/5e6f7a.jpg', category: 'Novinky' }],
    ['audio', { audioTitle: 'Boží evangelium – 1. část', mp3file: '/uploads/3f9c2d.mp3', category: 'Slova života', subcategory: 'Boží evangelium' }],
    ['video', { videoTitle: 'Život v duchu', code: 'dQw4w9WgXcQ' }],
  ])('a new %s, its edit and its deletion', async (kind, fields) => {
    let id = 0;
    const create = async () => (id = (await call<{ _id: number }>(server, `/api/${kind}`, asAdmin('POST'))).body._id);
    expect(await priceListedAfter(create)).toBe(FRESH);
    expect(await priceListedAfter(() => call(server, `/api/${kind}/${id}`, asAdmin('PUT', fields)))).toBe(FRESH);
    expect(await priceListedAfter(() => call(server, `/api/${kind}/${id}`, asAdmin('DELETE')))).toBe(FRESH);
  });
});

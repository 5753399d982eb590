import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SaleJson } from '@contract/admin/products';
import type { CartJson } from '@contract/cart';
import type { ProductCardJson, ProductJson, ProductListJson } from '@contract/catalogue';
import { type OrderJson, type PriceChangesJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { call, startTestServer, testClock, type TestServer, withJson, withToken } from '../../test/testServer';

type Message = { message: string };

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date('2026-03-01T09:00:00Z'));
let server: TestServer;
let customer: Customer;
// 'Duchovní člověk' has its own 30 %: 449,00 Kč → 314,30 Kč.
const ids = { duchovni: 0, zivot: 0 };

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  ids.duchovni = await insertProduct(server.db, { name: 'Duchovní člověk', price: 449_00, discount: 30 });
  ids.zivot = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00 });
  customer = await signedInCustomer(server.db, 'Jiří Dvořák', 'jiri.dvorak@example.cz', { now: clock.now() });
});
afterAll(() => server.close());

/** A fresh administrator session at the clock's time (the clock runs past a session's 30 days here). */
let admins = 0;
const adminToken = async () => (await signedInCustomer(server.db, 'Správce', `spravce${++admins}@example.cz`, { isAdmin: true, now: clock.now() })).token;
const setSale = async (body: object) => call<Message>(server, '/api/products/discount', withJson('POST', body, await adminToken()));
const product = async (id: number) => (await call<ProductJson>(server, `/api/products/${id}`)).body;
const listed = async (id: number, query = '') => {
  const { body } = await call<ProductListJson>(server, `/api/products?pageSize=100${query}`);
  return body.products.find((p) => p._id === id)!;
};
const pricing = (p: ProductCardJson) => ({ discount: p.discount, discountedPrice: p.discountedPrice });
const ownDiscounts = () => server.db.selectFrom('products').select(['id', 'discount', 'discounted_price']).orderBy('id').execute();

beforeEach(async () => {
  await setSale({ discount: 0 });
});

describe('the shop-wide sale is a layer over the products’ own discounts', () => {
  it('own 30 % and a 10 % sale give 30 %; own 0 % and a 10 % sale give 10 %, in the detail, the list and the search', async () => {
    expect((await setSale({ discount: 10 })).body).toEqual({ message: 'Akcia vytvorená' });
    expect(pricing(await product(ids.duchovni))).toEqual({ discount: 30, discountedPrice: 314.3 });
    expect(pricing(await product(ids.zivot))).toEqual({ discount: 10, discountedPrice: 224.1 });
    expect(pricing(await listed(ids.duchovni))).toEqual({ discount: 30, discountedPrice: 314.3 });
    expect(pricing(await listed(ids.zivot))).toEqual({ discount: 10, discountedPrice: 224.1 });
    expect(pricing(await listed(ids.zivot, `&keyword=${encodeURIComponent('křesťanský')}`))).toEqual({ discount: 10, discountedPrice: 224.1 });
  });

  it('cancelling the sale answers "Akcia zrušená" and leaves every own discount exactly as it was', async () => {
    const before = await ownDiscounts();
    await setSale({ discount: 40 });
    expect(pricing(await product(ids.duchovni))).toEqual({ discount: 40, discountedPrice: 269.4 });
    expect(await product(ids.duchovni)).toMatchObject({ ownDiscount: 30 });
    expect((await setSale({ discount: 0 })).body).toEqual({ message: 'Akcia zrušená' });
    expect(await ownDiscounts()).toEqual(before);
    expect(pricing(await product(ids.duchovni))).toEqual({ discount: 30, discountedPrice: 314.3 });
    expect(pricing(await product(ids.zivot))).toEqual({ discount: 0, discountedPrice: 249 });
  });

  it('GET /api/admin/sale tells the running sale and how many products a sale of the asked percent makes cheaper', async () => {
    const token = await adminToken();
    const total = (await ownDiscounts()).length;
    await call(server, '/api/products/discount', withJson('POST', { discount: 15, endsAt: '2026-12-31T23:00:00.000Z' }, token));
    const { status, body } = await call<SaleJson>(server, '/api/admin/sale?discount=40', withToken(token));
    expect(status).toBe(200);
    // Every product's own discount is below 40 %.
    expect(body).toEqual({ discount: 15, endsAt: '2026-12-31T23:00:00.000Z', preview: { discount: 40, changedProducts: total, totalProducts: total } });
    // 'Duchovní člověk' keeps its own 30 % under a 10 % sale.
    expect((await call<SaleJson>(server, '/api/admin/sale?discount=10', withToken(token))).body.preview).toMatchObject({ changedProducts: total - 1 });
    expect((await call<Message>(server, '/api/admin/sale', withToken(customer.token))).status).toBe(403);
  });

  it('a sale with an end date applies until then and no longer after it, also in the cached list', async () => {
    expect((await setSale({ discount: 10, endsAt: new Date(clock.now().getTime() + DAY).toISOString() })).status).toBe(200);
    expect(pricing(await listed(ids.zivot))).toEqual({ discount: 10, discountedPrice: 224.1 });
    clock.advance(2 * DAY);
    expect(pricing(await listed(ids.zivot))).toEqual({ discount: 0, discountedPrice: 249 });
    expect(pricing(await product(ids.zivot))).toEqual({ discount: 0, discountedPrice: 249 });
    expect((await call<SaleJson>(server, '/api/admin/sale', withToken(await adminToken()))).body).toMatchObject({ discount: 0, endsAt: null });
  });

  it('refuses an end date that has passed with 400 and a Czech message', async () => {
    const { status, body } = await setSale({ discount: 10, endsAt: new Date(clock.now().getTime() - DAY).toISOString() });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Konec akce musí být v budoucnosti' });
    expect(pricing(await product(ids.zivot))).toEqual({ discount: 0, discountedPrice: 249 });
  });

  it('the cached list follows a sale starting and a sale cancelled', async () => {
    expect(pricing(await listed(ids.zivot))).toEqual({ discount: 0, discountedPrice: 249 });
    await setSale({ discount: 20 });
    expect(pricing(await listed(ids.zivot))).toEqual({ discount: 20, discountedPrice: 199.2 });
    expect(pricing(await listed(ids.duchovni))).toEqual({ discount: 30, discountedPrice: 314.3 });
    await setSale({ discount: 0 });
    expect(pricing(await listed(ids.zivot))).toEqual({ discount: 0, discountedPrice: 249 });
    expect(pricing(await listed(ids.duchovni))).toEqual({ discount: 30, discountedPrice: 314.3 });
  });

  it('the Heureka feed offers the selling price under the sale', async () => {
    await setSale({ discount: 10 });
    const feed = await (await fetch(`${server.url}/feeds/heureka.xml`)).text();
    const priceOf = (id: number) =>
      feed
        .split('<SHOPITEM>')
        .find((i) => i.includes(`<ITEM_ID>${id}</ITEM_ID>`))!
        .match(/<PRICE_VAT>([\d.]+)</)![1];
    expect([priceOf(ids.zivot), priceOf(ids.duchovni)]).toEqual(['224.1', '314.3']);
  });
});

describe('the cart and the order take the selling price under the sale, computed on the server', () => {
  const address = { name: 'Jiří Dvořák', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr', phone: '+420 601 234 567' };
  const order = (price?: number) => ({
    orderItems: [
      { product: ids.zivot, qty: 2, ...(price !== undefined && { price }) },
      { product: ids.duchovni, qty: 1 },
    ],
    shippingAddress: address,
    paymentMethod: PAYMENT_METHODS.bankTransfer,
  });

  it('the saved cart prices its lines with the sale', async () => {
    await setSale({ discount: 10 });
    const lines = [
      { product: ids.zivot, qty: 2 },
      { product: ids.duchovni, qty: 1 },
    ];
    const { body } = await call<CartJson>(server, '/api/cart', withJson('PUT', { cartItems: lines }, customer.token));
    expect(body.cartItems).toEqual([
      expect.objectContaining({ product: ids.zivot, price: 224.1, discount: 10 }),
      expect.objectContaining({ product: ids.duchovni, price: 314.3, discount: 30 }),
    ]);
  });

  it('an order is charged the sale price, and a customer who saw the price without the sale is told of the change', async () => {
    await setSale({ discount: 10 });
    const stale = await call<PriceChangesJson>(server, '/api/orders', withJson('POST', order(249), customer.token));
    expect(stale.status).toBe(409);
    expect(stale.body.changes).toEqual([{ product: ids.zivot, name: 'Normální křesťanský život', price: 224.1 }]);
    const { status, body } = await call<OrderJson>(server, '/api/orders', withJson('POST', order(224.1), customer.token));
    expect(status).toBe(201);
    expect(body.orderItems.map((i) => ({ product: i.product, price: i.price, discount: i.discount }))).toEqual([
      { product: ids.zivot, price: 224.1, discount: 10 },
      { product: ids.duchovni, price: 314.3, discount: 30 },
    ]);
    expect(body.itemsPrice).toBe(762.5);
  });
});

describe('price history: the lowest price of the 30 days before a discount (§12a)', () => {
  it('a product discounted today shows the lowest price of the 30 days before, not an older lower one', async () => {
    const id = await insertProduct(server.db, { name: 'Boží ekonomie', price: 150_00 });
    const edit = async (price: string, discount: number) => {
      const { status } = await call(
        server,
        `/api/products/${id}`,
        withJson('PUT', { name: 'Boží ekonomie', author: 'Watchman Nee', price, discount }, await adminToken()),
      );
      expect(status).toBe(200);
    };
    await edit('150', 0); // day 0: 150 Kč, more than 30 days before the discount
    clock.advance(10 * DAY);
    await edit('250', 0); // day 10: 250 Kč, in effect when the 30 days open
    clock.advance(25 * DAY);
    await edit('200', 0); // day 35: 200 Kč
    expect((await product(id)).lowestPrice30Days).toBeNull();
    clock.advance(10 * DAY);
    await edit('200', 20); // day 45: 20 % off, 160 Kč
    expect(await product(id)).toMatchObject({ discount: 20, discountedPrice: 160, lowestPrice30Days: 200 });
    // A sale on top does not move when the discount began.
    clock.advance(DAY);
    await setSale({ discount: 25 });
    expect(await product(id)).toMatchObject({ discount: 25, discountedPrice: 150, lowestPrice30Days: 200 });
  });

  it('a reduction that began more than 30 days ago still names the lowest price of the 30 days before it began', async () => {
    const id = await insertProduct(server.db, { name: 'Sedění, chůze, stání', price: 180_00 });
    const edit = async (discount: number) =>
      expect(
        (
          await call(
            server,
            `/api/products/${id}`,
            withJson('PUT', { name: 'Sedění, chůze, stání', author: 'Watchman Nee', price: '180', discount }, await adminToken()),
          )
        ).status,
      ).toBe(200);
    await edit(0);
    clock.advance(20 * DAY);
    await edit(30); // 126 Kč from here on
    clock.advance(45 * DAY);
    expect(await product(id)).toMatchObject({ discount: 30, discountedPrice: 126, lowestPrice30Days: 180 });
  });

  it('a product first offered already discounted names no lowest price, before a sale and during one', async () => {
    const token = await adminToken();
    const { body: created } = await call<ProductJson>(server, '/api/products', withToken(token, 'POST'));
    await call(
      server,
      `/api/products/${created._id}`,
      withJson('PUT', { name: 'Kniha ve slevě od začátku', author: 'Witness Lee', price: '449', discount: 30 }, token),
    );
    clock.advance(40 * DAY);
    expect(await product(created._id)).toMatchObject({ discountedPrice: 314.3, lowestPrice30Days: null });
    await setSale({ discount: 40 });
    expect(await product(created._id)).toMatchObject({ discountedPrice: 269.4, lowestPrice30Days: null });
  });

  it('a product made with "Vytvořit produkt" counts from its first save, not from the empty record’s 0 Kč', async () => {
    const token = await adminToken();
    const { body: created } = await call<ProductJson>(server, '/api/products', withToken(token, 'POST'));
    await call(server, `/api/products/${created._id}`, withJson('PUT', { name: 'Kniha na akci', author: 'Witness Lee', price: '249.9' }, token));
    clock.advance(DAY);
    await setSale({ discount: 10 });
    expect(await product(created._id)).toMatchObject({ discountedPrice: 224.95, lowestPrice30Days: 249.9 });
  });

  it('a sale counts as a discount beginning when it starts, and the price it replaced is the lowest', async () => {
    const id = await insertProduct(server.db, { name: 'Život víry', price: 300_00 });
    await call(server, `/api/products/${id}`, withJson('PUT', { name: 'Život víry', author: 'Watchman Nee', price: '300', discount: 0 }, await adminToken()));
    clock.advance(5 * DAY);
    await setSale({ discount: 10 });
    expect(await product(id)).toMatchObject({ discount: 10, discountedPrice: 270, lowestPrice30Days: 300 });
  });
});

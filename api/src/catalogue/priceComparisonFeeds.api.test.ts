import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '@contract/catalogue';
import { insertProduct } from '../../test/fixtures';
import { signedInCustomer } from '../../test/customers';
import { call, startTestServer, type TestServer, withJson } from '../../test/testServer';

// The offer feeds of Heureka and Zboží.cz read by a real XML parser, checked against the elements
// their published specifications require and compared with the database: every title a customer
// can buy now is offered at the price the shop charges, and nothing else is.

type Item = Record<string, unknown> & { DELIVERY: Record<string, unknown>[] };

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'SHOPITEM' || name === 'DELIVERY' });

let server: TestServer;
let ids: Record<'book' | 'discounted' | 'isbn10' | 'messy' | 'soldOut' | 'unpriced', number>;

async function feed(name: 'heureka' | 'zbozi') {
  const response = await fetch(`${server.url}/feeds/${name}.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const { SHOP } = parser.parse(xml) as { SHOP: { '@_xmlns'?: string; SHOPITEM?: Item[] } };
  return { namespace: SHOP['@_xmlns'], items: SHOP.SHOPITEM ?? [] };
}

/** What the shop's own product call says a customer pays. */
const sellingPrice = async (id: number) => (await call<ProductJson>(server, `/api/products/${id}`)).body.discountedPrice;

/** The products a customer can put in the cart now, straight from the database. */
const sellableIds = async () =>
  (await server.db.selectFrom('products').select('id').where('count_in_stock', '>', 0).where('price', '>', 0).orderBy('id').execute()).map((r) => String(r.id));

beforeAll(async () => {
  server = await startTestServer();
  ids = {
    book: await insertProduct(server.db, {
      name: 'Boží ekonomie',
      author: 'Witness Lee',
      isbn: '978-80-7412-100-5',
      description: 'Kniha o Božím plánu.',
      image: '/demo/covers/bozi-ekonomie.webp',
    }),
    discounted: await insertProduct(server.db, { name: 'Duchovní člověk', price: 44900, discount: 30, isbn: '978-80-7412-101-2' }),
    isbn10: await insertProduct(server.db, { name: 'Normální křesťanský život', isbn: '80-7412-100-X' }),
    messy: await insertProduct(server.db, { name: 'Kristus & církev <výbor>', description: 'Řádek 1\u0007 „uvozovky“ & <b>tučně</b>', isbn: '' }),
    soldOut: await insertProduct(server.db, { name: 'Vyprodaná kniha', count_in_stock: 0 }),
    unpriced: await insertProduct(server.db, { name: 'Nový produkt', price: 0 }),
  };
});
afterAll(() => server.close());

const deliveries = (ids: string[], prices = [75, 69, 65, 0]) =>
  ids.map((id, i) => ({ DELIVERY_ID: id, DELIVERY_PRICE: String(prices[i]), DELIVERY_PRICE_COD: String(prices[i]) }));

describe.each([
  ['heureka', undefined, 'Heureka.cz | Knihy', deliveries(['CESKA_POSTA', 'ZASILKOVNA', 'BALIKOVNA_DEPOTAPI'])],
  [
    'zbozi',
    'http://www.zbozi.cz/ns/offer/1.0',
    'Kultura a zábava | Knihy',
    deliveries(['CESKA_POSTA', 'ZASILKOVNA', 'CESKA_POSTA_BALIKOVNA', 'VLASTNI_VYDEJNI_MISTA']),
  ],
] as const)('/feeds/%s.xml', (name, namespace, categoryText, delivery) => {
  it('has every element the specification requires, in its form', async () => {
    const shop = await feed(name);
    expect(shop.namespace).toBe(namespace);
    expect(shop.items.length).toBeGreaterThan(0);
    for (const item of shop.items) {
      expect(item.ITEM_ID).toMatch(/^[a-zA-Z0-9_-]{1,36}$/);
      expect(String(item.PRODUCTNAME).length).toBeGreaterThan(0);
      expect(String(item.PRODUCTNAME).length).toBeLessThanOrEqual(200);
      expect(item.URL).toBe(`${server.url}/product/${item.ITEM_ID}`);
      expect(item.IMGURL).toMatch(/^https?:\/\/\S{1,245}$/);
      expect(item.PRICE_VAT).toMatch(/^\d+([.,]\d{1,2})?$/);
      expect(item.CATEGORYTEXT).toBe(categoryText);
      expect(item.DELIVERY_DATE).toBe('0');
      expect(item.MANUFACTURER).toBe('Slovo života, z. s.');
      expect(item.DELIVERY).toEqual(delivery);
      if (item.ISBN !== undefined) expect(item.ISBN).toMatch(/^(\d{9}[\dX]|\d{13})$/);
      if (item.EAN !== undefined) expect(item.EAN).toMatch(/^\d{13}$/);
    }
  });

  it('offers every title that can be bought, at the price the shop charges, and nothing else', async () => {
    const { items } = await feed(name);
    expect(items.map((item) => item.ITEM_ID)).toEqual(await sellableIds());
    for (const item of items) expect(Number(item.PRICE_VAT), String(item.PRODUCTNAME)).toBe(await sellingPrice(Number(item.ITEM_ID)));
    const offered = new Set(items.map((item) => Number(item.ITEM_ID)));
    expect(offered.has(ids.soldOut)).toBe(false);
    expect(offered.has(ids.unpriced)).toBe(false);

    const byId = (id: number) => items.find((item) => item.ITEM_ID === String(id))!;
    expect(byId(ids.discounted).PRICE_VAT).toBe('314.3');
    expect(byId(ids.book)).toMatchObject({
      PRODUCTNAME: 'Boží ekonomie',
      PRODUCT: 'Boží ekonomie – Witness Lee',
      DESCRIPTION: 'Kniha o Božím plánu.',
      ISBN: '9788074121005',
      EAN: '9788074121005',
      IMGURL: `${server.url}/demo/covers/bozi-ekonomie.webp`,
    });
    expect(byId(ids.isbn10)).toMatchObject({ ISBN: '807412100X' });
    expect(byId(ids.isbn10).EAN).toBeUndefined();
    // Markup reads back as the text it was; a control character, which XML cannot hold, is dropped.
    expect(byId(ids.messy)).toMatchObject({ PRODUCTNAME: 'Kristus & církev <výbor>', DESCRIPTION: 'Řádek 1 „uvozovky“ & <b>tučně</b>' });
    expect(byId(ids.messy).ISBN).toBeUndefined();
  });

  it('is made again as soon as the catalogue changes: a price, a sold-out title, a restocked one', async () => {
    await feed(name); // cached now
    await server.db.updateTable('products').set({ price: 25900, discounted_price: 25900 }).where('id', '=', ids.book).execute();
    await server.db.updateTable('products').set({ count_in_stock: 0 }).where('id', '=', ids.isbn10).execute();
    await server.db.updateTable('products').set({ count_in_stock: 3 }).where('id', '=', ids.soldOut).execute();
    const { items } = await feed(name);
    expect(items.find((item) => item.ITEM_ID === String(ids.book))?.PRICE_VAT).toBe('259');
    expect(items.map((item) => item.ITEM_ID)).toEqual(await sellableIds());
    expect(items.map((item) => Number(item.ITEM_ID))).toContain(ids.soldOut);
    expect(items.map((item) => Number(item.ITEM_ID))).not.toContain(ids.isbn10);
    // Back as it was for the next service's feed.
    await server.db.updateTable('products').set({ count_in_stock: 10 }).where('id', '=', ids.isbn10).execute();
    await server.db.updateTable('products').set({ count_in_stock: 0 }).where('id', '=', ids.soldOut).execute();
  });

  it('lists the delivery prices staff set: a method free from its amount, one switched off left out', async () => {
    await feed(name); // cached now
    const admin = await signedInCustomer(server.db, 'Správce', `spravce-${name}@example.cz`, { isAdmin: true });
    const put = (id: string, body: object) => call(server, `/api/admin/delivery-methods/${id}`, withJson('PUT', body, admin.token));
    expect((await put('packeta', { price: 69, freeFrom: 200, enabled: true })).status).toBe(200);
    expect((await put('balikovna', { price: 65, freeFrom: null, enabled: false })).status).toBe(200);
    const { items } = await feed(name);
    const cheap = items.find((item) => Number(item.PRICE_VAT) < 200)!;
    const dear = items.find((item) => Number(item.PRICE_VAT) >= 200)!;
    expect(cheap.DELIVERY.map((d) => [d.DELIVERY_ID, d.DELIVERY_PRICE])).toContainEqual(['ZASILKOVNA', '69']);
    expect(dear.DELIVERY.map((d) => [d.DELIVERY_ID, d.DELIVERY_PRICE])).toContainEqual(['ZASILKOVNA', '0']);
    expect(dear.DELIVERY.map((d) => d.DELIVERY_ID)).not.toContain(delivery[2]!.DELIVERY_ID);
    await put('packeta', { price: 69, freeFrom: null, enabled: true });
    await put('balikovna', { price: 65, freeFrom: null, enabled: true });
  });
});

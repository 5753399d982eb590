import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductListJson, ReviewedProductListJson } from '@contract/admin/products';
import type { ProductCardJson, ProductJson } from '@contract/catalogue';
import { discountedPrice } from '@contract/money';
import { insertProduct } from '../../test/fixtures';
import { insertOrder, insertReview, type Staff, startStaffTestServer } from '../../test/staff';
import { call, type MessageJson, type TestServer, withJson, withToken } from '../../test/testServer';

let server: TestServer;
let accounts: Staff;
let admin: string;

beforeAll(async () => ({ server, accounts, admin } = await startStaffTestServer()));
afterAll(() => server.close());

const put = <T>(path: string, body: unknown) => call<T & MessageJson>(server, path, withJson('PUT', body, admin));
const post = <T>(path: string, body: unknown = {}) => call<T & MessageJson>(server, path, withJson('POST', body, admin));
const productRow = (id: number) => server.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const adminList = async (page = 1) => (await call<AdminProductListJson>(server, `/api/admin/products?pageNumber=${page}`, withToken(admin))).body;

const fullForm = (related: number) => ({
  _id: 999,
  name: 'Kristus jako život',
  price: '5.8',
  discount: 15,
  discountedPrice: 0.01, // read-only: ignored, computed on the server
  image: '/uploads/3f9c2d.jpg',
  author: 'Witness Lee',
  category: 'kristus',
  category2: 'život',
  countInStock: '7',
  year: 2024,
  catalog: 'SZ-101',
  weight: '0,35',
  related,
  related2: null,
  related3: '',
  tags: 'Kristus, život',
  language: 'CZ',
  binding: 'brožovaná',
  pages: '96',
  isbn: '978-80-1234-567-8',
  description: 'Kniha o Kristu jako životě.',
  excerpt: { excerpt: 'První kapitola…', image: '/uploads/ukazka1.jpg', part: '1. kapitola' },
});

describe('products: create → edit → list → delete', () => {
  let id: number;
  let other: number;

  it('POST /api/products with an empty body creates "Nový produkt" at price 0 and answers it with 201', async () => {
    const { status, body } = await post<ProductJson>('/api/products');
    expect(status).toBe(201);
    expect(body).toMatchObject({ _id: expect.any(Number), name: 'Nový produkt', price: 0, discount: 0, countInStock: 0 });
    id = body._id;
    other = await insertProduct(server.db, { name: 'Boží ekonomie' });
  });

  it('PUT /api/products/{id} saves every field of the form; the discounted price comes from the server', async () => {
    const { status, body } = await put<ProductJson>(`/api/products/${id}`, fullForm(other));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: id,
      name: 'Kristus jako život',
      price: 5.8,
      discount: 15,
      discountedPrice: 4.95,
      image: '/uploads/3f9c2d.jpg',
      author: 'Witness Lee',
      category: 'kristus',
      category2: 'život',
      countInStock: 7,
      year: 2024,
      catalog: 'SZ-101',
      weight: '0.35',
      related: { id: other, name: 'Boží ekonomie' },
      related2: null,
      related3: null,
      tags: 'Kristus, život',
      language: 'CZ',
      binding: 'brožovaná',
      pages: 96,
      isbn: '978-80-1234-567-8',
      description: 'Kniha o Kristu jako životě.',
      excerpt: { excerpt: 'První kapitola…', image: '/uploads/ukazka1.jpg', part: '1. kapitola' },
    });
    expect(await productRow(id)).toMatchObject({ price: 580, discounted_price: 495, weight: '0.35' });
  });

  it('keeps the fields a form leaves out, and accepts the related title as the { id, name } the product call answers', async () => {
    const { body } = await put<ProductJson>(`/api/products/${id}`, {
      name: 'Kristus jako život',
      price: 5.8,
      author: 'Witness Lee',
      related: { id: other, name: 'Boží ekonomie' },
    });
    expect(body).toMatchObject({ isbn: '978-80-1234-567-8', countInStock: 7, discount: 15, related: { id: other } });
  });

  it.each([
    [{ price: 'pět korun' }, 'Cena musí být číslo, např. 5.8'],
    [{ price: '5.8 Kč' }, 'Cena musí být číslo, např. 5.8'],
    [{ weight: '0.35 kg' }, 'Hmotnost zadejte v kg bez jednotky, např. 0.35'],
    [{ language: 'DE' }, 'Jazyk musí být SK nebo CZ'],
    [{ discount: 120 }, 'Sleva musí být celé číslo od 0 do 100 (procent)'],
    [{ countInStock: -1 }, 'Počet kusů skladem musí být celé číslo 0 nebo větší'],
    [{ countInStock: 2.5 }, 'Počet kusů skladem musí být celé číslo 0 nebo větší'],
    [{ category: 'romány' }, 'Kategorie musí být jedna z nabídky (nebo žádná)'],
    [{ year: 'loni' }, 'Rok vydání musí být čtyřmístné číslo, např. 2024'],
    [{ image: 'javascript:alert(1)' }, 'Obrázek musí být cesta k nahranému souboru (např. /uploads/…) nebo odkaz začínající http:// či https://'],
    [{ name: '  ' }, 'Zadejte název produktu'],
    [{ author: undefined }, 'Zadejte autora'],
    [{ price: undefined }, 'Cena musí být číslo, např. 5.8'],
    [{ related: 'Boží ekonomie' }, 'Související titul zadejte jako ID produktu (nebo nechte prázdné)'],
    [{ related: 987654 }, 'Související titul s ID 987654 neexistuje.'],
  ])('refuses %j with 400 and a Czech message', async (change, message) => {
    const { status, body } = await put(`/api/products/${id}`, { name: 'Kniha', price: 5.8, author: 'Autor', ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });

  it('refuses a product related to itself, or the same title twice', async () => {
    const self = await put(`/api/products/${id}`, { name: 'Kniha', price: 5.8, author: 'Autor', related: id });
    expect(self).toEqual({ status: 400, body: { message: 'Produkt nemůže být sám sobě souvisejícím titulem.' } });
    const twice = await put(`/api/products/${id}`, { name: 'Kniha', price: 5.8, author: 'Autor', related: other, related2: other });
    expect(twice).toEqual({ status: 400, body: { message: 'Stejný související titul je vybrán vícekrát.' } });
  });

  it('answers 404 for an unknown product and 400 for an id that is not one', async () => {
    expect((await put('/api/products/987654', { name: 'Kniha', price: 5.8, author: 'Autor' })).status).toBe(404);
    expect((await put('/api/products/abc', { name: 'Kniha', price: 5.8, author: 'Autor' })).body).toEqual({ message: 'Neplatné ID produktu' });
  });

  it('GET /api/admin/products lists 10 per page, newest first, with the Detaily flag and the low-stock mark', async () => {
    for (let n = 1; n <= 10; n++) await insertProduct(server.db, { name: `Brožura ${n}`, count_in_stock: n * 2 });
    const first = await adminList();
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect(first.products).toHaveLength(10);
    expect(first.products[0]).toMatchObject({ name: 'Brožura 10', countInStock: 20, lowStock: false, details: '???' });
    expect(first.products.find((p) => p.name === 'Brožura 5')).toMatchObject({ countInStock: 10, lowStock: true });
    const second = await adminList(2);
    const edited = second.products.find((p) => p._id === id)!;
    expect(edited).toMatchObject({ details: 'OK', missingDetails: [], lowStock: true, price: 5.8, discountedPrice: 4.95 });
    expect(second.products.find((p) => p._id === other)).toMatchObject({
      details: '???',
      missingDetails: ['pages', 'isbn', 'year', 'category', 'tags', 'description', 'weight', 'binding', 'related'],
    });
  });

  it('the Detaily flag turns to ??? once the related title is cleared', async () => {
    await put(`/api/products/${id}`, { name: 'Kristus jako život', price: 5.8, author: 'Witness Lee', related: null });
    const row = (await adminList(2)).products.find((p) => p._id === id)!;
    expect(row).toMatchObject({ details: '???', missingDetails: ['related'] });
  });

  it('DELETE /api/products/{id} removes it; ordered copies keep their name and price in the order', async () => {
    const orderId = await insertOrder(server.db, [{ productId: other, qty: 2, price: 19900 }]);
    await put(`/api/products/${id}`, { name: 'Kristus jako život', price: 5.8, author: 'Witness Lee', related: other });
    const { status, body } = await call<MessageJson>(server, `/api/products/${other}`, withToken(admin, 'DELETE'));
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Produkt odstraněn' });
    expect((await call(server, `/api/products/${other}`)).status).toBe(404);
    const line = await server.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ product_id: null, name: `Produkt ${other}`, price: 19900, qty: 2 });
    // The title that pointed at it has no related title any more.
    expect((await call<ProductJson>(server, `/api/products/${id}`)).body.related).toBeNull();
    expect((await call(server, `/api/products/${other}`, withToken(admin, 'DELETE'))).status).toBe(404);
  });
});

describe('POST /api/products/discount: one sale percentage over every product', () => {
  const prices: [name: string, halere: number, percent: number, kc: number][] = [
    ['Brožura', 580, 15, 4.95],
    ['Kniha', 19900, 10, 179.1],
    ['Leták', 999, 33, 6.7],
  ];

  it.each(prices)('%s at %i haléřů with %i %% costs %s Kč, rounded up to the next 0.05 Kč', async (name, price, percent, kc) => {
    const id = await insertProduct(server.db, { name: `${name} ${percent}`, price });
    const { status, body } = await post<MessageJson>('/api/products/discount', { discount: percent });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Akcia vytvorená' });
    const product = (await call<ProductJson>(server, `/api/products/${id}`)).body;
    expect(product).toMatchObject({ price: price / 100, discount: percent, discountedPrice: kc });
  });

  it('prices every product under the sale in one go, and 0 ends it with "Akcia zrušená", each product back at its own discount', async () => {
    const own = await server.db.selectFrom('products').select(['id', 'price', 'discount']).orderBy('id').execute();
    const sellingPrices = async () =>
      (await call<ProductCardJson[]>(server, '/api/products/all')).body.sort((a, b) => a._id - b._id).map((p) => p.discountedPrice);
    await post('/api/products/discount', { discount: '20' });
    expect(await sellingPrices()).toEqual(own.map((p) => discountedPrice(p.price, Math.max(p.discount, 20)) / 100));
    const { body } = await post<MessageJson>('/api/products/discount', { discount: 0 });
    expect(body).toEqual({ message: 'Akcia zrušená' });
    expect(own.length).toBeGreaterThan(10);
    expect(await sellingPrices()).toEqual(own.map((p) => (p.discount > 0 ? discountedPrice(p.price, p.discount) : p.price) / 100));
  });

  it.each([-5, 101, 'hodně', 12.5])('refuses %j with 400', async (discount) => {
    const { status, body } = await post('/api/products/discount', { discount });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Sleva musí být celé číslo od 0 do 100 (procent)' });
  });
});

describe('reviews: list, approve and delete', () => {
  let productId: number;
  let first: number;
  let second: number;

  beforeAll(async () => {
    productId = await insertProduct(server.db, { name: 'Normální křesťanský život' });
    await insertProduct(server.db, { name: 'Bez recenzí' });
    first = await insertReview(server.db, productId, accounts.customer.id, 'Velmi povzbudivé.', '2025-03-01T10:00:00.000Z');
    second = await insertReview(server.db, productId, accounts.assistant.id, 'Doporučuji.', '2025-03-02T10:00:00.000Z');
  });

  const reviewsOnPage = async () => (await call<ReviewedProductListJson>(server, '/api/admin/reviews?pageNumber=1', withToken(admin))).body;
  const shownOnProductPage = async () => (await call<ProductJson>(server, `/api/products/${productId}`)).body.reviews.map((r) => r.comment);

  it('GET /api/admin/reviews lists only products that have reviews, each with all its reviews, newest first', async () => {
    const list = await reviewsOnPage();
    expect(list).toMatchObject({ page: 1, pages: 1 });
    expect(list.products.map((p) => p.name)).toEqual(['Normální křesťanský život']);
    expect(list.products[0]!.reviews).toEqual([
      { _id: second, name: 'Demo Zákazník', rating: 5, comment: 'Doporučuji.', createdAt: '2025-03-02T10:00:00.000Z', isAcknowledged: false },
      { _id: first, name: 'Demo Zákazník', rating: 5, comment: 'Velmi povzbudivé.', createdAt: '2025-03-01T10:00:00.000Z', isAcknowledged: false },
    ]);
  });

  it('approving by reviewId answers "Recenzia schválená" and the product page shows the review', async () => {
    expect(await shownOnProductPage()).toEqual([]);
    const { status, body } = await put(`/api/products/${productId}/reviews/acknowledge`, { reviewId: first });
    expect({ status, body }).toEqual({ status: 200, body: { message: 'Recenzia schválená' } });
    expect(await shownOnProductPage()).toEqual(['Velmi povzbudivé.']);
  });

  it('approving with the spec payload (the comment) works too; an unknown review answers 404', async () => {
    expect((await put(`/api/products/${productId}/reviews/acknowledge`, { comment: 'Doporučuji.' })).body).toEqual({ message: 'Recenzia schválená' });
    expect((await reviewsOnPage()).products[0]!.reviews.every((r) => r.isAcknowledged)).toBe(true);
    expect((await put(`/api/products/${productId}/reviews/acknowledge`, { comment: 'Nikdo to nenapsal.' })).status).toBe(404);
    expect((await put(`/api/products/${productId}/reviews/acknowledge`, {})).status).toBe(400);
  });

  it("PUT /api/products/{id}/reviews with product and comment deletes that review (the spec review screen's delete)", async () => {
    const { body } = await put(`/api/products/${productId}/reviews`, { product: productId, comment: 'Doporučuji.' });
    expect(body).toEqual({ message: 'Recenzia odstránená' });
    expect(await shownOnProductPage()).toEqual(['Velmi povzbudivé.']);
  });

  it('DELETE /api/products/{id}/reviews/{reviewId} deletes it; then the product leaves the review list', async () => {
    expect((await call(server, `/api/products/${productId}/reviews/${second}`, withToken(admin, 'DELETE'))).status).toBe(404);
    const { status } = await call(server, `/api/products/${productId}/reviews/${first}`, withToken(admin, 'DELETE'));
    expect(status).toBe(200);
    expect(await shownOnProductPage()).toEqual([]);
    expect((await reviewsOnPage()).products).toEqual([]);
  });
});

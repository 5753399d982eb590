import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCardJson, ProductJson, ProductListJson, LibraryListJson } from '@contract/catalogue';
import { insertProduct } from '../../test/fixtures';
import { call, startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  ids.zivot = await insertProduct(db, {
    name: 'Normální křesťanský život',
    tags: 'život, víra',
    category: 'život',
    year: 2025,
    price: 24900,
    excerpt_text: 'První odstavec.\n\nDruhý odstavec.',
    excerpt_part: 'Kapitola 1',
    excerpt_image: '/demo/x-ukazka.webp',
  });
  ids.mention = await insertProduct(db, {
    name: 'Sedět, chodit, stát',
    description: 'Kniha o tom, jak vypadá život víry v praxi.',
    category: 'křesťanská praxe',
    category2: 'život',
    year: 2019,
  });
  ids.discounted = await insertProduct(db, { name: 'Boží ekonomie', category: 'Boží ekonomie', price: 580, discount: 15, year: 2025, count_in_stock: 0 });
  for (let i = 0; i < 9; i++) await insertProduct(db, { name: `Leták ${i + 1}`, category: 'letáky', year: 2010 + i, price: 500 });
  await db
    .insertInto('product_related')
    .values([
      { product_id: ids.zivot!, position: 1, related_id: ids.mention! },
      { product_id: ids.zivot!, position: 3, related_id: ids.discounted! },
    ])
    .execute();
  const { id: userId } = await db.insertInto('users').values({ name: 'Jana Nováková', email: 'jana@example.cz' }).returning('id').executeTakeFirstOrThrow();
  const { id: otherId } = await db.insertInto('users').values({ name: 'Petr Svoboda', email: 'petr@example.cz' }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('reviews')
    .values([
      { product_id: ids.zivot!, user_id: userId, name: 'Jana Nováková', rating: 5, comment: 'Výborná kniha', is_acknowledged: 1 },
      { product_id: ids.zivot!, user_id: otherId, name: 'Petr Svoboda', rating: 1, comment: 'Ještě neschváleno', is_acknowledged: 0 },
    ])
    .execute();
});
afterAll(() => server.close());

describe('GET /api/products', () => {
  it('answers the first page of 8 with page and pages by default, newest years first', async () => {
    const { status, body } = await call<ProductListJson>(server, '/api/products');
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.pages).toBe(2); // 12 products, 8 per page
    expect(body.products).toHaveLength(8);
    expect(body.products[0]?.year).toBe(2025);
    const years = body.products.map((p) => p.year ?? 0);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('pages through the rest with pageNumber and honours pageSize', async () => {
    const second = await call<ProductListJson>(server, '/api/products?pageNumber=2');
    expect(second.body.products).toHaveLength(4);
    expect(second.body.page).toBe(2);
    const big = await call<ProductListJson>(server, '/api/products?pageSize=20');
    expect(big.body.products).toHaveLength(12);
    expect(big.body.pages).toBe(1);
  });

  it('carries prices in Kč with the discounted price rounded up to 0.05 Kč', async () => {
    const { body } = await call<ProductListJson>(server, '/api/products?keyword=ekonomie');
    const card = body.products.find((p) => p._id === ids.discounted) as ProductCardJson;
    expect(card).toMatchObject({ price: 5.8, discount: 15, discountedPrice: 4.95, countInStock: 0 });
  });

  it.each(['zivot', 'ZIVOT', 'život', 'Život'])('search for %s ignores case and diacritics', async (keyword) => {
    const { status, body } = await call<ProductListJson>(server, `/api/products?keyword=${encodeURIComponent(keyword)}`);
    expect(status).toBe(200);
    expect(body.products.map((p) => p._id)).toEqual([ids.zivot, ids.mention]);
  });

  it('ranks a title match above a mention in the description', async () => {
    const { body } = await call<ProductListJson>(server, '/api/products?keyword=zivot');
    expect(body.products[0]?.name).toBe('Normální křesťanský život');
  });

  it('matches word prefixes and needs every word', async () => {
    const prefix = await call<ProductListJson>(server, '/api/products?keyword=normal');
    expect(prefix.body.products.map((p) => p.name)).toEqual(['Normální křesťanský život']);
    const category = await call<ProductListJson>(server, '/api/products?keyword=krest');
    expect(category.body.products.map((p) => p._id).sort()).toEqual([ids.zivot, ids.mention].sort());
    const both = await call<ProductListJson>(server, '/api/products?keyword=zivot%20sedet');
    expect(both.body.products.map((p) => p._id)).toEqual([ids.mention]);
  });

  it('treats FTS syntax typed by a visitor as plain words', async () => {
    for (const keyword of ['"', 'NEAR(', 'a OR b', '*', 'name:zivot', '^', '-']) {
      const { status } = await call(server, `/api/products?keyword=${encodeURIComponent(keyword)}`);
      expect(status, keyword).toBe(200);
    }
  });

  it('answers an empty first page for a search without results', async () => {
    const { status, body } = await call<ProductListJson>(server, '/api/products?keyword=neexistujicislovo');
    expect(status).toBe(200);
    expect(body).toEqual({ products: [], page: 1, pages: 1 });
  });

  it('filters by category slug (category or category2) and by year', async () => {
    const category = await call<ProductListJson>(server, '/api/products?category=%C5%BEivot');
    expect(category.body.products.map((p) => p._id).sort()).toEqual([ids.zivot, ids.mention].sort());
    const searchInCategory = await call<ProductListJson>(server, `/api/products?keyword=zivot&category=${encodeURIComponent('křesťanská-praxe')}`);
    expect(searchInCategory.body).toEqual({ products: [expect.objectContaining({ _id: ids.mention })], page: 1, pages: 1 });
    const year = await call<ProductListJson>(server, '/api/products?year=2025&pageSize=50');
    expect(year.body.products.map((p) => p._id).sort()).toEqual([ids.zivot, ids.discounted].sort());
  });

  it.each([
    ['pageNumber=abc', 'Neplatné číslo stránky'],
    ['pageNumber=0', 'Neplatné číslo stránky'],
    ['pageNumber=-1', 'Neplatné číslo stránky'],
    ['pageNumber=1.5', 'Neplatné číslo stránky'],
    ['pageSize=0', 'Velikost stránky musí být číslo od 1 do 100'],
    ['pageSize=1000', 'Velikost stránky musí být číslo od 1 do 100'],
    ['pageSize=x', 'Velikost stránky musí být číslo od 1 do 100'],
    ['category=neznama', 'Neznámá kategorie'],
    ['year=20x5', 'Neplatný rok'],
  ])('rejects %s with 400 and a Czech message', async (queryString, message) => {
    const { status, body } = await call(server, `/api/products?${queryString}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });
});

describe('GET /api/products/all', () => {
  it('lists every product as a card in Czech alphabetical order', async () => {
    const { status, body } = await call<ProductCardJson[]>(server, '/api/products/all');
    expect(status).toBe(200);
    expect(body).toHaveLength(12);
    const names = body.map((p) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('cs').compare));
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the product with its related titles, acknowledged reviews only and the excerpt', async () => {
    const { status, body } = await call<ProductJson>(server, `/api/products/${ids.zivot}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: ids.zivot,
      name: 'Normální křesťanský život',
      price: 249,
      discountedPrice: 249,
      hasExcerpt: true,
      related: { id: ids.mention, name: 'Sedět, chodit, stát' },
      related2: null,
      related3: { id: ids.discounted, name: 'Boží ekonomie' },
      excerpt: { excerpt: 'První odstavec.\n\nDruhý odstavec.', part: 'Kapitola 1', image: '/demo/x-ukazka.webp' },
      numReviews: 1,
      rating: 5,
    });
    expect(body.reviews).toEqual([
      { _id: expect.any(Number), name: 'Jana Nováková', rating: 5, comment: 'Výborná kniha', createdAt: expect.stringMatching(/Z$/), isAcknowledged: true },
    ]);
  });

  it('answers 404 with a message for an unknown id', async () => {
    const { status, body } = await call(server, '/api/products/999999');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Produkt nenalezen' });
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999', '1e3'])('answers 400 for the malformed id %s', async (id) => {
    const { status, body } = await call(server, `/api/products/${id}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Neplatné ID produktu' });
  });
});

describe('GET /api/products/library', () => {
  it('lists only products with an excerpt, with a teaser', async () => {
    const { status, body } = await call<LibraryListJson>(server, '/api/products/library');
    expect(status).toBe(200);
    expect(body).toEqual({
      products: [
        {
          _id: ids.zivot,
          name: 'Normální křesťanský život',
          author: 'Watchman Nee',
          image: '',
          excerptImage: '/demo/x-ukazka.webp',
          part: 'Kapitola 1',
          teaser: 'První odstavec.\n\nDruhý odstavec.',
        },
      ],
      page: 1,
      pages: 1,
    });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, never the app shell', async () => {
    const { status, body } = await call(server, '/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Neznámá adresa /api/nothing-here' });
  });
});

describe('the cached browsing pages', () => {
  it('show a change to the catalogue at once', async () => {
    const before = await call<ProductListJson>(server, '/api/products?pageSize=100');
    const target = before.body.products.find((p) => p._id === ids.mention)!;
    await server.db
      .updateTable('products')
      .set({ count_in_stock: target.countInStock + 7 })
      .where('id', '=', ids.mention!)
      .execute();
    const after = await call<ProductListJson>(server, '/api/products?pageSize=100');
    expect(after.body.products.find((p) => p._id === ids.mention)?.countInStock).toBe(target.countInStock + 7);
    await server.db.updateTable('products').set({ count_in_stock: target.countInStock }).where('id', '=', ids.mention!).execute();
  });
});

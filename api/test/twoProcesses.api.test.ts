// Two shop processes, as `npm run serve` runs them, on one PostgreSQL database and one uploads folder,
// started at the same moment on a new database; every check spreads its requests over both.
// PostgreSQL only: a SQLite file belongs to one process (vitest.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson, ProductListJson } from '@contract/catalogue';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import type { Db } from '../src/db/open';
import { type BuiltShop, startBuiltShop } from './builtServer';
import { type Customer, signedInCustomer } from './customers';
import { insertProduct } from './fixtures';
import { shownText } from './pageText';
import { pngOfSize, signInDemoAccounts, type Staff, uploadBody, withForm } from './staff';
import { type SmtpStandIn, startSmtpServer } from './standins/smtpServer';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { call, callFrom, withJson } from './testServer';

let dir: string;
let database: TestDatabase;
let db: Db;
let smtp: SmtpStandIn;
let shops: BuiltShop[];
let staff: Staff;

/** The process that answers the i-th request: one after the other. */
const processFor = (i: number) => ({ url: shops[i % shops.length]!.origin });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-two-processes-'));
  database = await createTestDatabase(dir);
  db = database.db;
  smtp = await startSmtpServer();
  const settings = { NODE_ENV: 'test', DATABASE_URL: database.location, SMTP_URL: smtp.url, UPLOADS_DIR: join(dir, 'uploads') };
  // Each its own DATA_DIR: nothing but the database and UPLOADS_DIR is shared.
  shops = await Promise.all([1, 2].map((n) => startBuiltShop(settings, join(dir, `process-${n}`))));
  staff = await signInDemoAccounts({ url: shops[0]!.origin, db });
}, 60_000); // two starts with the demo catalogue on a busy machine; each waits up to 30 s for /healthz

afterAll(async () => {
  await Promise.all((shops ?? []).map((shop) => shop.stop()));
  await smtp?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('two shop processes on one PostgreSQL database', () => {
  it('start together on a new database and load the demo catalogue once', async () => {
    const seeded = shops.filter((shop) => shop.output().includes('Demo catalogue loaded.'));
    expect(seeded).toHaveLength(1);
    const [first, second] = await Promise.all(shops.map((shop) => call<ProductListJson>({ url: shop.origin }, '/api/products?pageSize=1')));
    expect(first!.body.pages).toBeGreaterThan(0);
    expect(second!.body.pages).toBe(first!.body.pages);
  });

  it('sell the last 5 copies to exactly 5 of 20 buyers, and leave stock 0', async () => {
    const productId = await insertProduct(db, { name: 'Vzácný titul', price: 150_00, count_in_stock: 5 });
    const buyers: Customer[] = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signedInCustomer(db, `Kupující ${i + 1}`, `kupujici${i + 1}@example.cz`)),
    );
    const order = {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: { name: 'Jana Nováková', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' },
      paymentMethod: PAYMENT_METHODS.bankTransfer,
    };
    const answers = await Promise.all(
      buyers.map((buyer, i) => call<{ _id: number; orderNumber: number }>(processFor(i), '/api/orders', withJson('POST', order, buyer.token))),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    expect(new Set(placed.map((a) => a.body.orderNumber)).size).toBe(5);
    for (let i = 0; i < shops.length; i++) expect((await call<ProductJson>(processFor(i), `/api/products/${productId}`)).body.countInStock).toBe(0);

    // Each confirmation is delivered once, though both processes send the outbox.
    const orderIds = placed.map((a) => a.body._id);
    await expect
      .poll(() => db.selectFrom('mail_outbox').select('state').where('order_id', 'in', orderIds).execute(), { timeout: 30_000 })
      .toEqual(Array(5).fill({ state: 'sent' }));
    const buyersOf = buyers.filter((_, i) => answers[i]!.status === 201).map((buyer) => buyer.email);
    expect(
      smtp.received
        .flatMap((mail) => mail.to)
        .filter((to) => to.startsWith('kupujici'))
        .sort(),
    ).toEqual(buyersOf.sort());
  });

  it('serve a price changed through one process from the other on the next request: list, detail and rendered page', async () => {
    const productId = await insertProduct(db, { name: 'Cena se mění', price: 100_00, count_in_stock: 10 });
    const other = processFor(1);
    const listed = async () => (await call<ProductListJson>(other, '/api/products?pageSize=100')).body.products.find((p) => p._id === productId)?.price;
    const detailed = async () => (await call<ProductJson>(other, `/api/products/${productId}`)).body.price;
    const rendered = async () => shownText(await (await fetch(`${other.url}/product/${productId}`)).text());
    // The other process has all three in its caches first.
    expect([await listed(), await detailed()]).toEqual([100, 100]);
    expect(await rendered()).toContain('100,00 Kč');

    const edit = await call(
      processFor(0),
      `/api/products/${productId}`,
      withJson('PUT', { name: 'Cena se mění', author: 'Watchman Nee', price: 123.45 }, staff.admin.token),
    );
    expect(edit).toMatchObject({ status: 200 });
    expect([await listed(), await detailed()]).toEqual([123.45, 123.45]);
    const page = await rendered();
    expect(page).toContain('123,45 Kč');
    expect(page).not.toContain('100,00 Kč');
  });

  it('count 25 failed sign-ins spread over both against one limit', async () => {
    const wrong = withJson('POST', { email: 'zakaznik@slovozivota.cz', password: 'hadam-heslo' });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await callFrom('127.0.5.1', processFor(i), '/api/users/login', wrong)).status);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(20).fill(429)]);
  });

  it('accept a session signed in on one process on the other', async () => {
    const session = await call<{ token: string }>(
      processFor(0),
      '/api/users/login',
      withJson('POST', { email: 'asistent@slovozivota.cz', password: 'asistent1234' }),
    );
    expect(session.status).toBe(200);
    const profile = await call<{ email: string }>(processFor(1), '/api/users/profile', { headers: { Authorization: `Bearer ${session.body.token}` } });
    expect(profile).toMatchObject({ status: 200, body: { email: 'asistent@slovozivota.cz' } });
  });

  it('serve a file uploaded through one process from the other (UPLOADS_DIR)', async () => {
    const upload = await call<string>(
      processFor(0),
      '/api/upload',
      withForm(staff.assistant.token, uploadBody(await pngOfSize(274, 379), 'obalka.png', 'image/png')),
    );
    expect(upload.status).toBe(201);
    const served = await fetch(processFor(1).url + upload.body);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

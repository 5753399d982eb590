// npm run db:copy, the built dist-server/dbCopy.js as the operator runs it: a demo shop on SQLite
// with customers' orders, copied into a fresh PostgreSQL database, where the same shop goes on.
// PostgreSQL only (vitest.config.ts): the source is a SQLite file of its own on either engine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { type Db, onDatabase, openDatabase } from '../db/open';
import { migrateToLatest, migrationProvider } from '../../../migrations';
import { seedDemoCatalogue } from '../seed/seedDemo';
import { runBuilt } from '../../test/builtServer';
import { insertProduct } from '../../test/fixtures';
import { linksIn, type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { onTestDatabase, urlOfDatabase } from '../../test/testDatabase';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

/** A new, empty PostgreSQL database for the test; answers its address. */
async function scratchDatabase(databases: string[]): Promise<string> {
  const name = `shop_copy_${randomBytes(6).toString('hex')}`;
  await onTestDatabase((admin) => sql`create database ${sql.id(name)}`.execute(admin));
  databases.push(name);
  return urlOfDatabase(name);
}

const dropDatabases = (databases: string[]) =>
  Promise.all(databases.map((name) => onTestDatabase((admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin))));

/** Each table's rows, by name. */
async function rowCounts(db: Kysely<any>, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return counts;
}

const ordersOf = (db: Db) =>
  db.selectFrom('orders').select(['order_number', 'payment_method', 'items_price', 'shipping_price', 'total_price']).orderBy('order_number').execute();
const totalOf = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.sum<number>('total_price').as('sum'))
        .executeTakeFirstOrThrow()
    ).sum,
  );

const czechAddress = { name: 'Jana Nováková', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'Česká republika', phone: '+420 601 234 567' };
const slovakAddress = { name: 'Jana Nováková', address: 'Hlavná 5', city: 'Bratislava', postalCode: '811 01', country: 'Slovensko' };
const EMAIL = 'jana.novakova@example.cz';
const PASSWORD = 'Heslo-Jany-2026';

describe('npm run db:copy -- --to postgres://…', () => {
  const databases: string[] = [];
  let dataDir: string;
  let smtp: SmtpStandIn;
  let shop: TestServer;
  let copy: TestServer | undefined;
  let target: string;
  let token: string;
  let ordersOnSqlite: OrderJson[];

  const signIn = (server: TestServer) => call<{ token: string }>(server, '/api/users/login', withJson('POST', { email: EMAIL, password: PASSWORD }));
  const dbCopy = (to: string, from = dataDir) => runBuilt('dbCopy.js', ['--to', to], { DATA_DIR: from });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-copy-'));
    await onDatabase(join(dataDir, 'shop.db'), async (file) => {
      await migrateToLatest(file);
      await seedDemoCatalogue(file);
    });
    smtp = await startSmtpServer();
    shop = await startTestServer({ smtpUrl: smtp.url, databaseAt: join(dataDir, 'shop.db') });
    target = await scratchDatabase(databases);

    expect((await call(shop, '/api/users', withJson('POST', { name: 'Jana Nováková', email: EMAIL }))).status).toBe(201);
    const confirmation = new URL(linksIn(await smtp.nextMailTo(EMAIL))[0]!).pathname.replace(/^\/registerLink\//, '/api/users/');
    expect((await call(shop, confirmation, withJson('POST', { password: PASSWORD }))).status).toBe(200);
    token = (await signIn(shop)).body.token;

    const [first, second, third] = await shop.db
      .selectFrom('products')
      .select('id')
      .where('price', '>', 0)
      .where('is_draft', '=', 0)
      .where('count_in_stock', '>', 3)
      .orderBy('id')
      .limit(3)
      .execute();
    const orders = [
      {
        orderItems: [
          { product: first!.id, qty: 2 },
          { product: second!.id, qty: 1 },
        ],
        shippingAddress: czechAddress,
        paymentMethod: PAYMENT_METHODS.bankTransfer,
        isSubscribed: true,
      },
      { orderItems: [{ product: third!.id, qty: 1 }], shippingAddress: czechAddress, paymentMethod: PAYMENT_METHODS.cash },
      { orderItems: [{ product: second!.id, qty: 3 }], shippingAddress: slovakAddress, paymentMethod: PAYMENT_METHODS.card },
    ];
    for (const order of orders) expect((await call(shop, '/api/orders', withJson('POST', order, token))).status).toBe(201);
    expect((await call(shop, `/api/products/${first!.id}/reviews`, withJson('POST', { rating: 5, comment: 'Čte se jedním dechem.' }, token))).status).toBe(201);
    expect((await call(shop, `/api/products/${third!.id}/favorites`, withToken(token, 'PUT'))).status).toBe(200);
    ordersOnSqlite = (await call<OrderJson[]>(shop, '/api/orders/myorders', withToken(token))).body;
  });
  afterAll(async () => {
    await copy?.close();
    await shop?.close();
    await smtp?.close();
    await dropDatabases(databases);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table into an empty PostgreSQL database with as many rows, the same orders and totals, and says so', async () => {
    const { code, output } = await dbCopy(target);
    expect(output).toMatch(/^Copied \d+ rows of \d+ tables from .+shop\.db in \d+\.\d\d s; every table holds as many rows as in SQLite\./m);
    expect(code).toBe(0);
    expect(output).toMatch(/^orders\s+3\s+3$/m);

    const pg = openDatabase(target);
    try {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'
        and name not like 'sqlite\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\' and name not like 'products\\_fts%' escape '\\' order by name`.execute(
        shop.db,
      );
      const tables = rows.map((row) => row.name);
      const pgTables = (await pg.introspection.getTables())
        .map((table) => table.name)
        .filter((name) => !name.startsWith('kysely_') && name !== 'products_search');
      expect(pgTables.sort()).toEqual(tables);
      const counts = await rowCounts(shop.db, tables);
      expect(await rowCounts(pg, tables)).toEqual(counts);
      for (const filled of [
        'users',
        'sessions',
        'products',
        'orders',
        'order_items',
        'reviews',
        'favourites',
        'subscribers',
        'mail_outbox',
        'counters',
        'catalogue_version',
      ]) {
        expect(counts[filled], filled).toBeGreaterThan(0);
      }
      expect(await ordersOf(pg)).toEqual(await ordersOf(shop.db));
      expect(await totalOf(pg)).toBe(await totalOf(shop.db));
      expect(await pg.selectFrom('catalogue_version').selectAll().execute()).toEqual(await shop.db.selectFrom('catalogue_version').selectAll().execute());
    } finally {
      await pg.destroy();
    }
  });

  it('the shop on the copy signs the customer in with the same password and shows the same orders, favourites and search', async () => {
    copy = await startTestServer({ databaseAt: target });
    const signedIn = await signIn(copy);
    expect(signedIn.status).toBe(200);
    expect((await call<OrderJson[]>(copy, '/api/orders/myorders', withToken(signedIn.body.token))).body).toEqual(ordersOnSqlite);
    expect((await call(copy, '/api/users/favorites', withToken(signedIn.body.token))).body).toEqual(
      (await call(shop, '/api/users/favorites', withToken(token))).body,
    );

    const found = await call<{ products: { name: string }[] }>(copy, '/api/products?keyword=bozi%20ekonomie');
    expect(found.body.products.map((product) => product.name)).toContain('Boží ekonomie');
  });

  it('a new order on the copy gets the next order number and a new id, colliding with no copied one', async () => {
    const { token: onCopy } = (await signIn(copy!)).body;
    const product = await copy!.db.selectFrom('products').select('id').where('price', '>', 0).where('is_draft', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const placed = await call<OrderJson>(
      copy!,
      '/api/orders',
      withJson('POST', { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: czechAddress, paymentMethod: PAYMENT_METHODS.bankTransfer }, onCopy),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.orderNumber).toBe(Math.max(...ordersOnSqlite.map((order) => order.orderNumber)) + 1);
    expect(placed.body._id).toBe(Math.max(...ordersOnSqlite.map((order) => order._id)) + 1);
    expect(await insertProduct(copy!.db, { name: 'Nový titul po přechodu' })).toBeGreaterThan(
      Number(
        (
          await shop.db
            .selectFrom('products')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id,
      ),
    );
  });

  it('refuses a target that holds data, with exit code 1, and leaves it as it was: not even migrated further', async () => {
    const occupied = openDatabase(await scratchDatabase(databases));
    try {
      await new Migrator({ db: occupied, provider: migrationProvider }).migrateTo('0010_drafts');
      await occupied.insertInto('users').values({ name: 'Petr', email: 'petr@example.cz' }).execute();
      const migrations = () =>
        occupied
          .selectFrom('kysely_migration' as 'users')
          .select('name')
          .orderBy('name')
          .execute();
      const before = await migrations();

      const { code, output } = await dbCopy(urlOfDatabase(databases.at(-1)!));

      expect(code).toBe(1);
      expect(output).toContain('The target database already holds data (users): db:copy copies only into an empty database, and changed nothing in it.');
      expect(await migrations()).toEqual(before);
      expect(await occupied.selectFrom('users').select('email').execute()).toEqual([{ email: 'petr@example.cz' }]);
    } finally {
      await occupied.destroy();
    }
  });

  it('refuses a shop database with pending migrations, with exit code 1, and leaves the target empty', async () => {
    const oldDataDir = mkdtempSync(join(tmpdir(), 'shop-copy-old-'));
    const old = openDatabase(join(oldDataDir, 'shop.db'));
    try {
      const [beforeNewest] = Object.keys(await migrationProvider.getMigrations())
        .sort()
        .slice(-2);
      await new Migrator({ db: old, provider: migrationProvider }).migrateTo(beforeNewest!);
      const empty = await scratchDatabase(databases);

      const { code, output } = await dbCopy(empty, oldDataDir);

      expect(code).toBe(1);
      expect(output).toContain(
        "The shop's database lacks its newest migrations (1 pending): stop the shop and run npm run migrate without DATABASE_URL first.",
      );
      const pg = openDatabase(empty);
      expect(await pg.introspection.getTables()).toEqual([]);
      await pg.destroy();
    } finally {
      await old.destroy();
      rmSync(oldDataDir, { recursive: true, force: true });
    }
  });
});

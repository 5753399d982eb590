import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { type Db, openDatabase } from '../db/open';
import { migrateToLatest } from '../../../migrations';
import { takeBackup } from './backup';
import { restoreBackup } from './restore';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, startTestServer, type TestServer, withJson } from '../../test/testServer';

let smtp: SmtpStandIn;
let server: TestServer;
let scratch: string;
const products = { book: 0, leaflet: 0 };
const customers: Customer[] = [];

beforeAll(async () => {
  // The confirmation mails go to a real SMTP server on loopback (the outbox would print each one).
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url });
  scratch = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  products.book = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 1_000_000 });
  products.leaflet = await insertProduct(server.db, { name: 'Leták: Bůh tě miluje', price: 5_80, count_in_stock: 1_000_000 });
  for (const [name, email] of [
    ['Jiří Dvořák', 'jiri@example.cz'],
    ['Eva Svobodová', 'eva@example.cz'],
    ['Ján Kováč', 'jan@example.cz'],
  ] as const) {
    customers.push(await signedInCustomer(server.db, name, email));
  }
  writeFileSync(join(server.dir, 'uploads', 'obalka.webp'), 'obálka knihy');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(scratch, { recursive: true, force: true });
});

const shippingAddress = { name: 'Jiří Dvořák', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' };

/** Each customer places orders one after another over HTTP until `stop`; every order answered 201 is recorded as it is acknowledged. */
function orderContinuously(acknowledged: OrderJson[]) {
  let stopping = false;
  const failures: unknown[] = [];
  const customerOrders = customers.map(async (customer, n) => {
    while (!stopping) {
      const items = [
        { product: products.book, qty: 1 + n },
        { product: products.leaflet, qty: 1 + acknowledged.length },
      ];
      const { status, body } = await call<OrderJson>(
        server,
        '/api/orders',
        withJson('POST', { orderItems: items, shippingAddress, paymentMethod: PAYMENT_METHODS.bankTransfer }, customer.token),
      );
      if (status === 201) acknowledged.push(body);
      else failures.push(body);
    }
  });
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(customerOrders);
      return failures;
    },
  };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function integrityOf(db: Db) {
  const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  return rows.map((row) => row.integrity_check);
}

describe('a backup taken while customers are ordering', () => {
  it('restores into a new data directory with every order acknowledged before the backup began, its items and the uploads', async () => {
    const acknowledged: OrderJson[] = [];
    const ordering = orderContinuously(acknowledged);
    await until(() => acknowledged.length >= 15);
    const acknowledgedBefore = [...acknowledged];
    const backup = await takeBackup({
      databaseFile: join(server.dir, 'shop.db'),
      uploadsDir: join(server.dir, 'uploads'),
      backupRoot: join(scratch, 'backups'),
      now: new Date(),
    });
    // The shop keeps taking orders after the backup.
    await until(() => acknowledged.length >= acknowledgedBefore.length + 15);
    expect(await ordering.stop()).toEqual([]);

    const dataDir = join(scratch, 'restored');
    await restoreBackup({ backupFolder: backup.folder, dataDir });
    const restored = openDatabase(join(dataDir, 'shop.db'));
    try {
      await migrateToLatest(restored);
      expect(await integrityOf(restored)).toEqual(['ok']);
      for (const order of acknowledgedBefore) {
        const row = await restored.selectFrom('orders').select(['order_number', 'email', 'total_price']).where('id', '=', order._id).executeTakeFirst();
        expect(row).toEqual({ order_number: order.orderNumber, email: order.email, total_price: Math.round(order.totalPrice * 100) });
        const items = await restored
          .selectFrom('order_items')
          .select(['product_id as product', 'qty'])
          .where('order_id', '=', order._id)
          .orderBy('id')
          .execute();
        expect(items).toEqual(order.orderItems.map(({ product, qty }) => ({ product, qty })));
      }
      // Whatever the copy holds beyond those is whole: no order without its items.
      const ordersWithoutItems = await restored
        .selectFrom('orders')
        .select('id')
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('order_items').select('id').whereRef('order_items.order_id', '=', 'orders.id'))))
        .execute();
      expect(ordersWithoutItems).toEqual([]);
    } finally {
      await restored.destroy();
    }
    expect(readFileSync(join(dataDir, 'uploads', 'obalka.webp'), 'utf8')).toBe('obálka knihy');
  });
});

describe('restoring', () => {
  let backupFolder: string;
  beforeAll(async () => {
    backupFolder = (
      await takeBackup({
        databaseFile: join(server.dir, 'shop.db'),
        uploadsDir: join(server.dir, 'uploads'),
        backupRoot: join(scratch, 'restoring'),
        now: new Date(),
      })
    ).folder;
  });

  it('refuses a data directory that already holds a database and leaves that database as it was', async () => {
    const dataDir = join(scratch, 'occupied');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'shop.db'), 'the live database');
    await expect(restoreBackup({ backupFolder, dataDir })).rejects.toThrow(
      `${join(dataDir, 'shop.db')} already exists. Stop the shop and move the data directory aside before restoring into it.`,
    );
    expect(readFileSync(join(dataDir, 'shop.db'), 'utf8')).toBe('the live database');
  });

  it('refuses a backup whose database is cut short, and writes nothing', async () => {
    const broken = join(scratch, 'broken');
    mkdirSync(broken);
    copyFileSync(join(backupFolder, 'shop.db'), join(broken, 'shop.db'));
    truncateSync(join(broken, 'shop.db'), 8192);
    const dataDir = join(scratch, 'not-restored');
    await expect(restoreBackup({ backupFolder: broken, dataDir })).rejects.toThrow(/shop\.db (fails the integrity check|cannot be read as a database)/);
    expect(() => readFileSync(join(dataDir, 'shop.db'))).toThrow(/ENOENT/);
  });
});

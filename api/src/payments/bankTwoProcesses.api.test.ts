// Two shop processes on one PostgreSQL database, both reading the Fio account (the stand-in on
// 127.0.0.1, which refuses a second call within 30 s as Fio does) and both taking statement
// uploads: each movement is paired once, each customer mailed once, and Fio is never called too
// often. PostgreSQL only: a SQLite file belongs to one process (vitest.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementImportJson } from '@contract/admin/payments';
import { startFioStandIn, type FioStandIn } from '../../../dev/fioStandIn';
import { gpcFile } from '../../test/bankStatements';
import { type BuiltShop, startBuiltShop } from '../../test/builtServer';
import { insertOrder, signInDemoAccounts, type Staff } from '../../test/staff';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { call } from '../../test/testServer';
import { statementForm } from '../../test/bankStatements';

let dir: string;
let database: TestDatabase;
let smtp: SmtpStandIn;
let fio: FioStandIn;
let shops: BuiltShop[];
let staff: Staff;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-bank-two-'));
  database = await createTestDatabase(dir);
  smtp = await startSmtpServer();
  fio = await startFioStandIn();
  const settings = {
    NODE_ENV: 'test',
    DATABASE_URL: database.location,
    SMTP_URL: smtp.url,
    FIO_TOKEN: fio.token,
    FIO_API_URL: fio.apiUrl,
    FIO_POLL_SECONDS: '30',
  };
  shops = await Promise.all([1, 2].map((n) => startBuiltShop(settings, join(dir, `process-${n}`))));
  staff = await signInDemoAccounts({ url: shops[0]!.origin, db: database.db });
}, 60_000);

afterAll(async () => {
  await Promise.all((shops ?? []).map((shop) => shop.stop()));
  await fio?.close();
  await smtp?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const ORDERS = 6;

const transferOrders = async () => Promise.all(Array.from({ length: ORDERS }, () => insertOrder(database.db, [{ productId: 1, qty: 1 }])));

async function stateOf(orderIds: number[]) {
  const orders = await database.db
    .selectFrom('orders')
    .select(['id', 'order_number', 'total_price', 'is_paid'])
    .where('id', 'in', orderIds)
    .orderBy('id')
    .execute();
  const movements = await database.db.selectFrom('bank_movements').select(['order_id', 'state']).where('order_id', 'in', orderIds).execute();
  const mails = await database.db
    .selectFrom('mail_outbox')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where('subject', 'like', 'Platbu jsme přijali%')
    .execute();
  return { orders, movements, mails };
}

describe('two shop processes reading one bank account', () => {
  it('both polling Fio pair each movement once, mail each customer once, and never call Fio within 30 s', async () => {
    const orderIds = await transferOrders();
    const { orders } = await stateOf(orderIds);
    for (const order of orders) fio.book({ amount: order.total_price, variableSymbol: String(order.order_number) });

    // Both poll every 30 s (and at start); whichever comes first reads, the other waits its turn.
    await expect.poll(async () => (await stateOf(orderIds)).orders.every((o) => o.is_paid === 1), { timeout: 90_000, interval: 1_000 }).toBe(true);
    const { movements, mails } = await stateOf(orderIds);
    expect(movements).toHaveLength(ORDERS);
    expect(movements.every((m) => m.state === 'paired')).toBe(true);
    expect(mails.map((m) => m.order_id).sort()).toEqual([...orderIds].sort());
    expect(fio.refusals()).toBe(0);
  }, 120_000);

  it('the same statement uploaded to both at once pairs each movement once', async () => {
    const orderIds = await transferOrders();
    const { orders } = await stateOf(orderIds);
    const file = gpcFile(
      '19000000123',
      orders.map((o, i) => ({ id: `77000${i}`, amount: o.total_price, variableSymbol: String(o.order_number), date: '2026-05-04' })),
    );
    const upload = (shop: BuiltShop) =>
      call<StatementImportJson>({ url: shop.origin }, '/api/admin/bank-statements', {
        method: 'POST',
        headers: { Authorization: `Bearer ${staff.admin.token}` },
        body: statementForm(file, 'vypis.gpc'),
      });
    const answers = await Promise.all(shops.map(upload));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.reduce((sum, a) => sum + a.body.paired, 0)).toBe(ORDERS);
    expect(answers.reduce((sum, a) => sum + a.body.duplicates, 0)).toBe(ORDERS);
    const { movements, mails } = await stateOf(orderIds);
    expect(movements).toHaveLength(ORDERS);
    expect(mails).toHaveLength(ORDERS);
  });
});

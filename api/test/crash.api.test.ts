// kill -9 under an order load: nothing acknowledged is lost, and every confirmation mail reaches
// the mail server once, with a backlog of 1,500 more mails delivered within 20 s of the restart. A kill in the few milliseconds between the mail server accepting a mail and
// the outbox marking it sent would send that one mail twice (see mailSender.ts); the kill here
// comes at a moment chosen by the orders, not by a mail. The server is the real entry point in a child process on a DATA_DIR the
// test prepared, sending through the SMTP stand-in on loopback.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { openDatabase } from '../src/db/open';
import { migrateToLatest } from '../../migrations';
import { DEFAULT_TIMING } from '../src/mail/mailSender';
import { enqueueMail } from '../src/mail/outbox';
import { type Customer, signedInCustomer } from './customers';
import { insertProduct } from './fixtures';
import { startSmtpServer } from './standins/smtpServer';

const CLIENTS = 6;
const STOCK = 10_000;
const ORDERS_BEFORE_KILL = 60;
const BACKLOG = 1_500;
const BACKLOG_DELIVERED_WITHIN_MS = 20_000;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
const port = 3900 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function prepareShop(): Promise<{ products: number[]; customers: Customer[] }> {
  const db = openDatabase(join(dataDir, 'shop.db'));
  try {
    await migrateToLatest(db);
    const products = [];
    for (const name of ['Život víry', 'Boží ekonomie', 'Leták: Bůh tě miluje'])
      products.push(await insertProduct(db, { name, price: 100_00, count_in_stock: STOCK }));
    const customers = [];
    for (let i = 1; i <= CLIENTS; i++) customers.push(await signedInCustomer(db, `Zákazník Čtenář ${i}`, `zakaznik${i}@example.cz`));
    return { products, customers };
  } finally {
    await db.destroy();
  }
}

/** The mails a shop down for a while leaves in its outbox (a registration link each, as in a busy evening). */
async function queueBacklog(): Promise<string[]> {
  const db = openDatabase(join(dataDir, 'shop.db'));
  const recipients = Array.from({ length: BACKLOG }, (_, i) => `ctenar${i}@example.cz`);
  try {
    await db.transaction().execute(async (trx) => {
      for (const to of recipients)
        await enqueueMail(trx, { to, subject: 'Potvrzení registrace – Slovo života', text: `Dobrý den, ${to}`, html: `<p>Dobrý den, ${to}</p>` }, new Date());
    });
    return recipients;
  } finally {
    await db.destroy();
  }
}

async function startShop(smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: smtpUrl, SEED_DEMO: 'false', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Shop running') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/** One customer ordering again and again until the server stops answering; the 201 answers go to `acknowledged`. */
async function orderUntilDown(customer: Customer, products: number[], acknowledged: OrderJson[]): Promise<void> {
  const shippingAddress = { name: customer.name, address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' };
  for (let n = 0; ; n++) {
    const body = { orderItems: [{ product: products[n % products.length]!, qty: 1 + (n % 2) }], shippingAddress, paymentMethod: PAYMENT_METHODS.bankTransfer };
    try {
      const response = await fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
        body: JSON.stringify(body),
      });
      if (response.status === 201) acknowledged.push((await response.json()) as OrderJson);
    } catch {
      return; // the server is gone
    }
  }
}

describe('a server killed with SIGKILL under an order load and started again', () => {
  it('keeps every acknowledged order with its items and stock, and mails each order’s confirmation once', async () => {
    const smtp = await startSmtpServer();
    const { products, customers } = await prepareShop();
    const acknowledged: OrderJson[] = [];
    let shop = await startShop(smtp.url);
    try {
      const load = Promise.all(customers.map((customer) => orderUntilDown(customer, products, acknowledged)));
      // Killed while orders keep coming and the sender is busy with them, at no moment chosen by a mail.
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(ORDERS_BEFORE_KILL), { timeout: 20_000, interval: 50 });
      shop.kill('SIGKILL');
      await once(shop, 'exit');
      await load;
      const backlog = await queueBacklog();

      shop = await startShop(smtp.url);
      const restarted = Date.now();
      const db = openDatabase(join(dataDir, 'shop.db'));
      try {
        const orders = await db.selectFrom('orders').select(['id', 'order_number']).execute();
        const orderIds = new Set(orders.map((o) => o.id));
        for (const order of acknowledged) {
          expect(orderIds).toContain(order._id);
          const items = await db.selectFrom('order_items').select(['product_id', 'qty']).where('order_id', '=', order._id).execute();
          expect(items).toEqual(order.orderItems.map((i) => ({ product_id: i.product, qty: i.qty })));
        }
        for (const product of products) {
          const { count_in_stock } = await db.selectFrom('products').select('count_in_stock').where('id', '=', product).executeTakeFirstOrThrow();
          const sold = await db
            .selectFrom('order_items')
            .select((eb) => eb.fn.sum<number>('qty').as('qty'))
            .where('product_id', '=', product)
            .executeTakeFirstOrThrow();
          expect(count_in_stock + Number(sold.qty ?? 0)).toBe(STOCK);
        }

        // The backlog queued while the shop was down leaves within 20 s of the restart.
        const notYetReceived = () => {
          const received = new Set(smtp.received.flatMap((m) => m.to));
          return backlog.filter((to) => !received.has(to));
        };
        await vi.waitFor(() => expect(notYetReceived()).toEqual([]), { timeout: BACKLOG_DELIVERED_WITHIN_MS, interval: 100 });
        expect(Date.now() - restarted).toBeLessThan(BACKLOG_DELIVERED_WITHIN_MS);
        // The mails the killed server was sending stay claimed until their lease runs out, then go too:
        // every mail of the outbox sent (none can be sent again after that).
        const unsent = () => db.selectFrom('mail_outbox').select('id').where('state', '!=', 'sent').execute();
        await vi.waitFor(async () => expect(await unsent()).toEqual([]), { timeout: DEFAULT_TIMING.leaseMs + DEFAULT_TIMING.pollMs + 10_000, interval: 100 });
        // The confirmations (the shop's own notice of each order names its number too).
        const copies = (orderNumber: number) => smtp.received.filter((m) => m.subject.startsWith(`Potvrzení objednávky č. ${orderNumber} `)).length;
        expect(orders.filter((o) => copies(o.order_number) !== 1).map((o) => [o.order_number, copies(o.order_number)])).toEqual([]);
        const received = new Map<string, number>();
        for (const to of smtp.received.flatMap((m) => m.to)) received.set(to, (received.get(to) ?? 0) + 1);
        expect(backlog.filter((to) => received.get(to) !== 1)).toEqual([]);
      } finally {
        await db.destroy();
      }
    } finally {
      shop.kill('SIGTERM');
      await smtp.close();
    }
  }, 120_000);
});

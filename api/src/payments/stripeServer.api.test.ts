// The real entry point (api/src/server.ts) and card payments: outside production without
// STRIPE_SECRET_KEY it starts the Stripe stand-in on 127.0.0.1 and the whole loop works over HTTP
// (session → hosted page → 'Zaplatit' → signed webhook → paid; 'Zrušit' → the failure page);
// in production the stand-in never starts and card payments are refused with a clear message.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrderJson } from '@contract/checkout/orderJson';
import { NO_CARD_PAYMENTS_NOTICE } from './setup';
import { cardPaymentMessages } from './cardPaymentMessages';
import { PRODUCTION_SETTINGS } from '../../test/builtServer';
import { startSmtpServer } from '../../test/standins/smtpServer';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Shop {
  url: string;
  log: () => string;
  stop: () => Promise<unknown>;
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-stripe-'));
  dirs.push(dataDir);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    // No key or webhook secret from the surroundings; every mail into the outbox.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Shop running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, log: () => output, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}

async function json<T>(shop: Shop, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(shop.url + path, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token && { Authorization: `Bearer ${init.token}` }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signIn(shop: Shop, email: string, password: string): Promise<string> {
  const { status, body } = await json<{ token: string }>(shop, '/api/users/login', { method: 'POST', body: { email, password } });
  expect(status).toBe(200);
  return body.token;
}

async function cardOrder(shop: Shop, token: string): Promise<OrderJson> {
  const { body: all } = await json<{ _id: number; countInStock: number }[]>(shop, '/api/products/all');
  const product = all.find((p) => p.countInStock > 0)!;
  const shippingAddress = { name: 'Jana Testová', address: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
  const { status, body } = await json<OrderJson>(shop, '/api/orders', {
    method: 'POST',
    token,
    body: { orderItems: [{ product: product._id, qty: 1 }], shippingAddress, paymentMethod: 'Platba kartou (Stripe)' },
  });
  expect(status).toBe(201);
  return body;
}

describe('server.ts and card payments', () => {
  it('outside production without STRIPE_SECRET_KEY: starts the stand-in on STRIPE_STANDIN_PORT; Zaplatit sends the signed webhook and returns to the success page, Zrušit to the failure page', async () => {
    const standInPort = await freePort();
    const shop = await startShop({ NODE_ENV: 'test', STRIPE_STANDIN_PORT: String(standInPort) });
    try {
      const standIn = `http://127.0.0.1:${standInPort}`;
      expect(shop.log()).toContain(`card payments go to the Stripe stand-in at ${standIn}`);
      const token = await signIn(shop, 'zakaznik@slovozivota.cz', 'zakaznik1234');
      const order = await cardOrder(shop, token);

      // Zrušit: back to the failure page, nothing paid.
      const first = await json<{ initPaymentId: string }>(shop, `/api/orders/${order._id}/init-payment`, { method: 'PUT', token });
      const cancelled = await json<{ id: string; url: string }>(shop, '/api/create-stripe-checkout-session', {
        method: 'POST',
        token,
        body: { orderId: order._id },
      });
      expect(cancelled.body.url).toBe(`${standIn}/pay/${cancelled.body.id}`);
      const page = await fetch(cancelled.body.url);
      const html = await page.text();
      expect(html).toContain('Zaplatit');
      expect(html).toContain('Zrušit');
      expect(html.replace(/\s/g, ' ')).toContain(
        new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' }).format(order.totalPrice).replace(/\s/g, ' '),
      );
      const back = await fetch(`${cancelled.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`http://localhost:${new URL(shop.url).port}/order/${order._id}/stripe-fail`);
      expect((await json<OrderJson>(shop, `/api/orders/${order._id}`, { token })).body.isPaid).toBe(false);

      // Retry: a new attempt, Zaplatit, the signed webhook marks it paid before the browser is back.
      const second = await json<{ initPaymentId: string }>(shop, `/api/orders/${order._id}/init-payment`, { method: 'PUT', token });
      expect(second.body.initPaymentId).not.toBe(first.body.initPaymentId);
      const session = await json<{ id: string; url: string }>(shop, '/api/create-stripe-checkout-session', {
        method: 'POST',
        token,
        body: { orderId: order._id },
      });
      const paid = await fetch(`${session.body.url}/confirm`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toMatch(
        new RegExp(`/order/${order._id}/stripe-success/${second.body.initPaymentId}\\?session_id=${session.body.id}$`),
      );
      expect((await json<OrderJson>(shop, `/api/orders/${order._id}`, { token })).body.isPaid).toBe(true);
      // The success page's call then only confirms it.
      expect((await json<OrderJson>(shop, `/api/orders/${order._id}/pay-stripe`, { method: 'PUT', token, body: order })).body.isPaid).toBe(true);
    } finally {
      await shop.stop();
    }
  }, 60_000);

  it('in production without STRIPE_SECRET_KEY: no stand-in (its port stays closed), a clear notice in the log, card calls answered 503 in Czech', async () => {
    const standInPort = await freePort();
    const smtp = await startSmtpServer();
    const shop = await startShop({
      ...PRODUCTION_SETTINGS,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'true',
      STRIPE_STANDIN_PORT: String(standInPort),
      ADMIN_EMAIL: 'spravce@example.cz',
      ADMIN_PASSWORD: 'Heslo-spravce-1',
    });
    try {
      expect(shop.log()).toContain(NO_CARD_PAYMENTS_NOTICE);
      expect(shop.log()).not.toContain('stand-in');
      await expect(fetch(`http://127.0.0.1:${standInPort}/pay/x`)).rejects.toThrow();
      const token = await signIn(shop, 'spravce@example.cz', 'Heslo-spravce-1');
      const order = await cardOrder(shop, token);
      const refused = { status: 503, body: { message: cardPaymentMessages.notConfigured } };
      expect(await json(shop, `/api/orders/${order._id}/init-payment`, { method: 'PUT', token })).toEqual(refused);
      expect(await json(shop, '/api/create-stripe-checkout-session', { method: 'POST', token, body: { orderId: order._id } })).toEqual(refused);
      expect(await json(shop, `/api/orders/${order._id}/pay-stripe`, { method: 'PUT', token })).toEqual(refused);
      expect((await json(shop, '/api/stripe/webhook', { method: 'POST', body: {} })).status).toBe(503);
    } finally {
      await shop.stop();
      await smtp.close();
    }
  }, 60_000);
});

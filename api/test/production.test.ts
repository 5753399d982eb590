// The built server in production mode, started as `npm run serve` starts it: what it refuses,
// what a safe start holds, and how it stops.
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { pushMessages } from '@contract/push';
import { pushKey } from '../../pwa/src/features/pwa/pushSubscription';
import { type BuiltShop, PRODUCTION_SETTINGS, runBuilt, runBuiltServer, startBuiltShop } from './builtServer';
import { startSmtpServer, type SmtpStandIn } from './standins/smtpServer';

const SETTING_NAMES = ['PUBLIC_URL', 'SMTP_URL', 'SHOP_IBAN', 'SHOP_SELLER_NAME', 'SHOP_SELLER_ADDRESS', 'SHOP_ICO'];

/** The production settings with one changed (undefined: left out). */
function productionWith(name: string, value: string | undefined): Record<string, string> {
  const settings: Record<string, string> = { ...PRODUCTION_SETTINGS };
  if (value === undefined) delete settings[name];
  else settings[name] = value;
  return settings;
}

describe('production refuses to start with a missing or unsafe setting, naming it', () => {
  it.each([
    ['PUBLIC_URL', undefined],
    ['PUBLIC_URL', 'http://obchod.example.cz'],
    ['SMTP_URL', undefined],
    ['SHOP_IBAN', undefined],
    ['SHOP_IBAN', 'CZ0000000000000000000000'],
    ['SHOP_IBAN', 'CZ6508000000192000145399'],
    ['SHOP_SELLER_NAME', undefined],
    ['SHOP_SELLER_NAME', 'Slovo života, z. s.'],
    ['SHOP_SELLER_ADDRESS', undefined],
    ['SHOP_SELLER_ADDRESS', 'Ukázková 123/4|110 00 Praha 1'],
    ['SHOP_ICO', undefined],
    ['SHOP_ICO', '12345679'],
    ['SHOP_ICO', '12345678'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'localhost'],
  ])('%s = %s', async (name, value) => {
    const { code, output } = await runBuiltServer(productionWith(name, value));
    expect(code).not.toBe(0);
    expect(output).toContain(`- ${name} `);
    for (const other of SETTING_NAMES.filter((n) => n !== name)) expect(output).not.toContain(`- ${other} `);
    expect(output).not.toContain('Shop running');
  });

  it('reports every problem at once', async () => {
    const { code, output } = await runBuiltServer({ NODE_ENV: 'production', PORT: 'http' });
    expect(code).not.toBe(0);
    for (const name of ['PORT', ...SETTING_NAMES]) expect(output).toContain(`- ${name} `);
  });
});

describe('a production start with a full configuration', () => {
  let smtp: SmtpStandIn;
  let shop: BuiltShop;
  const admin = { email: 'spravce@example.cz', password: 'dlouhé heslo správce' };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    shop = await startBuiltShop({ ...PRODUCTION_SETTINGS, SMTP_URL: smtp.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterAll(async () => {
    await shop?.stop();
    await smtp?.close();
  });

  const signIn = (credentials: { email: string; password: string }) =>
    fetch(`${shop.origin}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });

  it('answers /healthz with 200 {"status":"ok"} and an outbox with nothing waiting', async () => {
    const response = await fetch(`${shop.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', outbox: { stale: false, staleMinutes: 30, pending: 0, oldestPendingMinutes: null, failed: 0 } });
  });

  it('has no demo account: the demo administrator’s login is refused', async () => {
    expect((await signIn({ email: 'admin@slovozivota.cz', password: 'admin1234' })).status).toBe(401);
    expect((await signIn(admin)).status).toBe(200);
  });

  it('has an empty catalogue without SEED_DEMO', async () => {
    expect(await (await fetch(`${shop.origin}/api/products/all`)).json()).toEqual([]);
  });

  it('without VAPID keys refuses every push call with 503 and says why, signed in or not; the PWA offers push only for a key', async () => {
    expect(shop.output()).toContain('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
    const { token } = (await (await signIn(admin)).json()) as { token: string };
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
    const calls: [string, string, unknown][] = [
      ['GET', '/api/push/key', undefined],
      ['POST', '/api/push/subscriptions', subscription],
      ['PUT', '/api/push/subscriptions/topics', { endpoint: subscription.endpoint, topics: ['podcast:slova-zivota'] }],
      ['DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint }],
    ];
    for (const authorization of [undefined, `Bearer ${token}`])
      for (const [method, path, body] of calls) {
        const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(authorization && { Authorization: authorization }) };
        const response = await fetch(`${shop.origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        expect({ call: `${method} ${path}`, status: response.status, body: await response.json() }).toEqual({
          call: `${method} ${path}`,
          status: 503,
          body: { message: pushMessages.unavailable },
        });
      }
    // The PWA offers notifications only once the shop gives its key (usePushAvailable), asked here as the page asks.
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => browserFetch(new URL(String(input), shop.origin), init));
    vi.stubGlobal('navigator', { onLine: true });
    try {
      expect(await pushKey()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('SEED_DEMO=true in production', () => {
  it('loads the demo catalogue and still creates no demo account', async () => {
    const shop = await startBuiltShop({ ...PRODUCTION_SETTINGS, SEED_DEMO: 'true' });
    try {
      expect(((await (await fetch(`${shop.origin}/api/products/all`)).json()) as unknown[]).length).toBeGreaterThan(60);
      const login = await fetch(`${shop.origin}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' }),
      });
      expect(login.status).toBe(401);
    } finally {
      await shop.stop();
    }
  });
});

describe('a database that began as the demo', () => {
  it('is refused in production while its demo accounts open with the published passwords', async () => {
    const demo = await startBuiltShop({ NODE_ENV: 'development' });
    await demo.stop();
    const { code, output } = await runBuiltServer({ ...PRODUCTION_SETTINGS, DATA_DIR: demo.dataDir });
    expect(code).not.toBe(0);
    expect(output).toContain('admin@slovozivota.cz');
    expect(output).not.toContain('Shop running');
  });
});

describe('connections', () => {
  it('stay open while idle for longer than a reverse proxy keeps them (Keep-Alive: timeout=130)', async () => {
    const shop = await startBuiltShop({ NODE_ENV: 'test' });
    try {
      const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) =>
        get(`${shop.origin}/healthz`, (answer) => resolve(answer.resume().headers)).on('error', reject),
      );
      expect(headers['keep-alive']).toBe('timeout=130');
    } finally {
      await shop.stop();
    }
  });
});

describe('NODE_ENV does not change how pages are served', () => {
  it.each(['development', 'test', 'production'])('NODE_ENV=%s: a product page arrives rendered by the server', async (nodeEnv) => {
    const settings = nodeEnv === 'production' ? { ...PRODUCTION_SETTINGS, SEED_DEMO: 'true' } : { NODE_ENV: nodeEnv };
    const shop = await startBuiltShop(settings);
    try {
      const html = await (await fetch(`${shop.origin}/product/72`)).text();
      expect(html).toMatch(/<h1[^>]*>George Müller – život modlitby<\/h1>/);
      expect(shop.output()).not.toMatch(/did not load|failed/);
    } finally {
      await shop.stop();
    }
  });
});

describe('stopping', () => {
  it('on SIGTERM refuses new connections, lets a request under way finish, and exits 0', async () => {
    const shop = await startBuiltShop({ NODE_ENV: 'test' });
    const body = JSON.stringify({ email: 'nikdo@example.cz', password: 'špatné heslo' });
    const socket = connect(Number(new URL(shop.origin).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk));
    await once(socket, 'connect');
    // Expect: 100-continue makes the server say when it has taken the request, before the body comes.
    socket.write(
      `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\nExpect: 100-continue\r\n\r\n`,
    );
    await new Promise<void>((taken) => socket.on('data', () => answer.includes('100 Continue') && taken()));

    shop.child.kill('SIGTERM');
    await shop.printed('SIGTERM');
    await expect(fetch(`${shop.origin}/healthz`)).rejects.toThrow();

    socket.write(body); // not end(): a client that half-closes has given up on its answer
    await once(socket, 'close');
    expect(answer).toMatch(/HTTP\/1\.1 401/);
    expect(answer).toContain('"message"');
    expect(await shop.stop()).toBe(0);
    expect(shop.output()).toContain('Stopped.');
  });
});

describe('npm run backup while customers order, then npm run restore', () => {
  it('restores into a new data directory that starts and holds every order acknowledged before the backup began, with its items', async () => {
    const shop = await startBuiltShop({ NODE_ENV: 'test' });
    const scratch = mkdtempSync(join(tmpdir(), 'shop-backup-run-'));
    const restoredDir = join(scratch, 'restored');
    const post = (path: string, body: unknown, token?: string) =>
      fetch(shop.origin + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      });
    const token = ((await (await post('/api/users/login', { email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' })).json()) as { token: string }).token;
    const products = (await (await fetch(`${shop.origin}/api/products/all`)).json()) as Array<{ _id: number; countInStock: number }>;
    const product = products.reduce((most, p) => (p.countInStock > most.countInStock ? p : most));
    const shippingAddress = { name: 'Jana Testová', address: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };

    const acknowledged: OrderJson[] = [];
    let ordering = true;
    const customers = [1, 2, 3].map(async (qty) => {
      while (ordering) {
        const answer = await post('/api/orders', { orderItems: [{ product: product._id, qty }], shippingAddress, paymentMethod: PAYMENT_METHODS.cash }, token);
        if (answer.status === 201) acknowledged.push((await answer.json()) as OrderJson);
        else throw new Error(`order answered ${answer.status}: ${await answer.text()}`);
      }
    });
    const until = async (count: number) => {
      while (acknowledged.length < count) await new Promise((wait) => setTimeout(wait, 5));
    };
    try {
      await until(6);
      const before = [...acknowledged];
      const backup = await runBuilt('backup.js', [], { DATA_DIR: shop.dataDir, BACKUP_DIR: join(scratch, 'backups') });
      expect(backup.code, backup.output).toBe(0);
      await until(before.length + 6); // the shop went on taking orders during and after the backup
      ordering = false;
      await Promise.all(customers);
      const [folder] = readdirSync(join(scratch, 'backups'));
      const restore = await runBuilt('restore.js', [join(scratch, 'backups', folder!), restoredDir], {});
      expect(restore.code, restore.output).toBe(0);
      await shop.stop();

      const restored = await startBuiltShop({ NODE_ENV: 'test' }, restoredDir);
      try {
        const mine = (await (await fetch(`${restored.origin}/api/orders/myorders`, { headers: { Authorization: `Bearer ${token}` } })).json()) as OrderJson[];
        const restoredById = new Map(mine.map((order) => [order._id, order]));
        for (const order of before) expect(restoredById.get(order._id)?.orderItems).toEqual(order.orderItems);
      } finally {
        await restored.stop();
      }
    } finally {
      ordering = false;
      await Promise.allSettled(customers);
      await shop.stop();
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the refusal names a secret setting without its value', () => {
  it('a mistyped SMTP_URL and a short ADMIN_PASSWORD are named, and neither value is printed', async () => {
    const { code, output } = await runBuiltServer({
      ...PRODUCTION_SETTINGS,
      SMTP_URL: 'smpt://uzivatel:tajne-heslo-smtp@smtp.example.cz',
      ADMIN_EMAIL: 'spravce@example.cz',
      ADMIN_PASSWORD: 'kratke',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('- SMTP_URL ');
    expect(output).toContain('- ADMIN_PASSWORD ');
    expect(output).not.toContain('tajne-heslo-smtp');
    expect(output).not.toContain('kratke');
    expect(output).not.toContain('go together');
  });
});

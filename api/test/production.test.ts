// The built server in production mode, started as `npm run serve` starts it: what it refuses,
// what a safe start holds, and how it stops.
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltShop, PRODUCTION_SETTINGS, runBuiltServer, startBuiltShop } from './builtServer';
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

  it('answers /healthz with 200 {"status":"ok"}', async () => {
    const response = await fetch(`${shop.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('has no demo account: the demo administrator’s login is refused', async () => {
    expect((await signIn({ email: 'admin@slovozivota.cz', password: 'admin1234' })).status).toBe(401);
    expect((await signIn(admin)).status).toBe(200);
  });

  it('has an empty catalogue without SEED_DEMO', async () => {
    expect(await (await fetch(`${shop.origin}/api/products/all`)).json()).toEqual([]);
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

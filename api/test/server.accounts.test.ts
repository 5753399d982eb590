import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, PRODUCTION_SETTINGS } from './builtServer';
import { linksIn, startSmtpServer } from './standins/smtpServer';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-accounts-start-'));
let base = '';
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real entry point and collects what it prints. */
async function startShop(env: Record<string, string>): Promise<{ child: ChildProcess; output: string[] }> {
  const output: string[] = [];
  // A new port for every start (the previous server may still be letting go of its own), one the
  // system gave out as free: a random one may be taken, or be one fetch refuses (4045, 4190).
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // node itself with tsx's loader, so SIGTERM reaches the server (npx would leave it running).
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('Shop running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.join('')}`)));
  });
  return { child, output };
}

/** Waits for a state the server reaches by itself (a mail sent after the answer). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const stop = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
const login = (email: string, password: string) =>
  fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });

describe('starting the shop with accounts', () => {
  it('in production: creates the ADMIN_EMAIL administrator, no demo accounts, and sends mails through SMTP_URL without their links in the log', async () => {
    const smtp = await startSmtpServer();
    const { child, output } = await startShop({
      ...PRODUCTION_SETTINGS,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'Spravce@Example.cz',
      ADMIN_PASSWORD: 'Heslo-spravce-1',
    });
    try {
      const admin = await login('spravce@example.cz', 'Heslo-spravce-1');
      expect(await admin.json()).toMatchObject({ email: 'spravce@example.cz', isAdmin: true });
      expect(admin.headers.getSetCookie()).toEqual([
        expect.stringMatching(/^device=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/api\/users\/login; HttpOnly; Secure; SameSite=Lax$/),
      ]);
      expect((await login('admin@slovozivota.cz', 'admin1234')).status).toBe(401);

      const registered = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Jana', email: 'jana@example.cz', password: 'Heslo-Jany-123' }),
      });
      expect(registered.status).toBe(201);
      const [link] = linksIn(await smtp.nextMailTo('jana@example.cz'));
      expect(link).toMatch(/^https:\/\/obchod\.example\.cz\/registerLink\/jana%40example\.cz\/[a-z2-7]{52}$/);
      expect(output.join('')).not.toContain(link);
      expect(output.join('')).not.toContain('Heslo-spravce-1');
    } finally {
      await stop(child);
      await smtp.close();
    }
  }, 60_000);

  it('outside production without SMTP_URL: writes mails to the outbox with their links in the log', async () => {
    const { child, output } = await startShop({ NODE_ENV: 'development', PUBLIC_URL: 'https://obchod.example/' });
    try {
      const registered = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Petra', email: 'petra@example.cz', password: 'Heslo-Petry-123' }),
      });
      expect(registered.status).toBe(201);
      await until(() => /"outboxLinks":\["https:\/\/obchod\.example\/registerLink\/petra%40example\.cz\/[a-z2-7]{52}"\]/.test(output.join('')));
      expect(readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    } finally {
      await stop(child);
    }
  }, 60_000);

  it('outside production: the demo accounts exist, one per role', async () => {
    const { child } = await startShop({ NODE_ENV: 'development' });
    try {
      expect(await (await login('admin@slovozivota.cz', 'admin1234')).json()).toMatchObject({ isAdmin: true, isAssistant: false });
      expect(await (await login('asistent@slovozivota.cz', 'asistent1234')).json()).toMatchObject({ isAdmin: false, isAssistant: true });
      expect(await (await login('zakaznik@slovozivota.cz', 'zakaznik1234')).json()).toMatchObject({ isAdmin: false, isAssistant: false });
    } finally {
      await stop(child);
    }
  }, 60_000);
});

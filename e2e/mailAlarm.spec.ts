import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { freePort } from '../api/test/builtServer';
import { skipCookieBanner } from './support/pwa';

// Issue 27, finding 13: while mail does not leave the shop, staff see an alarm over their screens.
// A shop of its own (the built server on a scratch DATA_DIR) whose mail server is dead and whose
// outbox holds a mail that has waited 45 minutes; the shared shop, whose mail leaves, shows none.

const ADMIN = { email: 'admin@slovozivota.cz', password: 'admin1234' };
const ASSISTANT = { email: 'asistent@slovozivota.cz', password: 'asistent1234' };
const ALARM = 'E-maily z obchodu neodcházejí';

let shop: ChildProcess;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-mail-'));
  const deadSmtp = `smtp://127.0.0.1:${await freePort()}`; // nothing listens there
  const env = { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'false', SMTP_URL: deadSmtp };
  shop = spawn(process.execPath, ['dist-server/server.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  origin = await new Promise<string>((resolve, reject) => {
    shop.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const port = /Shop running on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    shop.on('exit', (code) => reject(new Error(`the shop exited with ${code}: ${output}`)));
  });
  const db = new Database(join(dataDir, 'shop.db'));
  const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();
  // Waiting 45 minutes, its next attempt a day away: the dead server never gets to refuse it meanwhile.
  db.prepare('insert into mail_outbox (recipient, subject, text, html, attempts, next_attempt_at, created_at) values (?, ?, ?, ?, 3, ?, ?)').run(
    'jana@example.cz',
    'Potvrzení objednávky',
    'Dobrý den',
    '<p>Dobrý den</p>',
    at(24 * 60),
    at(-45),
  );
  db.close();
});

test.afterAll(async () => {
  shop.kill('SIGTERM');
  await once(shop, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => skipCookieBanner(page));

async function signedIn(page: Page, request: APIRequestContext, at: string, who: typeof ADMIN) {
  const answer = await request.post(`${at}/api/users/login`, { data: who });
  expect(answer.status(), `sign-in of ${who.email}`).toBe(200);
  const user = JSON.stringify(await answer.json());
  await page.goto(`${at}/`);
  await page.evaluate((info) => localStorage.setItem('userInfo', info), user);
}

test('administrator and assistant see the alarm with the waiting mail while mail does not leave', async ({ page, request }) => {
  await signedIn(page, request, origin, ADMIN);
  await page.goto(`${origin}/admin/orderlist`);
  const alarm = page.getByRole('alert').filter({ hasText: ALARM });
  await expect(alarm).toBeVisible({ timeout: 15_000 });
  await expect(alarm).toContainText(/1 e-mail čeká na odeslání, nejstarší 4[5-6]\s+min\./); // 46 once a minute has passed since the insert
  await page.screenshot({ path: test.info().outputPath('mail-alarm-admin.png') });

  await signedIn(page, request, origin, ASSISTANT);
  await page.goto(`${origin}/admin/audio`);
  await expect(page.getByRole('alert').filter({ hasText: ALARM })).toBeVisible({ timeout: 15_000 });
});

test('the shared shop, whose mail leaves, shows staff no alarm', async ({ page, request }) => {
  await signedIn(page, request, '', ADMIN);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/mail-health'));
  await page.goto('/admin/orderlist');
  expect(await (await answered).json()).toMatchObject({ stale: false });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(ALARM)).toHaveCount(0);
});

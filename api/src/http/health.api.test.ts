import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_HONEYPOT } from '@contract/account';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { migrateToLatest } from '../../../migrations';
import { createLog } from '../log';
import { visitCounter } from '../site/counter';
import { freePort } from '../../test/builtServer';
import { signInDemoAccounts } from '../../test/staff';
import { startSmtpServer } from '../../test/standins/smtpServer';
import { call, startTestServer, testClock, testConfig, type TestServer, withJson, withToken } from '../../test/testServer';

const MINUTE = 60_000;
const calmOutbox = { stale: false, staleMinutes: 30, pending: 0, oldestPendingMinutes: null, failed: 0 };

let server: TestServer | undefined;
afterEach(async () => server?.close());

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"} with the outbox while the database answers and is migrated, and names nothing else', async () => {
    server = await startTestServer();
    expect(await call(server, '/healthz')).toEqual({ status: 200, body: { status: 'ok', outbox: calmOutbox } });
    expect(await call(server, '/readyz')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 once mail has waited over MAIL_STALE_MINUTES with the mail server dead, staff are told, and all is well once it is back', async () => {
    const clock = testClock();
    const deadPort = await freePort(); // nothing listens there
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${deadPort}`, now: clock.now, mailTiming: { pollMs: 50 } });
    const { admin, assistant, customer } = await signInDemoAccounts(server);
    const contactForm = { name: 'Jana Nováková', email: 'jana@example.cz', emailMessage: 'Dobrý den' };
    expect((await call(server, '/api/auth/contact', withJson('POST', { contactForm, ...CONTACT_HONEYPOT }))).status).toBe(200);
    const tried = () => server!.db.selectFrom('mail_outbox').select(['state', 'last_error']).execute();
    await vi.waitFor(async () => expect(await tried()).toEqual(Array(2).fill({ state: 'pending', last_error: expect.stringContaining('ECONNREFUSED') })));

    clock.advance(30 * MINUTE);
    expect(await call(server, '/healthz')).toEqual({ status: 200, body: { status: 'ok', outbox: { ...calmOutbox, pending: 2, oldestPendingMinutes: 30 } } });

    clock.advance(MINUTE);
    const stale = { stale: true, staleMinutes: 30, pending: 2, oldestPendingMinutes: 31, failed: 0 };
    expect(await call(server, '/healthz')).toEqual({
      status: 503,
      body: { status: 'unavailable', message: 'E-maily z obchodu neodcházejí déle než 30 minut.', outbox: stale },
    });
    expect(await call(server, '/readyz')).toEqual({ status: 200, body: { status: 'ok' } }); // the proxy keeps sending customers
    for (const staff of [admin, assistant]) expect(await call(server, '/api/admin/mail-health', withToken(staff.token))).toEqual({ status: 200, body: stale });
    expect((await call(server, '/api/admin/mail-health', withToken(customer.token))).status).toBe(403);
    expect((await call(server, '/api/admin/mail-health')).status).toBe(401);

    const smtp = await startSmtpServer({ port: deadPort });
    try {
      clock.advance(10 * MINUTE); // past the retries' backoff
      await smtp.nextMailTo('jana@example.cz');
      await vi.waitFor(async () => expect(await call(server!, '/healthz')).toEqual({ status: 200, body: { status: 'ok', outbox: calmOutbox } }));
      expect(await call(server, '/api/admin/mail-health', withToken(admin.token))).toEqual({ status: 200, body: calmOutbox });
    } finally {
      await server.close();
      server = undefined;
      await smtp.close();
    }
  });

  it('stays 200 while one mail waits but others leave (an address that keeps refusing shows on its order)', async () => {
    const clock = testClock();
    const smtp = await startSmtpServer();
    server = await startTestServer({ smtpUrl: smtp.url, now: clock.now, mailTiming: { pollMs: 50 } });
    try {
      const mail = { subject: 'Zkouška', text: 'Dobrý den', html: '<p>Dobrý den</p>' };
      // A mail waiting an hour (in its retries) beside one that left a minute ago.
      await server.db
        .insertInto('mail_outbox')
        .values([
          {
            recipient: 'odmita@example.cz',
            ...mail,
            state: 'pending',
            attempts: 5,
            next_attempt_at: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
            created_at: new Date(clock.now().getTime() - 60 * MINUTE).toISOString(),
          },
          {
            recipient: 'jana@example.cz',
            ...mail,
            state: 'sent',
            attempts: 1,
            next_attempt_at: clock.now().toISOString(),
            created_at: new Date(clock.now().getTime() - 2 * MINUTE).toISOString(),
            sent_at: new Date(clock.now().getTime() - MINUTE).toISOString(),
          },
        ])
        .execute();
      expect(await call(server, '/healthz')).toEqual({ status: 200, body: { status: 'ok', outbox: { ...calmOutbox, pending: 1, oldestPendingMinutes: 60 } } });
      clock.advance(30 * MINUTE); // nothing has left for 31 minutes now
      expect((await call(server, '/healthz')).status).toBe(503);
    } finally {
      await server.close();
      server = undefined;
      await smtp.close();
    }
  });

  it('answers 503 with a message while migrations are pending, and 200 once they have run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-health-'));
    const db = openDatabase(join(dir, 'shop.db'));
    const log = createLog({ level: 'silent' });
    const app = createApp({
      db,
      config: testConfig(dir, 'http://127.0.0.1'),
      now: () => new Date(),
      log,
      visits: visitCounter(db, log),
    });
    try {
      const pending = await app.request('/healthz');
      expect(pending.status).toBe(503);
      expect(await pending.json()).toMatchObject({ status: 'unavailable', message: expect.stringContaining('migrace') });
      await migrateToLatest(db);
      expect((await app.request('/healthz')).status).toBe(200);
      await db.destroy();
      const closed = await app.request('/healthz');
      expect(closed.status).toBe(503);
      expect(await closed.json()).toMatchObject({ message: 'Databáze neodpovídá.' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

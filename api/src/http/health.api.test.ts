import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { migrateToLatest } from '../../../migrations';
import { createLog } from '../log';
import { visitCounter } from '../site/counter';
import { NO_TRUSTED_PROXIES } from './trustedProxies';
import { call, startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer | undefined;
afterEach(async () => server?.close());

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"} while the database answers and is migrated, and names nothing else', async () => {
    server = await startTestServer();
    expect(await call(server, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 with a message while migrations are pending, and 200 once they have run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-health-'));
    const db = openDatabase(join(dir, 'shop.db'));
    const log = createLog({ level: 'silent' });
    const app = createApp({
      db,
      config: { publicUrl: 'http://127.0.0.1', shopEmail: 'obchod@example.cz', uploadsDir: join(dir, 'uploads'), staticDir: 'public', trustProxy: NO_TRUSTED_PROXIES },
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

import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import { type Db, migrateToLatest, openDatabase } from '../src/db/open';

export interface TestServer {
  url: string;
  db: Db;
  dir: string;
  close(): Promise<void>;
}

/** The real app on a fresh SQLite file in a temporary folder, listening on a free loopback port. */
export async function startTestServer(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const db = openDatabase(join(dir, 'shop.db'));
  await migrateToLatest(db);
  const app = createApp({ db });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    dir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** GET or another method against the test server; answers status and parsed JSON body. */
export async function call<T = unknown>(server: TestServer, path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(server.url + path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

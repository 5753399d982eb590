import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { wireApp } from '../src/appWiring';
import type { AppConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/open';
import { createLog } from '../src/log';
import { createMailer } from '../src/mail/mailer';
import type { SenderTiming } from '../src/mail/mailSender';
import type { PacketaClient } from '../src/orders/packeta';
import type { FioClient } from '../src/payments/fioClient';
import type { Payments } from '../src/payments/stripeClient';
import type { PushTiming } from '../src/push/pushSender';
import type { VapidKeys } from '../src/push/vapidKeys';
import { NO_TRUSTED_PROXIES } from '../src/http/trustedProxies';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface TestServer {
  url: string;
  db: Db;
  /** Where another connection opens this server's database (testDatabase.ts). */
  databaseLocation: string;
  dir: string;
  /** Every JSON line the server logged so far, in order. */
  logLines: string[];
  /** Every method and path pattern the app routes, middleware included, as Hono lists them (`app.routes`). */
  routes: readonly { method: string; path: string }[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** The SMTP server to send through; without it mails go to the outbox folder in the temporary folder. */
  smtpUrl?: string;
  /** Settings over the defaults (publicUrl is the server's own address, shopEmail obchod@example.cz, staticDir the repository's public folder). */
  config?: Partial<AppConfig>;
  now?: () => Date;
  /** Card payments: the Stripe SDK pointed at a stand-in on 127.0.0.1 (dev/stripeStandIn.ts). */
  payments?: Payments;
  /** Handing parcels over: the Packeta client pointed at a stand-in on 127.0.0.1 (dev/packetaStandIn.ts). */
  packeta?: PacketaClient;
  /** Bank transfers: the Fio client, pointed at a stand-in on 127.0.0.1 (dev/fioStandIn.ts). */
  fio?: FioClient;
  /** Web Push with these keys; `production` allows only the push services' endpoints; `sender: false` runs no sender (a process that died: its pushes wait in the outbox). */
  push?: { vapid: VapidKeys & { subject: string }; production?: boolean; timing?: Partial<PushTiming>; sender?: boolean };
  /** The mail sender's timing over its defaults (e.g. quick retries). */
  mailTiming?: Partial<SenderTiming>;
  /** Also serve the pages and files of the app built into config.staticDir, behind the API, as server.ts does. */
  site?: boolean;
  /** Another shop process: this server opens its own connection to that server's database, which stays that server's to remove. */
  sameDatabaseAs?: TestServer;
  /** A database the test made (a file or a postgres:// address), opened as it is and left for the test to remove. */
  databaseAt?: string;
}

/** The body of an API answer that is not what was asked for: a Czech message. */
export type MessageJson = { message: string };

export const SHOP_EMAIL = 'obchod@example.cz';
/** Where the tests' shop hears of new orders: apart from SHOP_EMAIL, so a test reading the shop's other mails never takes a notice. */
export const SHOP_ORDERS_EMAIL = 'objednavky@example.cz';

/** The settings a test's app runs with: links on `publicUrl`, uploads in `dir`, the repository's public folder; `overrides` over them. */
export const testConfig = (dir: string, publicUrl: string, overrides: Partial<AppConfig> = {}): AppConfig => ({
  publicUrl,
  shopEmail: SHOP_EMAIL,
  shopOrdersEmail: SHOP_ORDERS_EMAIL,
  uploadsDir: join(dir, 'uploads'),
  staticDir: resolve('public'),
  trustProxy: NO_TRUSTED_PROXIES,
  ...overrides,
});

/** The real app on a fresh database (testDatabase.ts: SQLite, or PostgreSQL in the postgres project), listening on a free loopback port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const existing = options.sameDatabaseAs?.databaseLocation ?? options.databaseAt;
  const { db, location, drop } = existing ? openedDatabase(existing) : await createTestDatabase(dir);
  const logLines: string[] = [];
  const log = createLog({ level: 'info', destination: { write: (line) => void logLines.push(line) } });
  // The app is built below, once the port is known, because its links are built on its own address.
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request, env) => app.fetch(request, env), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = testConfig(dir, url, options.config);
  const now = options.now ?? (() => new Date());
  const mailer = createMailer({ from: 'Slovo života <eshop@example.cz>', smtpUrl: options.smtpUrl, outboxDir: join(dir, 'outbox'), log });
  const { push } = options;
  const { app, stopSenders } = wireApp({
    db,
    config,
    now,
    log,
    mailer,
    mailTiming: options.mailTiming,
    payments: options.payments,
    packeta: options.packeta,
    fio: options.fio,
    push: push && { ...push, production: push.production ?? false },
    site: options.site ?? false,
  });
  return {
    url,
    db,
    databaseLocation: location,
    dir,
    logLines,
    routes: app.routes,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopSenders();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A connection of this server's own to a database someone else removes. */
function openedDatabase(location: string): TestDatabase {
  const db = openDatabase(location);
  return { db, location, drop: () => db.destroy() };
}

/** The server's log lines (those from index `from` on) as objects (level, msg, reqId, … as api/src/log.ts writes them). */
export const logEntriesOf = (server: TestServer, from = 0): Record<string, unknown>[] =>
  server.logLines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

/** GET or another method against the test server; answers status and parsed JSON body. */
export async function call<T = unknown>(server: Pick<TestServer, 'url'>, path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(server.url + path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Like `call`, but from another loopback address (127.0.0.2, 127.0.0.3, …), as a second client
 * with its own IP would; for the per-IP limits.
 */
export function callFrom<T = unknown>(ip: string, server: Pick<TestServer, 'url'>, path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        localAddress: ip,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body as string | undefined);
  });
}

/** A request with a JSON body, optionally signed in with a bearer token. */
export const withJson = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
  body: JSON.stringify(body),
});

export const withToken = (token: string, method = 'GET'): RequestInit => ({ method, headers: { Authorization: `Bearer ${token}` } });

/** A clock the test moves forward; the app measures every expiry with it. */
export function testClock(start = new Date()) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

// npm run bench:staff — the staff's day (issue 31) on a year of a busy shop: 50,000 orders with
// 150,000 items (BENCH_ORDERS) in a scratch SQLite database and a scratch PostgreSQL one, served by
// the real app over HTTP on loopback. Each measure is one entry of MEASURES; the ceiling, measured in
// the same run on the same server, is GET /api/counter/count (an authenticated-free one-row read).
// Goals: the filtered order list p50 ≤ 50 ms; the figures of the year p50 ≤ 300 ms; a year's CSV in
// ≤ 10 s with the process's RSS at most 50 MB over its idle level.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { orderSearchText } from '../contract/admin/orderDesk';
import { PAYMENT_METHODS } from '../contract/checkout/payment';
import { createSession } from '../api/src/accounts/sessions';
import { createApp } from '../api/src/app';
import { type Db, openDatabase } from '../api/src/db/open';
import { migrateToLatest } from '../migrations';
import { benchAppDeps } from './appDeps';
import { sql } from 'kysely';
import { engineOf } from '../api/src/db/engine';
import { machineFacts } from './machine';
import { backendCpuMeter, benchPostgresUrl, type CpuMeter, createScratchDatabase } from './scratchPostgres';
import { printTable } from './table';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
/** Both engines, or the one BENCH_ENGINE names (sqlite or postgres). */
const ENGINES = process.env.BENCH_ENGINE ? [process.env.BENCH_ENGINE] : ['sqlite', 'postgres'];
if (!ENGINES.every((engine) => engine === 'sqlite' || engine === 'postgres')) throw new Error('BENCH_ENGINE is sqlite or postgres');
const ITEMS_PER_ORDER = 3;
const PRODUCTS = 200;
const ROUNDS = 50;
const YEAR_START = Date.parse('2025-01-01T08:00:00Z');
const YEAR_MS = 365 * 24 * 3600 * 1000;
const NAMES = ['Jana Nováková', 'Petr Dvořák', 'Žofie Černá', 'Marie Svobodová', 'Tomáš Veselý', 'Eva Procházková'];
const METHODS = Object.values(PAYMENT_METHODS);

interface Target {
  origin: string;
  token: string;
  /** CPU time used so far (µs) by this process (server and client) and the database's backends: what a quiet machine would wait for. */
  cpuMicros(): Promise<number>;
}

/** One figure of the bench: what it measures, its goal and how it is taken. */
interface Measure {
  name: string;
  goal: string;
  run(target: Target): Promise<{ value: string; ratio?: number; ok: boolean }>;
}

const get = (target: Target, path: string) => fetch(target.origin + path, { headers: { Authorization: `Bearer ${target.token}` } });

/** The median milliseconds of `rounds` calls of `path`, one after another, each read to its end, and their mean CPU time. */
async function p50(target: Target, path: string, rounds = ROUNDS): Promise<{ ms: number; cpuMs: number }> {
  const times: number[] = [];
  const cpuBefore = await target.cpuMicros();
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    const response = await get(target, path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  const cpuMs = ((await target.cpuMicros()) - cpuBefore) / 1000 / rounds;
  return { ms: times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!, cpuMs };
}

let ceilingMs = 0;
const p50Measure = (name: string, path: string, goalMs: number, rounds = ROUNDS): Measure => ({
  name,
  goal: `p50 ≤ ${goalMs} ms`,
  async run(target) {
    const { ms, cpuMs } = await p50(target, path, rounds);
    return { value: `${ms.toFixed(1)} ms, CPU ${cpuMs.toFixed(1)} ms/call`, ratio: ms / ceilingMs, ok: ms <= goalMs };
  },
});
const listMeasure = (name: string, path: string) => p50Measure(name, path, 50);

/** Streams the year's CSV, reading it chunk by chunk, and samples the process's RSS meanwhile. */
const csvMeasure = (name: string, path: string): Measure => ({
  name,
  goal: '≤ 10 s, RSS ≤ 50 MB over idle',
  async run(target) {
    globalThis.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const cpuBefore = await target.cpuMicros();
    const start = performance.now();
    const response = await get(target, path);
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - start) / 1000;
    const cpuSeconds = ((await target.cpuMicros()) - cpuBefore) / 1e6;
    clearInterval(sampler);
    const overIdleMb = (peak - idle) / 2 ** 20;
    return {
      value: `${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s), ${(bytes / 2 ** 20).toFixed(1)} MB of CSV, RSS +${overIdleMb.toFixed(1)} MB`,
      ratio: (seconds * 1000) / ceilingMs,
      ok: seconds <= 10 && overIdleMb <= 50,
    };
  },
});

/** The figures; another one is one more entry. */
const MEASURES: Measure[] = [
  listMeasure('desk: all orders, newest first', '/api/admin/orders'),
  listMeasure('desk: paid and not sent', '/api/admin/orders?state=paid'),
  listMeasure('desk: 1–31 March', '/api/admin/orders?from=2025-03-01&to=2025-03-31'),
  listMeasure('desk: search "novakova"', '/api/admin/orders?q=novakova'),
  listMeasure(
    'desk: card, by post, March, by total',
    `/api/admin/orders?payment=${encodeURIComponent(PAYMENT_METHODS.card)}&delivery=posta&from=2025-03-01&to=2025-03-31&sort=totalDesc`,
  ),
  listMeasure('desk: search "novakova" waiting', '/api/admin/orders?q=novakova&state=waiting'),
  listMeasure('desk: page 200', '/api/admin/orders?page=200'),
  p50Measure('figures: the year 2025', '/api/admin/stats?from=2025-01-01&to=2025-12-31', 300, 20),
  csvMeasure('CSV: a year of orders', '/api/admin/orders/export.csv?from=2025-01-01&to=2025-12-31'),
  csvMeasure('CSV: a year of items', '/api/admin/orders/export.csv?from=2025-01-01&to=2025-12-31&lines=1'),
];

/** A year of orders spread evenly, in every state, with three items each of PRODUCTS titles (a few low or sold out). */
async function fillShop(db: Db): Promise<void> {
  const products = await db
    .insertInto('products')
    .values(Array.from({ length: PRODUCTS }, (_, i) => ({ name: `Titul ${i + 1}`, price: 25000, count_in_stock: i % 20 })))
    .returning('id')
    .execute();
  for (let start = 0; start < ORDERS; start += 500) {
    const rows = Array.from({ length: Math.min(500, ORDERS - start) }, (_, offset) => {
      const i = start + offset;
      const at = new Date(YEAR_START + Math.floor((i / ORDERS) * YEAR_MS)).toISOString();
      const name = NAMES[i % NAMES.length]!;
      const email = `zakaznik${i}@example.cz`;
      const phone = `+420 777 ${String(i).padStart(6, '0')}`;
      const orderNumber = 2025_000_001 + i;
      const stage = i % 7; // 0 new … 6 cancelled, roughly
      return {
        order_number: orderNumber,
        name,
        email,
        ship_name: name,
        ship_address: 'Dlouhá 12',
        ship_city: 'Praha',
        ship_postal_code: '110 00',
        ship_country: 'Česká republika',
        ship_phone: phone,
        payment_method: METHODS[i % METHODS.length]!,
        delivery_method: i % 2 ? 'posta' : 'packeta',
        items_price: 75000,
        shipping_price: 7500,
        tax_price: 0,
        total_price: 82500 + (i % 100) * 100,
        is_paid: stage >= 2 && stage < 6 ? 1 : 0,
        is_sent: stage >= 3 && stage < 6 ? 1 : 0,
        is_delivered: stage === 4 || stage === 5 ? 1 : 0,
        is_cancelled: stage === 6 ? 1 : 0,
        search_text: orderSearchText({ orderNumber, name, shipName: name, billingName: '', email, phone }),
        created_at: at,
        updated_at: at,
      };
    });
    const ids = await db.insertInto('orders').values(rows).returning('id').execute();
    await db
      .insertInto('order_items')
      .values(
        ids.flatMap(({ id }) =>
          Array.from({ length: ITEMS_PER_ORDER }, (_, line) => {
            const product = (id * ITEMS_PER_ORDER + line) % PRODUCTS;
            return { order_id: id, product_id: products[product]!.id, name: `Titul ${product + 1}`, qty: 1, price: 25000 };
          }),
        ),
      )
      .execute();
  }
}

async function adminToken(db: Db): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({ name: 'Bench Admin', email: 'bench-admin@example.cz', is_admin: 1, is_registered: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createSession(db, id, new Date());
}

/** CPU time so far (µs) of this process, and of the database's backends when it has its own (PostgreSQL). */
const cpuMicros = async (backends?: CpuMeter) => {
  const own = process.cpuUsage();
  return own.user + own.system + (backends ? await backends.read() : 0);
};

async function benchEngine(engine: string, db: Db, dir: string, backends?: CpuMeter): Promise<string[][]> {
  await migrateToLatest(db);
  const filling = performance.now();
  await fillShop(db);
  // What autovacuum does to a busy table of a running shop: its statistics and visibility map.
  if (engineOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
  console.log(`${engine}: ${ORDERS} orders with ${ORDERS * ITEMS_PER_ORDER} items in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  const app = createApp(benchAppDeps(db, dir));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const target = {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    token: await adminToken(db),
    cpuMicros: () => cpuMicros(backends),
  };
  try {
    const ceiling = await p50(target, '/api/counter/count');
    ceilingMs = ceiling.ms;
    const lines = [[engine, 'ceiling: GET /api/counter/count', '', `${ceiling.ms.toFixed(1)} ms, CPU ${ceiling.cpuMs.toFixed(1)} ms/call`, '1.0', '']];
    for (const measure of MEASURES) {
      const { value, ratio, ok } = await measure.run(target);
      lines.push([engine, measure.name, measure.goal, value, ratio === undefined ? '' : ratio.toFixed(1), ok ? 'ok' : 'MISSED']);
    }
    return lines;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const uptimeBefore = uptime();
const loadBefore = loadavg()[0]!;
const dir = mkdtempSync(join(tmpdir(), 'bench-staff-'));
const lines: string[][] = [];
try {
  if (ENGINES.includes('sqlite')) {
    const sqlite = openDatabase(join(dir, 'shop.db'));
    lines.push(...(await benchEngine('SQLite', sqlite, dir).finally(() => sqlite.destroy())));
  }
  if (ENGINES.includes('postgres')) {
    const scratch = await createScratchDatabase(benchPostgresUrl(), 'bench_staff');
    const postgres = openDatabase(scratch.location);
    const backends = backendCpuMeter(scratch.location);
    try {
      lines.push(...(await benchEngine('PostgreSQL', postgres, dir, backends)));
    } finally {
      await backends.close();
      await postgres.destroy();
      await scratch.drop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
printTable(['engine', 'measure', 'goal', 'figure', '× ceiling', ''], lines, `Staff desk: ${ORDERS} orders, ${ORDERS * ITEMS_PER_ORDER} items`);
console.log(`uptime before: ${uptimeBefore}\nuptime after:  ${uptime()}`);
console.log(JSON.stringify(machineFacts(loadBefore, loadavg()[0]!)));

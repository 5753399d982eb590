// npm run bench:orders — how many orders per second the real server takes over HTTP, side by side
// with the same server answering GET /api/counter/count under the same load (the ceiling: what one
// cheap request costs). Goals: orders/s ≥ 5 % of the ceiling's req/s, order p99 ≤ 10 × its p99.
// Starts api/src/server.ts in a child process on a scratch DATA_DIR holding the demo catalogue (stock
// raised high in the copy) and BENCH_CUSTOMERS signed-in customers made directly in that database;
// then BENCH_CONNECTIONS concurrent clients (a bounded pool of fetches on keep-alive connections)
// POST /api/orders for BENCH_SECONDS, each request as the next customer with a fresh
// Idempotency-Key and 1–3 titles whose prices and totals it states like the PWA does.
// Without SMTP_URL every order queues its confirmation, which the server's mail sender renders (the
// PDF invoice, in a worker thread) and writes as an .eml file meanwhile: that work is part of what
// is measured. At the end the order count in the database must equal the 201 answers, no stock may
// be negative and every order must have its mail in the outbox.
// BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_CUSTOMERS (50) change the load;
// BENCH_CPU_PROF=<dir> profiles the server.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createDemoDatabase } from './demoDatabase';
import { latencies, load, type OrderData, orderChecks, orderFacts, placeOrder, prepareOrderData, STOCK } from './orderLoad';
import { machineFacts } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const WARM_UP_SECONDS = 2;
const MAIL_WAIT_MS = 120_000;
const CEILING_PATH = '/api/counter/count';
/** The goals of issue 12: orders/s against the ceiling's req/s, order p99 against the ceiling's p99. */
const GOAL = { throughputShare: 0.05, p99Factor: 10 };
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

interface Scratch extends OrderData {
  dir: string;
}

/** The demo catalogue with stock raised high, and CUSTOMERS confirmed customers with live sessions. */
async function prepareScratch(): Promise<Scratch> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const file = join(dir, 'shop.db');
  await createDemoDatabase(file);
  return { dir, ...(await prepareOrderData(file, CUSTOMERS)) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server (api/src/server.ts) on the scratch data, as `npm start` runs it minus the build. */
async function startServer(dir: string): Promise<{ origin: string; child: ChildProcess; logLines: () => number }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // With BENCH_CPU_PROF=<dir> the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, SMTP_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lines = 0;
  createInterface({ input: child.stderr! }).on('line', (line) => console.error(`[server] ${line}`));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before it was ready`)));
    // The server logs a JSON line per request and per mail written to the outbox; they are counted, not printed.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines++;
      if (line.includes('Shop running on ')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { origin, child, logLines: () => lines };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

const readCeiling = (origin: string) => () => fetch(`${origin}${CEILING_PATH}`, { signal: AbortSignal.timeout(30_000) });

const outboxCount = (dir: string) => {
  try {
    return readdirSync(join(dir, 'outbox')).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

async function waitForMails(dir: string, expected: number): Promise<number> {
  const until = Date.now() + MAIL_WAIT_MS;
  while (outboxCount(dir) < expected && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
  return outboxCount(dir);
}

async function main(): Promise<void> {
  if (!(SECONDS > 0) || !(CONNECTIONS > 0) || !(CUSTOMERS > 0))
    throw new Error('BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_CUSTOMERS must be positive numbers');
  const startedAt = new Date().toISOString();
  // Other work on the machine shares its cores with the server and the clients: recorded with the figures.
  const loadBefore = loadavg()[0]!;
  const scratch = await prepareScratch();
  console.log(`Scratch data in ${scratch.dir}: ${scratch.products.length} demo products (stock ${STOCK} each), ${CUSTOMERS} signed-in customers`);
  const server = await startServer(scratch.dir);
  try {
    console.log(
      `Server ${server.origin} (node --import tsx api/src/server.ts, no SMTP_URL: the mail sender writes each confirmation with its PDF invoice as an .eml file)`,
    );
    console.log(
      `Load: ${CONNECTIONS} concurrent clients (fetch, keep-alive): ${WARM_UP_SECONDS} s warm-up and ${SECONDS} s of GET ${CEILING_PATH}, then the same of POST /api/orders …`,
    );
    await load(WARM_UP_SECONDS, CONNECTIONS, readCeiling(server.origin));
    const ceiling = await load(SECONDS, CONNECTIONS, readCeiling(server.origin));
    const warmUp = await load(WARM_UP_SECONDS, CONNECTIONS, placeOrder([server.origin], scratch));
    const measured = await load(SECONDS, CONNECTIONS, placeOrder([server.origin], scratch));
    const created = (warmUp.statuses['201'] ?? 0) + (measured.statuses['201'] ?? 0);
    const mails = await waitForMails(scratch.dir, created);
    await stopServer(server.child);
    const db = await orderFacts(join(scratch.dir, 'shop.db'));

    const loadAfter = loadavg()[0]!;
    const ok = measured.statuses['201'] ?? 0;
    const failed = measured.requests - ok;
    const latencyMs = latencies(measured.latenciesMs);
    const ordersPerSecond = ok / measured.seconds;
    const ceilingLatencyMs = latencies(ceiling.latenciesMs);
    const ceilingPerSecond = (ceiling.statuses['200'] ?? 0) / ceiling.seconds;
    const checks = [
      ...orderChecks(db, created),
      { name: 'no failed requests', ok: failed === 0, detail: `${failed} (statuses ${JSON.stringify(measured.statuses)}, no answer ${measured.errors})` },
      { name: 'a confirmation mail per order in the outbox', ok: mails === created, detail: `${mails} of ${created}` },
      {
        name: `goal: orders/s ≥ ${GOAL.throughputShare * 100} % of the ceiling's req/s`,
        ok: ordersPerSecond >= GOAL.throughputShare * ceilingPerSecond,
        detail: `${((100 * ordersPerSecond) / ceilingPerSecond).toFixed(1)} %`,
      },
      {
        name: `goal: order p99 ≤ ${GOAL.p99Factor} × the ceiling's p99`,
        ok: latencyMs.p99 <= GOAL.p99Factor * ceilingLatencyMs.p99,
        detail: `${(latencyMs.p99 / ceilingLatencyMs.p99).toFixed(1)} ×`,
      },
    ];

    const row = (name: string, perSecond: number, l: typeof latencyMs) =>
      console.log(
        `${name.padEnd(24)} ${perSecond.toFixed(1).padStart(8)}   p50 ${l.p50.toFixed(1)}   p90 ${l.p90.toFixed(1)}   p99 ${l.p99.toFixed(1)}   max ${l.max.toFixed(1)}   mean ${l.mean.toFixed(1)}`,
      );
    console.log(`\n${''.padEnd(24)} ${'req/s'.padStart(8)}   latency ms`);
    row(`GET ${CEILING_PATH}`, ceilingPerSecond, ceilingLatencyMs);
    row('POST /api/orders', ordersPerSecond, latencyMs);
    console.log(`(${ok} orders in ${measured.seconds.toFixed(1)} s)`);
    console.log(`errors       ${failed}`);
    console.log(`machine      ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (1 min)`);
    for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);

    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `orders-${startedAt.replace(/[:.]/g, '-')}.json`);
    const config = {
      client: 'fetch pool',
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      connections: CONNECTIONS,
      customers: CUSTOMERS,
      ...machineFacts(loadBefore, loadAfter),
      mail: 'mail outbox, sent in the background (.eml + PDF invoice per order)',
    };
    const { latenciesMs: _samples, ...measuredSummary } = measured;
    const { latenciesMs: _ceilingSamples, ...ceilingSummary } = ceiling;
    writeFileSync(
      file,
      `${JSON.stringify({ startedAt, config, ceiling: { path: CEILING_PATH, perSecond: ceilingPerSecond, latencyMs: ceilingLatencyMs, ...ceilingSummary }, ordersPerSecond, latencyMs, errors: failed, measured: measuredSummary, warmUp: { requests: warmUp.requests, statuses: warmUp.statuses }, database: db, mails, checks }, null, 2)}\n`,
    );
    console.log(`Raw figures: ${file}`);
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    await stopServer(server.child);
    rmSync(scratch.dir, { recursive: true, force: true });
  }
}

await main();

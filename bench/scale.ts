// npm run bench:scale — does the shop grow with its processes? The catalogue list (the home screen's
// request) and orders, side by side in one run, on three setups: SQLite with 1 process, PostgreSQL
// with 1 process, PostgreSQL with 2 processes on one database (the load spread evenly over both).
// Goal: 2 processes on PostgreSQL give at least 1.6 × the list throughput of 1, with no order errors.
// Each setup has a database of its own holding the demo catalogue (stock raised high) and
// BENCH_CUSTOMERS signed-in customers: a scratch SQLite file, and scratch databases on the PostgreSQL
// server of BENCH_DATABASE_URL or TEST_DATABASE_URL (else the local one), dropped at the end. The
// servers are bench/benchServer.ts in child processes (no mail sender: each order's confirmation
// stays queued in the outbox). The list is loaded with autocannon (10 connections, no pipelining,
// shared evenly between a setup's processes), orders by BENCH_CONNECTIONS clients (a fetch pool,
// each customer's order to the processes in turn); the setups take turns in slices of about 2 s, so
// other work on the machine slows them alike. The load generator runs on the same machine: its CPU
// time, the servers' and the whole machine's are measured, and the requests per CPU-second of the
// shop's processes show whether the shop itself scales when the cores do not.
// BENCH_SECONDS (10) per setup and kind of load, BENCH_CONNECTIONS (10), BENCH_CUSTOMERS (50).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ChildServer, startChildServer } from './childServer';
import { createDemoDatabase } from './demoDatabase';
import { CONNECTIONS, type CpuMeters, type CpuSpent, type Measurement, measureSlice, PIPELINING, type Slice, summarize, warmUp, withCpu } from './load';
import { type Check, latencies, type Load, load, type OrderData, orderChecks, orderFacts, placeOrder, prepareOrderData } from './orderLoad';
import { LIST_PATH } from './paths';
import { backendCpuMeter, benchPostgresUrl, type CpuMeter, createScratchDatabase, type ScratchDatabase } from './scratchPostgres';
import { printTable } from './table';
import { machineFacts } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDER_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const WARM_UP_SECONDS = 2;
const ROUNDS = Math.max(1, Math.round(SECONDS / 2));
const SLICE_SECONDS = SECONDS / ROUNDS;
const GOAL = { listRatio: 1.6, orderErrors: 0 };
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

interface SetupPlan {
  name: string;
  engine: 'sqlite' | 'postgres';
  location: string;
  processes: number;
  data: OrderData;
}

interface Setup extends SetupPlan {
  servers: ChildServer[];
  /** The CPU time of all the setup's server processes together, and of its PostgreSQL backends. */
  meters: CpuMeters;
}

interface OrderMeasurement {
  load: Load;
  cpu: CpuSpent;
  /** 201 answers of the warm-up and the measured slices: the orders the database must hold. */
  created: number;
}

interface Result {
  setup: string;
  list: Measurement;
  orders: ReturnType<typeof orderSummary>;
  checks: Check[];
}

const origins = (setup: Setup) => setup.servers.map((server) => server.origin);

/** The three setups' databases: a SQLite file in `dir`, and two copies of one seeded PostgreSQL database. */
async function prepareDatabases(dir: string, scratch: ScratchDatabase[]): Promise<SetupPlan[]> {
  const file = join(dir, 'shop.db');
  await createDemoDatabase(file);
  const sqliteData = await prepareOrderData(file, CUSTOMERS);
  const onePg = await createScratchDatabase(benchPostgresUrl(), 'bench_scale');
  scratch.push(onePg);
  await createDemoDatabase(onePg.location);
  const pgData = await prepareOrderData(onePg.location, CUSTOMERS);
  const twoPg = await createScratchDatabase(benchPostgresUrl(), 'bench_scale', onePg); // the same rows, sessions included
  scratch.push(twoPg);
  return [
    { name: 'SQLite, 1 process', engine: 'sqlite', location: file, processes: 1, data: sqliteData },
    { name: 'PostgreSQL, 1 process', engine: 'postgres', location: onePg.location, processes: 1, data: pgData },
    { name: 'PostgreSQL, 2 processes', engine: 'postgres', location: twoPg.location, processes: 2, data: pgData },
  ];
}

async function startSetup(plan: SetupPlan, started: ChildServer[], backendMeters: CpuMeter[]): Promise<Setup> {
  const servers: ChildServer[] = [];
  for (let i = 0; i < plan.processes; i++) {
    const server = await startChildServer(plan.location);
    started.push(server);
    servers.push(server);
  }
  const server = async () => (await Promise.all(servers.map((s) => s.cpuMicros()))).reduce((sum, micros) => sum + micros, 0);
  if (plan.engine === 'sqlite') return { ...plan, servers, meters: { server } };
  const backends = backendCpuMeter(plan.location);
  backendMeters.push(backends);
  return { ...plan, servers, meters: { server, database: backends.read } };
}

const createdBy = (measured: Load) => measured.statuses['201'] ?? 0;

/** The load of several slices as one: requests, answers and latencies added up. */
function mergeLoads(loads: Load[]): Load {
  const statuses: Record<string, number> = {};
  for (const { statuses: of } of loads) for (const [status, count] of Object.entries(of)) statuses[status] = (statuses[status] ?? 0) + count;
  const sum = (of: (l: Load) => number) => loads.reduce((total, l) => total + of(l), 0);
  return {
    seconds: sum((l) => l.seconds),
    requests: sum((l) => l.requests),
    statuses,
    latenciesMs: loads.flatMap((l) => l.latenciesMs),
    errors: sum((l) => l.errors),
  };
}

const addCpu = (a: CpuSpent, b: CpuSpent): CpuSpent => ({
  serverMicros: a.serverMicros + b.serverMicros,
  databaseMicros: a.databaseMicros + b.databaseMicros,
  generatorMicros: a.generatorMicros + b.generatorMicros,
  machineMicros: a.machineMicros + b.machineMicros,
});

async function measureList(setups: Setup[]): Promise<Map<Setup, Measurement>> {
  const slices = new Map<Setup, Slice[]>(setups.map((setup) => [setup, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const setup of setups) {
      const urls = origins(setup).map((origin) => origin + LIST_PATH);
      slices.get(setup)!.push(await measureSlice(urls, SLICE_SECONDS, setup.meters));
    }
  }
  return new Map(setups.map((setup) => [setup, summarize(slices.get(setup)!)]));
}

async function measureOrders(setups: Setup[]): Promise<Map<Setup, OrderMeasurement>> {
  const orders = (setup: Setup, seconds: number) => withCpu(setup.meters, () => load(seconds, ORDER_CONNECTIONS, placeOrder(origins(setup), setup.data)));
  const warmUps = new Map<Setup, number>();
  for (const setup of setups) warmUps.set(setup, createdBy((await orders(setup, WARM_UP_SECONDS)).value));
  const slices = new Map<Setup, { value: Load; cpu: CpuSpent }[]>(setups.map((setup) => [setup, []]));
  for (let round = 0; round < ROUNDS; round++) for (const setup of setups) slices.get(setup)!.push(await orders(setup, SLICE_SECONDS));
  return new Map(
    setups.map((setup) => {
      const measured = mergeLoads(slices.get(setup)!.map((s) => s.value));
      const cpu = slices.get(setup)!.reduce((sum, s) => addCpu(sum, s.cpu), { serverMicros: 0, databaseMicros: 0, generatorMicros: 0, machineMicros: 0 });
      return [setup, { load: measured, cpu, created: warmUps.get(setup)! + createdBy(measured) }];
    }),
  );
}

/** Orders/s, latency, failures (any answer but 201) and CPU per order of one setup. */
function orderSummary({ load: measured, cpu }: OrderMeasurement) {
  const ok = createdBy(measured);
  return {
    ordersPerSecond: ok / measured.seconds,
    orders: ok,
    failed: measured.requests - ok,
    statuses: measured.statuses,
    noAnswer: measured.errors,
    latencyMs: latencies(measured.latenciesMs),
    serverCpuMicrosPerOrder: cpu.serverMicros / ok,
    databaseCpuMicrosPerOrder: cpu.databaseMicros / ok,
    generatorCpuMicrosPerOrder: cpu.generatorMicros / ok,
    machineCpuMicrosPerOrder: cpu.machineMicros / ok,
  };
}

/** After the load: the database checks of bench:orders, each order's confirmation queued once, and no failed order. */
async function checksOf(setup: Setup, orders: OrderMeasurement, failed: number): Promise<Check[]> {
  const facts = await orderFacts(setup.location);
  return [
    ...orderChecks(facts, orders.created),
    {
      name: "each order's confirmation queued in the outbox once",
      ok: facts.orderMails === facts.orders && facts.ordersWithMail === facts.orders,
      detail: `${facts.orderMails} mails for ${facts.ordersWithMail} of ${facts.orders} orders`,
    },
    {
      name: 'no failed orders (any answer but 201)',
      ok: failed === GOAL.orderErrors,
      detail: `${failed} (statuses ${JSON.stringify(orders.load.statuses)}, no answer ${orders.load.errors})`,
    },
  ];
}

/** Cores kept busy, from CPU time per request and requests per second. */
const cores = (microsPerRequest: number, perSecond: number) => (microsPerRequest * perSecond) / 1e6;

/** One row per setup: throughput, latency, failures, where the CPU went (in cores) and requests per CPU-second of the shop's processes. */
function printResults(results: Result[]): void {
  const cpuHeader = ['shop cores', 'PostgreSQL cores', 'generator cores', 'other cores', 'per shop CPU-s'];
  const cpuCells = (perSecond: number, server: number, database: number, generator: number, machine: number) => [
    cores(server, perSecond).toFixed(2),
    cores(database, perSecond).toFixed(2),
    cores(generator, perSecond).toFixed(2),
    cores(machine - server - database - generator, perSecond).toFixed(2),
    (1e6 / server).toFixed(0),
  ];
  printTable(
    ['setup', 'req/s', 'p50 ms', 'p99 ms', 'failed', ...cpuHeader],
    results.map(({ setup, list: m }) => [
      setup,
      m.requestsPerSecond.toFixed(0),
      m.latencyMs.p50.toFixed(2),
      m.latencyMs.p99.toFixed(2),
      String(m.non2xx + m.errors),
      ...cpuCells(
        m.requestsPerSecond,
        m.serverCpuMicrosPerRequest,
        m.databaseCpuMicrosPerRequest,
        m.generatorCpuMicrosPerRequest,
        m.machineCpuMicrosPerRequest,
      ),
    ]),
    `GET ${LIST_PATH}`,
  );
  printTable(
    ['setup', 'orders/s', 'p50 ms', 'p99 ms', 'failed', ...cpuHeader],
    results.map(({ setup, orders: o }) => [
      setup,
      o.ordersPerSecond.toFixed(1),
      o.latencyMs.p50.toFixed(1),
      o.latencyMs.p99.toFixed(1),
      String(o.failed),
      ...cpuCells(o.ordersPerSecond, o.serverCpuMicrosPerOrder, o.databaseCpuMicrosPerOrder, o.generatorCpuMicrosPerOrder, o.machineCpuMicrosPerOrder),
    ]),
    'POST /api/orders',
  );
  console.log(
    "(cores: CPU time per wall-clock second; shop: the server processes; PostgreSQL: the backends serving the setup's database; other: the rest of the machine)",
  );
}

/** PostgreSQL with 2 processes against 1: throughput, and requests per CPU-second of the shop's processes. */
function ratiosOf(results: Result[]) {
  const [one, two] = [results[1]!, results[2]!];
  return {
    list: two.list.requestsPerSecond / one.list.requestsPerSecond,
    orders: two.orders.ordersPerSecond / one.orders.ordersPerSecond,
    listPerServerCpu: one.list.serverCpuMicrosPerRequest / two.list.serverCpuMicrosPerRequest,
    ordersPerServerCpu: one.orders.serverCpuMicrosPerOrder / two.orders.serverCpuMicrosPerOrder,
  };
}

async function main(): Promise<void> {
  if (!(SECONDS > 0) || !(ORDER_CONNECTIONS > 0) || !(CUSTOMERS > 0))
    throw new Error('BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_CUSTOMERS must be positive numbers');
  const startedAt = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const scratch: ScratchDatabase[] = [];
  const servers: ChildServer[] = [];
  const backendMeters: CpuMeter[] = [];
  try {
    const plans = await prepareDatabases(dir, scratch);
    console.log(
      `Databases: ${dir}/shop.db and ${scratch.map((s) => s.name).join(', ')} on ${benchPostgresUrl()}, each the demo catalogue and ${CUSTOMERS} signed-in customers`,
    );
    const setups: Setup[] = [];
    for (const plan of plans) setups.push(await startSetup(plan, servers, backendMeters));
    for (const setup of setups) for (const origin of origins(setup)) await warmUp(origin, [LIST_PATH], WARM_UP_SECONDS);
    console.log(
      `Load: the list with autocannon (${CONNECTIONS} connections, pipelining ${PIPELINING}), orders with ${ORDER_CONNECTIONS} clients (fetch); ${ROUNDS} rounds of ${SLICE_SECONDS.toFixed(1)} s per setup each …`,
    );
    const loadBefore = loadavg()[0]!;
    const list = await measureList(setups);
    const orders = await measureOrders(setups);
    const loadAfter = loadavg()[0]!;
    await Promise.all(servers.map((server) => server.stop()));

    const results: Result[] = [];
    for (const setup of setups) {
      const summary = orderSummary(orders.get(setup)!);
      results.push({ setup: setup.name, list: list.get(setup)!, orders: summary, checks: await checksOf(setup, orders.get(setup)!, summary.failed) });
    }
    printResults(results);
    const ratios = ratiosOf(results);
    const orderErrors = results.reduce((sum, r) => sum + r.orders.failed, 0);
    const goalMet = ratios.list >= GOAL.listRatio && orderErrors === GOAL.orderErrors;
    console.log(`\nPostgreSQL 2 processes / 1 process: list ${ratios.list.toFixed(2)} ×, orders ${ratios.orders.toFixed(2)} ×`);
    console.log(`  per CPU-second of the shop's processes: list ${ratios.listPerServerCpu.toFixed(2)} ×, orders ${ratios.ordersPerServerCpu.toFixed(2)} ×`);
    console.log(
      `Goal (list ≥ ${GOAL.listRatio} ×, ${GOAL.orderErrors} order errors): ${goalMet ? 'met' : 'NOT met'} (list ${ratios.list.toFixed(2)} ×, ${orderErrors} order errors)`,
    );
    console.log(`Machine: ${cpus().length} cores, load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
    for (const { setup, checks } of results) for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${setup}: ${check.name}: ${check.detail}`);

    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `scale-${startedAt.replace(/[:.]/g, '-')}.json`);
    const config = {
      seconds: SECONDS,
      rounds: ROUNDS,
      warmUpSeconds: WARM_UP_SECONDS,
      listConnections: CONNECTIONS,
      pipelining: PIPELINING,
      orderConnections: ORDER_CONNECTIONS,
      customers: CUSTOMERS,
      ...machineFacts(loadBefore, loadAfter),
    };
    writeFileSync(file, `${JSON.stringify({ startedAt, config, results, ratios, goal: { ...GOAL, met: goalMet } }, null, 2)}\n`);
    console.log(`Raw figures: ${file}`);
    if (!goalMet || results.some((r) => r.checks.some((c) => !c.ok))) process.exitCode = 1;
  } finally {
    await Promise.all([...servers.map((server) => server.stop()), ...backendMeters.map((meter) => meter.close())]);
    for (const database of scratch) await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

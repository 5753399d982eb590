// npm run bench:cache — does a write the catalogue does not show leave the list's cache alone? The
// product list's throughput with and without one client calling PUT /api/counter/increase in a loop,
// beside the ceiling (the same server answering the list's precomputed bytes), measured in turns in
// one run with autocannon against the real server in a child process. Also the cost of reading the
// catalogue version, which every cached answer pays. BENCH_SECONDS sets the load time per target (default 10).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../api/src/db/open';
import { catalogueVersion } from '../api/src/catalogue/catalogueCache';
import { type ChildServer, startChildServer } from './childServer';
import { createDemoDatabase } from './demoDatabase';
import { CONNECTIONS, type Measurement, measureSlice, PIPELINING, type Slice, summarize, warmUp } from './load';
import { CEILING_PATH, LIST_PATH } from './paths';
import { printTable } from './table';
import { machineFacts } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const ROUNDS = Math.max(1, Math.round(SECONDS / 2));
const SLICE_SECONDS = SECONDS / ROUNDS;
const COUNTER_PATH = '/api/counter/increase';
const GOAL = 0.8; // the list keeps at least 80 % of its throughput while the counter is called
const VERSION_READS = 20_000;
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

type TargetName = 'ceiling' | 'list' | 'list + counter';

interface Row {
  target: TargetName;
  measurement: Measurement;
  /** PUT /api/counter/increase answered per second by the one looping client, during this target's slices. */
  counterPerSecond: number | null;
}

/**
 * One client calling the counter back to back for `seconds`, in a worker thread: on the load
 * generator's own event loop it would slow the list's requests down itself.
 */
const counterLoop = (origin: string, seconds: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url: origin + COUNTER_PATH, method: 'PUT', connections: 1, pipelining: 1, duration: seconds, workers: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

async function measureTargets(server: ChildServer): Promise<Row[]> {
  const slices: Record<TargetName, Slice[]> = { ceiling: [], list: [], 'list + counter': [] };
  const counterRuns: autocannon.Result[] = [];
  const slice = (path: string) => measureSlice([server.origin + path], SLICE_SECONDS, { server: server.cpuMicros });
  for (let round = 0; round < ROUNDS; round++) {
    slices.ceiling.push(await slice(CEILING_PATH));
    slices.list.push(await slice(LIST_PATH));
    const [listSlice, counterRun] = await Promise.all([slice(LIST_PATH), counterLoop(server.origin, SLICE_SECONDS)]);
    slices['list + counter'].push(listSlice);
    counterRuns.push(counterRun);
  }
  const counterFailures = counterRuns.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  if (counterFailures) throw new Error(`${counterFailures} counter calls failed`);
  const counterPerSecond = counterRuns.reduce((sum, r) => sum + r.requests.total, 0) / counterRuns.reduce((sum, r) => sum + r.duration, 0);
  return (Object.keys(slices) as TargetName[]).map((target) => ({
    target,
    measurement: summarize(slices[target]),
    counterPerSecond: target === 'list + counter' ? counterPerSecond : null,
  }));
}

/** Mean time of one catalogue version read through Kysely, as each cached answer makes it. */
async function versionReadMicros(file: string): Promise<number> {
  const db = openDatabase(file);
  try {
    for (let i = 0; i < 1000; i++) await catalogueVersion(db, new Date());
    const started = performance.now();
    for (let i = 0; i < VERSION_READS; i++) await catalogueVersion(db, new Date());
    return ((performance.now() - started) * 1000) / VERSION_READS;
  } finally {
    await db.destroy();
  }
}

function printMeasurements(rows: Row[]): void {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'counter calls/s'];
  const lines = rows.map(({ target, measurement: m, counterPerSecond }) => [
    target,
    m.requestsPerSecond.toFixed(0),
    m.latencyMs.p50.toFixed(2),
    m.latencyMs.p99.toFixed(2),
    String(m.non2xx),
    String(m.errors),
    counterPerSecond === null ? '' : counterPerSecond.toFixed(0),
  ]);
  printTable(header, lines);
}

async function main(): Promise<void> {
  if (!(SECONDS > 0)) throw new Error(`BENCH_SECONDS must be a positive number, not ${process.env.BENCH_SECONDS}`);
  const startedAt = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), 'bench-cache-'));
  try {
    const file = join(dir, 'demo.db');
    await createDemoDatabase(file);
    const readMicros = await versionReadMicros(file);
    const server = await startChildServer(file);
    let rows: Row[];
    const loadBefore = loadavg()[0]!;
    try {
      await warmUp(server.origin, [CEILING_PATH, LIST_PATH], WARM_UP_SECONDS);
      console.log(
        `Load: autocannon, ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${ROUNDS} × (ceiling, list, list + counter) of ${SLICE_SECONDS.toFixed(1)} s; the counter: 1 client in a loop`,
      );
      rows = await measureTargets(server);
    } finally {
      await server.stop();
    }
    const loadAfter = loadavg()[0]!;

    printMeasurements(rows);
    const rate = (target: TargetName) => rows.find((r) => r.target === target)!.measurement.requestsPerSecond;
    const kept = rate('list + counter') / rate('list');
    console.log(`\nMachine load average (1 min) on ${cpus().length} CPUs: ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after the load runs`);
    console.log(
      `list / ceiling = ${((rate('list') / rate('ceiling')) * 100).toFixed(1)} %, list + counter / ceiling = ${((rate('list + counter') / rate('ceiling')) * 100).toFixed(1)} %`,
    );
    console.log(`list + counter / list = ${(kept * 100).toFixed(1)} %  (goal ≥ ${GOAL * 100} %)`);
    console.log(`Catalogue version read: ${readMicros.toFixed(1)} µs (mean of ${VERSION_READS} through Kysely, in this process)`);

    const failures = [
      ...rows
        .filter((r) => r.measurement.non2xx + r.measurement.errors > 0)
        .map((r) => `${r.target} had ${r.measurement.non2xx} non-2xx answers and ${r.measurement.errors} errors`),
      ...(kept < GOAL ? [`the list keeps only ${(kept * 100).toFixed(0)} % of its throughput while the counter is called (goal ≥ ${GOAL * 100} %)`] : []),
    ];
    mkdirSync(RESULTS_DIR, { recursive: true });
    const results = join(RESULTS_DIR, `cache-${startedAt.replace(/[:.]/g, '-')}.json`);
    const config = {
      seconds: SECONDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      ...machineFacts(loadBefore, loadAfter),
    };
    writeFileSync(results, `${JSON.stringify({ startedAt, config, rows, kept, versionReadMicros: readMicros, failures }, null, 2)}\n`);
    console.log(`Raw figures: ${results}`);
    for (const failure of failures) console.error(`FAILED: ${failure}`);
    if (failures.length) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

// npm run bench:api — throughput and latency of the catalogue list and search, measured with autocannon
// against the real server in a child process, side by side with the same server answering a precomputed
// body of the same size (the ceiling); then the same search on a 50,000-product catalogue.
// BENCH_SECONDS sets the load duration per target (default 10); BENCH_CPU_PROF=<dir> profiles the servers.
// BENCH_ENGINE=postgres runs the servers on PostgreSQL: each catalogue is built as a SQLite file as
// always, then copied by npm run db:copy's code into a scratch database (bench/scratchPostgres.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { onDatabase, openDatabase, openSqliteReadOnly } from '../api/src/db/open';
import { migrateToLatest } from '../migrations';
import { copyShopDatabase } from '../api/src/operations/databaseCopy';
import { toMatchQuery } from '../api/src/db/searchQueries';
import { startChildServer } from './childServer';
import { createDemoDatabase } from './demoDatabase';
import { insertLargeCatalogue } from './largeCatalogue';
import { CONNECTIONS, type CpuSpent, type Measurement, measureSlice, PIPELINING, type Slice, summarize, warmUp } from './load';
import { CEILING_PATH, LIST_PATH, SEARCH_KEYWORD, SEARCH_PATH } from './paths';
import { benchPostgresUrl, createScratchDatabase, type ScratchDatabase } from './scratchPostgres';
import { printTable } from './table';
import { machineFacts } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
// Each target's load time is cut into slices of about 2 s, taken in turns with the other targets.
const ROUNDS = Math.max(1, Math.round(SECONDS / 2));
const SLICE_SECONDS = SECONDS / ROUNDS;
const LARGE_CATALOGUE_SIZE = 50_000;
const LIST_GOAL = 0.5; // list throughput at least half of the ceiling
const SEARCH_GOAL = 3; // search p50 latency on the large catalogue at most 3 × the demo's
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

type TargetName = 'ceiling' | 'list' | 'search';
type CatalogueName = 'demo' | '50k';

const PATHS: Record<TargetName, string> = { ceiling: CEILING_PATH, list: LIST_PATH, search: SEARCH_PATH };

type Engine = 'sqlite' | 'postgres';
const ENGINE: Engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

interface Catalogue {
  name: CatalogueName;
  /** Where the bench server opens it: the SQLite file, or its copy on PostgreSQL. */
  location: string;
  targets: TargetName[];
  products: number;
  searchHits: number;
  seedSeconds: number;
}

interface Row {
  catalogue: CatalogueName;
  target: TargetName;
  path: string;
  bodyBytes: number;
  measurement: Measurement;
  slices: { cpu: CpuSpent; autocannon: autocannon.Result[] }[];
}

const secondsSince = (since: number) => (performance.now() - since) / 1000;

async function createLargeDatabase(file: string): Promise<void> {
  await onDatabase(file, migrateToLatest);
  insertLargeCatalogue(file, LARGE_CATALOGUE_SIZE);
}

function countProductsAndHits(file: string): { products: number; searchHits: number } {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    const count = (query: string, ...params: string[]) =>
      sqlite
        .prepare(query)
        .pluck()
        .get(...params) as number;
    return {
      products: count('select count(*) from products'),
      searchHits: count('select count(*) from products_fts where products_fts match ?', toMatchQuery(SEARCH_KEYWORD)!),
    };
  } finally {
    sqlite.close();
  }
}

/** The catalogue in `file` copied into a new scratch database on PostgreSQL, dropped by `scratch`'s owner at the end. */
async function copiedToPostgres(file: string, scratch: ScratchDatabase[]): Promise<string> {
  const database = await createScratchDatabase(benchPostgresUrl(), 'bench_api');
  scratch.push(database);
  const [source, target] = [openSqliteReadOnly(file), openDatabase(database.location)];
  try {
    await copyShopDatabase(source, target);
  } finally {
    await Promise.all([source.destroy(), target.destroy()]);
  }
  return database.location;
}

async function prepareCatalogue(
  name: CatalogueName,
  file: string,
  targets: TargetName[],
  create: (file: string) => Promise<void>,
  scratch: ScratchDatabase[],
): Promise<Catalogue> {
  const started = performance.now();
  await create(file);
  const location = ENGINE === 'postgres' ? await copiedToPostgres(file, scratch) : file;
  const catalogue = { name, location, targets, seedSeconds: secondsSince(started), ...countProductsAndHits(file) };
  console.log(`${name}: ${catalogue.products} products seeded in ${catalogue.seedSeconds.toFixed(1)} s; "${SEARCH_KEYWORD}" matches ${catalogue.searchHits}`);
  return catalogue;
}

async function fetchBody(url: string): Promise<Buffer> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.toString('utf8', 0, 200)}`);
  return body;
}

/** Answers the body size of every target, checking that the ceiling serves exactly the list's bytes. */
async function bodySizes(origin: string, targets: TargetName[]): Promise<Map<TargetName, number>> {
  const bodies = new Map<TargetName, Buffer>();
  for (const target of targets) bodies.set(target, await fetchBody(origin + PATHS[target]));
  const [ceiling, list] = [bodies.get('ceiling'), bodies.get('list')];
  if (ceiling && list && !ceiling.equals(list)) throw new Error('The ceiling body differs from the list body');
  return new Map([...bodies].map(([target, body]) => [target, body.length]));
}

/** Measures every target of one catalogue in interleaved slices, so a busy machine slows them all alike. */
async function benchCatalogue(catalogue: Catalogue): Promise<Row[]> {
  const server = await startChildServer(catalogue.location);
  try {
    const sizes = await bodySizes(server.origin, catalogue.targets);
    await warmUp(
      server.origin,
      catalogue.targets.map((t) => PATHS[t]),
      WARM_UP_SECONDS,
    );
    console.log(`  ${catalogue.name}: ${ROUNDS} × (${catalogue.targets.join(', ')}), ${SLICE_SECONDS.toFixed(1)} s each …`);
    const slices = new Map(catalogue.targets.map((target) => [target, [] as Slice[]]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of catalogue.targets) {
        slices.get(target)!.push(await measureSlice([server.origin + PATHS[target]], SLICE_SECONDS, { server: server.cpuMicros }));
      }
    }
    return catalogue.targets.map((target) => ({
      catalogue: catalogue.name,
      target,
      path: PATHS[target],
      bodyBytes: sizes.get(target)!,
      measurement: summarize(slices.get(target)!),
      slices: slices.get(target)!.map(({ results, cpu }) => ({ cpu, autocannon: results })),
    }));
  } finally {
    await server.stop();
  }
}

function rowOf(rows: Row[], catalogue: CatalogueName, target: TargetName): Row {
  const row = rows.find((r) => r.catalogue === catalogue && r.target === target);
  if (!row) throw new Error(`No measurement of ${target} on ${catalogue}`);
  return row;
}

function printMeasurements(rows: Row[]): void {
  const header = ['target', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'mean ms', 'server CPU µs/req', 'body B', 'non-2xx', 'errors'];
  const lines = rows.map(({ catalogue, target, bodyBytes, measurement: m }) => [
    `${catalogue} ${target}`,
    m.requestsPerSecond.toFixed(0),
    m.latencyMs.p50.toFixed(2),
    m.latencyMs.p97_5.toFixed(2),
    m.latencyMs.p99.toFixed(2),
    m.latencyMs.mean.toFixed(2),
    m.serverCpuMicrosPerRequest.toFixed(0),
    String(bodyBytes),
    String(m.non2xx),
    String(m.errors),
  ]);
  printTable(header, lines);
}

function verdictsOf(rows: Row[]) {
  const [ceiling, list] = [rowOf(rows, 'demo', 'ceiling').measurement, rowOf(rows, 'demo', 'list').measurement];
  const [demoSearch, largeSearch] = [rowOf(rows, 'demo', 'search').measurement, rowOf(rows, '50k', 'search').measurement];
  const listShare = list.requestsPerSecond / ceiling.requestsPerSecond;
  const searchSlowdown = largeSearch.latencyMs.p50 / demoSearch.latencyMs.p50;
  const cpuRatios = {
    listOverCeiling: list.serverCpuMicrosPerRequest / ceiling.serverCpuMicrosPerRequest,
    largeSearchOverDemo: largeSearch.serverCpuMicrosPerRequest / demoSearch.serverCpuMicrosPerRequest,
  };
  const failures = [
    ...rows
      .filter((r) => r.measurement.non2xx + r.measurement.errors > 0)
      .map((r) => `${r.catalogue} ${r.target} had ${r.measurement.non2xx} non-2xx answers and ${r.measurement.errors} errors`),
    ...(listShare < LIST_GOAL ? [`list reaches only ${(listShare * 100).toFixed(0)} % of the ceiling (goal ≥ ${LIST_GOAL * 100} %)`] : []),
    ...(searchSlowdown > SEARCH_GOAL ? [`search on 50k is ${searchSlowdown.toFixed(2)}× slower than on the demo (goal ≤ ${SEARCH_GOAL}×)`] : []),
  ];
  return { listShare, searchSlowdown, cpuRatios, failures };
}

function writeResults(report: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

async function main(): Promise<void> {
  if (!(SECONDS > 0)) throw new Error(`BENCH_SECONDS must be a positive number, not ${process.env.BENCH_SECONDS}`);
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const scratch: ScratchDatabase[] = [];
  try {
    const catalogues = [
      await prepareCatalogue('demo', join(dir, 'demo.db'), ['ceiling', 'list', 'search'], createDemoDatabase, scratch),
      await prepareCatalogue('50k', join(dir, 'large.db'), ['search', 'list'], createLargeDatabase, scratch),
    ];
    console.log(
      `Engine: ${ENGINE}. Load: autocannon, ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${WARM_UP_SECONDS} s warm-up, ${SECONDS} s per target, 127.0.0.1`,
    );
    const loadBefore = loadavg()[0]!;
    const rows: Row[] = [];
    for (const catalogue of catalogues) rows.push(...(await benchCatalogue(catalogue)));
    const loadAfter = loadavg()[0]!;

    printMeasurements(rows);
    // Other work on the machine takes CPU from both the server and the load generator; server CPU per request is the steadiest figure then.
    console.log(`\nMachine load average (1 min) on ${cpus().length} CPUs: ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after the load runs`);
    const { listShare, searchSlowdown, cpuRatios, failures } = verdictsOf(rows);
    console.log(`list / ceiling = ${(listShare * 100).toFixed(1)} %  (goal ≥ ${LIST_GOAL * 100} %; requests/s, demo catalogue)`);
    console.log(`search p50 on 50k / demo = ${searchSlowdown.toFixed(2)}×  (goal ≤ ${SEARCH_GOAL}×; p50 latency under load)`);
    console.log(
      `For information, server CPU per request: list / ceiling = ${cpuRatios.listOverCeiling.toFixed(1)}×, search on 50k / demo = ${cpuRatios.largeSearchOverDemo.toFixed(1)}×`,
    );

    const config = {
      engine: ENGINE,
      seconds: SECONDS,
      rounds: ROUNDS,
      warmUpSeconds: WARM_UP_SECONDS,
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      ...machineFacts(loadBefore, loadAfter),
    };
    const catalogueFacts = catalogues.map(({ name, products, searchHits, seedSeconds }) => ({ name, products, searchHits, seedSeconds }));
    const file = writeResults({ startedAt, config, catalogues: catalogueFacts, rows, listShare, searchSlowdown, cpuRatios, failures });
    console.log(`Raw figures: ${file}`);
    for (const failure of failures) console.error(`FAILED: ${failure}`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await Promise.all(scratch.map((database) => database.drop()));
    rmSync(dir, { recursive: true, force: true });
    console.log(`Total run time: ${secondsSince(started).toFixed(1)} s`);
  }
}

await main();

import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const PIPELINING = 1;

/** CPU time spent during a run, in microseconds. */
export interface CpuSpent {
  /** By the shop's server processes. */
  serverMicros: number;
  /** By the database server's processes serving the shop (0 for SQLite, which runs inside the server). */
  databaseMicros: number;
  /** By this process: the load generator. */
  generatorMicros: number;
  /** By the whole machine, all cores: the rest is anything else running. */
  machineMicros: number;
}

/** Readings of the CPU time (µs) the shop's server processes, and the database server's if it has its own, have used so far. */
export interface CpuMeters {
  server: () => Promise<number>;
  database?: () => Promise<number>;
}

/** One short autocannon run against one or more URLs, with the CPU time spent meanwhile. */
export interface Slice {
  /** One autocannon run per URL, all at once. */
  results: autocannon.Result[];
  latenciesMs: number[];
  cpu: CpuSpent;
}

interface LatencyMs {
  mean: number;
  p50: number;
  p97_5: number;
  p99: number;
}

export interface Measurement {
  requestsPerSecond: number;
  requests: number;
  /** From every response's own timing: autocannon's histogram keeps whole milliseconds only. */
  latencyMs: LatencyMs;
  serverCpuMicrosPerRequest: number;
  databaseCpuMicrosPerRequest: number;
  generatorCpuMicrosPerRequest: number;
  machineCpuMicrosPerRequest: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function latencyOf(samples: number[]): LatencyMs {
  const sorted = Float64Array.from(samples).sort();
  const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
  return { mean, p50: percentile(sorted, 50), p97_5: percentile(sorted, 97.5), p99: percentile(sorted, 99) };
}

function runAutocannon(options: autocannon.Options, onLatency?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, pipelining: PIPELINING, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

/** What one tick of /proc/stat and /proc/<pid>/stat is: USER_HZ, 100 per second on Linux. */
export const TICK_MICROS = 10_000;

/** Busy time of all cores since boot: /proc/stat's first line without idle and iowait. */
function machineBusyMicros(): number {
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MICROS;
}

/** Runs `run`, with the CPU time the servers and the database (as `meters` read it), this process and the machine spent meanwhile. */
export async function withCpu<T>(meters: CpuMeters, run: () => Promise<T>): Promise<{ value: T; cpu: CpuSpent }> {
  const databaseMicros = meters.database ?? (async () => 0);
  const [server, database] = [await meters.server(), await databaseMicros()];
  const generator = process.cpuUsage();
  const machine = machineBusyMicros();
  const value = await run();
  const { user, system } = process.cpuUsage(generator);
  const machineMicros = machineBusyMicros() - machine;
  const cpu = {
    serverMicros: (await meters.server()) - server,
    databaseMicros: (await databaseMicros()) - database,
    generatorMicros: user + system,
    machineMicros,
  };
  return { value, cpu };
}

/**
 * Loads `urls` with GETs for `seconds`, the connections shared evenly between them; `meters` read
 * the CPU time of the servers behind them before and after.
 */
export async function measureSlice(urls: string[], seconds: number, meters: CpuMeters): Promise<Slice> {
  const latenciesMs: number[] = [];
  const connections = Math.max(1, Math.round(CONNECTIONS / urls.length));
  const { value: results, cpu } = await withCpu(meters, () =>
    Promise.all(urls.map((url) => runAutocannon({ url, duration: seconds, connections }, (ms) => latenciesMs.push(ms)))),
  );
  return { results, latenciesMs, cpu };
}

/** Throughput, latency and failures over all slices of one target. */
export function summarize(slices: Slice[]): Measurement {
  const sum = (of: (slice: Slice) => number) => slices.reduce((total, slice) => total + of(slice), 0);
  const sumOfResults = (of: (result: autocannon.Result) => number) => sum((s) => s.results.reduce((total, result) => total + of(result), 0));
  const requests = sumOfResults((r) => r.requests.total);
  // The runs of one slice go side by side: its length is the longest run's.
  const seconds = sum((s) => Math.max(...s.results.map((r) => r.duration)));
  return {
    requestsPerSecond: requests / seconds,
    requests,
    latencyMs: latencyOf(slices.flatMap((s) => s.latenciesMs)),
    serverCpuMicrosPerRequest: sum((s) => s.cpu.serverMicros) / requests,
    databaseCpuMicrosPerRequest: sum((s) => s.cpu.databaseMicros) / requests,
    generatorCpuMicrosPerRequest: sum((s) => s.cpu.generatorMicros) / requests,
    machineCpuMicrosPerRequest: sum((s) => s.cpu.machineMicros) / requests,
    non2xx: sumOfResults((r) => r.non2xx),
    errors: sumOfResults((r) => r.errors),
  };
}

/** Sends the same kind of load at every path in turn, so JIT, SQLite page cache and sockets are warm. */
export async function warmUp(origin: string, paths: string[], seconds: number): Promise<void> {
  const result = await runAutocannon({ url: origin, duration: seconds, requests: paths.map((path) => ({ method: 'GET', path })) });
  if (result.non2xx || result.errors) throw new Error(`Warm-up of ${origin} had ${result.non2xx} non-2xx answers and ${result.errors} errors`);
}

import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const PIPELINING = 1;

/** One short autocannon run against one URL, with the server's CPU time spent meanwhile. */
export interface Slice {
  result: autocannon.Result;
  latenciesMs: number[];
  serverCpuMicros: number;
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
    const instance = autocannon({ connections: CONNECTIONS, pipelining: PIPELINING, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

/** Loads `url` with GETs for `seconds`; `serverCpuMicros` reads the server's CPU time before and after. */
export async function measureSlice(url: string, seconds: number, serverCpuMicros: () => Promise<number>): Promise<Slice> {
  const latenciesMs: number[] = [];
  const cpuBefore = await serverCpuMicros();
  const result = await runAutocannon({ url, duration: seconds }, (ms) => latenciesMs.push(ms));
  return { result, latenciesMs, serverCpuMicros: (await serverCpuMicros()) - cpuBefore };
}

/** Throughput, latency and failures over all slices of one target. */
export function summarize(slices: Slice[]): Measurement {
  const sum = (of: (slice: Slice) => number) => slices.reduce((total, slice) => total + of(slice), 0);
  const requests = sum((s) => s.result.requests.total);
  return {
    requestsPerSecond: requests / sum((s) => s.result.duration),
    requests,
    latencyMs: latencyOf(slices.flatMap((s) => s.latenciesMs)),
    serverCpuMicrosPerRequest: sum((s) => s.serverCpuMicros) / requests,
    non2xx: sum((s) => s.result.non2xx),
    errors: sum((s) => s.result.errors),
  };
}

/** Sends the same kind of load at every path in turn, so JIT, SQLite page cache and sockets are warm. */
export async function warmUp(origin: string, paths: string[], seconds: number): Promise<void> {
  const result = await runAutocannon({ url: origin, duration: seconds, requests: paths.map((path) => ({ method: 'GET', path })) });
  if (result.non2xx || result.errors) throw new Error(`Warm-up of ${origin} had ${result.non2xx} non-2xx answers and ${result.errors} errors`);
}

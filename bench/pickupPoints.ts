// npm run bench:pickupPoints — the pickup points on the server (issue 29), on a scratch SQLite file
// with 20,000 points from the carriers' sample exports on loopback (dev/carrierExports.ts):
// - the compact list's size per carrier, gzip (goal ≤ 400 KB);
// - a refresh of all 20,000 points over a full list: time (goal ≤ 5 s) and the server's extra
//   memory at its peak (goal ≤ 60 MB), beside the ceiling of merely downloading and reading the same
//   exports. The server runs with `npm run serve`'s heap flags (a 128 MB old space), so the bench
//   also shows the production server survives a refresh; the first list is written before the
//   server starts, so the refresh measured is the server's first and its memory is not hidden in a
//   heap an earlier refresh already grew. Its memory is sampled from here, as the server's own
//   timers would wait while it is busy;
// - the point search's p99 while a refresh runs, as a ratio to its p99 without one (goal ≤ 3×).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PICKUP_CARRIERS } from '@contract/delivery';
import { exportedPoints } from '../api/src/delivery/carrierExports';
import { startCarrierExports } from '../dev/carrierExports';
import { machineFacts } from './machine';
import { refreshAll } from './pickupPointServer';
import { rssBytes } from './processMemory';
import { serveCommand } from './serveCommand';
import { printTable } from './table';

const COUNTS = { packetaPoints: 7500, packetaBoxes: 2500, balikovna: 10_000 };
const SEARCH_PATH = '/api/pickup-points?carrier=packeta&q=brno&limit=20';
const WORKERS = 4;

const loadBefore = loadavg()[0]!;
const dir = mkdtempSync(join(tmpdir(), 'bench-points-'));
const database = join(dir, 'shop.db');
const exports = await startCarrierExports({ counts: COUNTS });
const sources = exports.sources('bench');
await refreshAll(database, sources);
const server = fork('bench/pickupPointServer.ts', [database, exports.url], {
  execArgv: ['--import', 'tsx', ...serveCommand().flags],
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const origin = await new Promise<string>((resolve) =>
  server.stdout!.on('data', (chunk: Buffer) => /READY (\d+)/.test(String(chunk)) && resolve(`http://127.0.0.1:${/READY (\d+)/.exec(String(chunk))![1]}`)),
);

/** Requests from WORKERS loops until `until` resolves: each one's start and duration, ms. */
async function searchLoad(until: Promise<unknown>): Promise<{ at: number; ms: number }[]> {
  let done = false;
  void until.then(() => (done = true));
  const timings: { at: number; ms: number }[] = [];
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (!done) {
        const at = performance.now();
        const response = await fetch(origin + SEARCH_PATH);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${SEARCH_PATH} answered ${response.status}`);
        timings.push({ at, ms: performance.now() - at });
      }
    }),
  );
  return timings;
}
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Compact lists, gzip.
const sizes = await Promise.all(
  PICKUP_CARRIERS.map(async (carrier) => {
    const body = await (await fetch(`${origin}/api/pickup-points/${carrier}.json`)).text();
    return { carrier, rows: (JSON.parse(body) as { rows: unknown[] }).rows.length, gzipKb: gzipSync(body).length / 1024 };
  }),
);

// The ceiling: downloading and reading the exports alone.
const ceilingStarted = performance.now();
for (const carrier of PICKUP_CARRIERS) for await (const point of exportedPoints(carrier, sources)) void point;
const ceilingMs = performance.now() - ceilingStarted;

// The search without a refresh, then during one.
await searchLoad(wait(2000)); // warm-up
const quiet = await searchLoad(wait(8000));
let refreshWindow = { from: 0, to: 0 };
const memory = { before: 0, peak: 0 };
const refreshed = new Promise<{ ms: number; heapPeakMb: number }>((resolve) =>
  server.once('message', (answer) => resolve(answer as { ms: number; heapPeakMb: number })),
);
const during = searchLoad(
  (async () => {
    await wait(1000);
    memory.before = memory.peak = rssBytes(server.pid!);
    const sampler = setInterval(() => (memory.peak = Math.max(memory.peak, rssBytes(server.pid!))), 10);
    refreshWindow = { from: performance.now(), to: Infinity };
    server.send('refresh');
    await refreshed;
    refreshWindow.to = performance.now();
    clearInterval(sampler);
  })(),
);
const duringTimings = (await during).filter((t) => t.at + t.ms >= refreshWindow.from && t.at <= refreshWindow.to);
const refresh = await refreshed;

const quietP99 = p99(quiet.map((t) => t.ms));
const duringP99 = p99(duringTimings.map((t) => t.ms));
const loadAfter = loadavg()[0]!;
printTable(
  ['figure', 'value', 'goal'],
  [
    ...sizes.map((s) => [`compact list ${s.carrier} (${s.rows} points), gzip`, `${s.gzipKb.toFixed(0)} KB`, '≤ 400 KB']),
    ['refresh of 20,000 points', `${(refresh.ms / 1000).toFixed(2)} s`, '≤ 5 s'],
    ['  ceiling: download and read only', `${(ceilingMs / 1000).toFixed(2)} s (refresh ${(refresh.ms / ceilingMs).toFixed(1)} ×)`, ''],
    ['server’s extra memory at the refresh’s peak (RSS)', `${((memory.peak - memory.before) / 1024 / 1024).toFixed(1)} MB`, '≤ 60 MB'],
    ['  its JavaScript heap at the peak (of 128 MB, npm run serve)', `${refresh.heapPeakMb.toFixed(1)} MB`, ''],
    [`search p99 without a refresh (${quiet.length} requests)`, `${quietP99.toFixed(1)} ms`, ''],
    [`search p99 during the refresh (${duringTimings.length} requests)`, `${duringP99.toFixed(1)} ms (${(duringP99 / quietP99).toFixed(2)} ×)`, '≤ 3 ×'],
  ],
  `Pickup points, SQLite, ${JSON.stringify(machineFacts(loadBefore, loadAfter))}`,
);
server.kill();
await exports.close();
rmSync(dir, { recursive: true, force: true });

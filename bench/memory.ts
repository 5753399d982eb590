// npm run bench:memory — the production build's memory: the built server started as `npm run serve`
// starts it (its environment and node flags read from package.json), NODE_ENV=production with the
// settings production needs pointing at loopback stand-ins and a scratch DATA_DIR, the demo catalogue
// (SEED_DEMO=true). Its resident set (VmRSS of /proc) idle once it has served each path, at its peak under BENCH_SECONDS (default 20) of
// catalogue load on 10 connections (autocannon: lists, search, product details and the server-rendered
// pages), and a minute after the load. Goals (issue 27): idle ≤ 150 MB, peak ≤ 250 MB, a minute after
// within 20 MB of idle.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, PRODUCTION_SETTINGS } from '../api/test/builtServer';
import { CONNECTIONS } from './load';
import { rssBytes } from './processMemory';
import { serveCommand } from './serveCommand';
import { printTable } from './table';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 60_000);
const IDLE_MS = 30_000; // quiet long enough for V8's memory reducer to collect what starting and the first pass left
const GOALS = { idleMb: 150, peakMb: 250, afterOverIdleMb: 20 };
const MB = 1024 * 1024;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const serve = serveCommand();
  const env = {
    PATH: process.env.PATH ?? '',
    ...serve.env,
    ...PRODUCTION_SETTINGS,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [...serve.flags, 'dist-server/server.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not start within 60 s');
    await sleep(100);
  }
  return child;
}

/** The catalogue as visitors load it: what a phone asks for on the home page, a list, a search and a product. */
async function cataloguePaths(origin: string): Promise<string[]> {
  const products = (await (await fetch(`${origin}/api/products/all`)).json()) as { _id: number }[];
  const ids = products.slice(0, 20).map((p) => p._id);
  return [
    '/',
    '/api/products?pageNumber=1',
    '/api/products?pageNumber=2',
    '/api/products?keyword=zivot',
    '/api/products?keyword=cirkev',
    ...ids.flatMap((id) => [`/product/${id}`, `/api/products/${id}`]),
    '/search/bůh',
    '/words-of-life',
    '/api/banner',
  ];
}

async function loadFor(origin: string, paths: string[], pid: number): Promise<{ peak: number; requests: number; non2xx: number }> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 100);
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      { url: origin, connections: CONNECTIONS, duration: LOAD_SECONDS, requests: paths.map((path) => ({ method: 'GET', path: encodeURI(path) })) },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    ),
  );
  clearInterval(sampler);
  return { peak: Math.max(peak, rssBytes(pid)), requests: result.requests.total, non2xx: result.non2xx };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
const port = await freePort();
const loadBefore = load();
const server = await startServer(dataDir, port);
try {
  const origin = `http://127.0.0.1:${port}`;
  const paths = await cataloguePaths(origin);
  // Each path once, so that idle counts what serving them loads (the renderer, the caches).
  for (const path of paths) {
    const response = await fetch(origin + encodeURI(path));
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  await sleep(IDLE_MS);
  const idle = rssBytes(server.pid!);
  const loaded = await loadFor(origin, paths, server.pid!);
  const loadDuring = load();
  await sleep(SETTLE_MS);
  const after = rssBytes(server.pid!);
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  printTable(
    ['server (production build)', 'RSS MB', 'goal MB'],
    [
      [`idle, ${IDLE_MS / 1000} s after each path once`, mb(idle), `≤ ${GOALS.idleMb}`],
      [`peak under ${LOAD_SECONDS} s of load, ${CONNECTIONS} connections`, mb(loaded.peak), `≤ ${GOALS.peakMb}`],
      [`${SETTLE_MS / 1000} s after the load`, mb(after), `≤ ${(idle / MB + GOALS.afterOverIdleMb).toFixed(0)} (idle + ${GOALS.afterOverIdleMb})`],
    ],
    `Memory: npm run serve (${Object.entries(serveCommand().env)
      .map(([name, value]) => `${name}=${value}`)
      .join(
        ' ',
      )} node ${serveCommand().flags.join(' ')} dist-server/server.js), ${loaded.requests} requests over ${paths.length} catalogue paths (${loaded.non2xx} not 2xx)`,
  );
  console.log(`Load average: before ${loadBefore}; at the end of the load ${loadDuring}; at the end ${load()}.`);
  const met = idle <= GOALS.idleMb * MB && loaded.peak <= GOALS.peakMb * MB && after - idle <= GOALS.afterOverIdleMb * MB;
  console.log(`Goals ${met ? 'met' : 'NOT met'}.`);
  if (!met) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}

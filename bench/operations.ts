// npm run bench:ops — what the operator of the production build sees: how soon the built server
// answers after start, its memory idle and under load (the catalogue calls bench:api measures, plus
// a product page rendered by the server), and how long `npm run backup` takes on the demo database.
// Goals (issue 11): first answer < 2 s, idle RSS ≤ 150 MB, RSS under load ≤ 250 MB.
// Run `npm run build` first. BENCH_SECONDS sets the load duration (default 20).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PRODUCTION_SETTINGS, freePort } from '../api/test/builtServer';
import { CONNECTIONS, PIPELINING } from './load';
import { LIST_PATH, SEARCH_PATH } from './paths';
import { rssBytes } from './processMemory';
import { serveCommand } from './serveCommand';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LOAD_PATHS = [LIST_PATH, SEARCH_PATH, '/api/products/72', '/product/72', '/'];
const GOALS = { startMs: 2000, idleMb: 150, loadMb: 250 };
// As npm run serve starts it.
const NODE_FLAGS = serveCommand().flags;

const rssMb = (pid: number) => rssBytes(pid) / 1024 / 1024;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function startProduction(dataDir: string, port: number): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, 'dist-server/server.js'], {
    env: { PATH: process.env.PATH ?? '', ...PRODUCTION_SETTINGS, SEED_DEMO: 'true', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The built server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, startMs: performance.now() - started };
    await sleep(10);
  }
}

/** Peak RSS while autocannon loads the paths in turns. */
async function peakUnderLoad(pid: number, origin: string): Promise<{ peakMb: number; requests: number; non2xx: number }> {
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    duration: SECONDS,
    requests: LOAD_PATHS.map((path) => ({ method: 'GET', path })),
  });
  clearInterval(sampler);
  return { peakMb, requests: result.requests.total, non2xx: result.non2xx };
}

function timeBackup(dataDir: string, backupDir: string): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['dist-server/backup.js'], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, BACKUP_DIR: backupDir } });
  if (run.status !== 0) throw new Error(`npm run backup failed: ${run.stderr}`);
  return (performance.now() - started) / 1000;
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-ops-'));
try {
  const loadBefore = loadavg()[0]!;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, startMs } = await startProduction(join(scratch, 'data'), port);
  try {
    await sleep(5000);
    const idleMb = rssMb(child.pid!);
    const load = await peakUnderLoad(child.pid!, origin);
    const backupSeconds = [1, 2, 3].map((run) => timeBackup(join(scratch, 'data'), join(scratch, `backups-${run}`)));
    const rows = [
      ['first answer after start', `${startMs.toFixed(0)} ms`, `< ${GOALS.startMs} ms`, startMs < GOALS.startMs],
      ['RSS idle (5 s after start)', `${idleMb.toFixed(1)} MB`, `≤ ${GOALS.idleMb} MB`, idleMb <= GOALS.idleMb],
      [
        `RSS peak under load (${SECONDS} s, ${load.requests} requests, ${load.non2xx} non-2xx)`,
        `${load.peakMb.toFixed(1)} MB`,
        `≤ ${GOALS.loadMb} MB`,
        load.peakMb <= GOALS.loadMb,
      ],
      ['npm run backup of the demo database (3 runs)', backupSeconds.map((s) => `${s.toFixed(2)} s`).join(', '), '', true],
    ] as const;
    console.log(`Production build (node ${NODE_FLAGS.join(' ')} dist-server/server.js), demo catalogue, ${cpus().length} cores`);
    console.log(`Load: autocannon, ${CONNECTIONS} connections, paths ${LOAD_PATHS.join(' ')}`);
    for (const [what, figure, goal, ok] of rows) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}: ${figure}${goal ? ` (goal ${goal})` : ''}`);
    console.log(`Machine load average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`);
    if (rows.some(([, , , ok]) => !ok) || load.non2xx > 0) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// Builds the PWA into a folder of its own and runs the real server on it, on a scratch data
// directory and port: for the update test (two builds in one folder) and the Lighthouse bench.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 60_000;

/** Builds the app and its server renderer into outDir (emptied first); env adds build settings such as VITE_APP_VERSION. */
export function buildApp(outDir: string, env: Record<string, string> = {}) {
  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts', outDir, '--quiet', '--app-only'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface LocalShop {
  origin: string;
  stop(): Promise<void>;
}

async function waitUntilAnswering(origin: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/counter/count`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The shop server did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

/** A port nothing listens on now, so parallel runs (and other people's servers) never meet. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** Starts api/src/server.ts serving staticDir on 127.0.0.1 (on port, else a free one) with a fresh, seeded database. */
export async function startShop({ staticDir, port }: { staticDir: string; port?: number }): Promise<LocalShop> {
  port ??= await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-local-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir, DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

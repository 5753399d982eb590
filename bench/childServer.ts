import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_SCRIPT = fileURLToPath(new URL('./benchServer.ts', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ChildServer {
  origin: string;
  /** User + system CPU time the server process has used so far. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** Node flags for the child: with BENCH_CPU_PROF=<dir>, each server writes a V8 CPU profile there on exit. */
function profileFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Bench server not ready within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`Bench server exited with code ${code} before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const ready = /^READY (\d+)$/.exec(line);
      if (!ready) return console.log(`[server] ${line}`);
      clearTimeout(timer);
      resolve(Number(ready[1]));
    });
  });
}

function askCpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onExit = () => reject(new Error('Bench server exited'));
    child.once('exit', onExit);
    child.once('message', (micros) => {
      child.off('exit', onExit);
      resolve(Number(micros));
    });
    child.send('cpu');
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  if (child.connected) child.disconnect();
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Starts bench/benchServer.ts on the database at `location` (a SQLite file or a postgres:// address) in a child Node process and answers once it listens on 127.0.0.1. */
export async function startChildServer(location: string): Promise<ChildServer> {
  const child = spawn(process.execPath, [...profileFlags(), '--import', 'tsx', SERVER_SCRIPT, location], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  try {
    const port = await waitForPort(child);
    return { origin: `http://127.0.0.1:${port}`, cpuMicros: () => askCpuMicros(child), stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

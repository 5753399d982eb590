// The server as `npm run serve` runs it: the built dist-server/server.js in a child process, on a
// scratch data directory and a free port, with exactly the environment a test gives it; and the
// built operator commands (npm run backup, npm run restore).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BUILT_DIR = resolve('dist-server');
// A start hashes the demo accounts' passwords: beside stress-ng on a busy machine it took over 30 s.
const READY_TIMEOUT_MS = 60_000;

/** A full, valid production configuration (the mail server, IBAN, seller and address are made up). */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://obchod.example.cz',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SHOP_IBAN: 'CZ75 2010 0000 0027 1828 1828',
  SHOP_SELLER_NAME: 'Nakladatelství Příklad, z. s.',
  SHOP_SELLER_ADDRESS: 'Dlouhá 12|110 00 Praha 1',
  SHOP_ICO: '27182819',
} as const;

export interface BuiltShop {
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves when the output contains `text`. */
  printed(text: string): Promise<void>;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** Runs the built server with `env` alone (plus PATH), and the exit code and output once it has exited by itself. */
export const runBuiltServer = (env: Record<string, string>) => runBuilt('server.js', [], { DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-built-')), ...env });

/** Runs one of the built commands (server.js, backup.js, restore.js) with `args` and `env` alone, to its exit. */
export async function runBuilt(file: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnBuilt(env, file, args);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

function spawnBuilt(env: Record<string, string>, file = 'server.js', args: string[] = []): ChildProcess {
  const built = join(BUILT_DIR, file);
  if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build first.`);
  return spawn(process.execPath, [built, ...args], { env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts the built server and resolves once /healthz answers 200. */
export async function startBuiltShop(env: Record<string, string>, dataDir = mkdtempSync(join(tmpdir(), 'shop-built-'))): Promise<BuiltShop> {
  // Port 0: the server takes a port from the system as it listens. A port probed free beforehand could
  // be taken by another test's stand-in in between, and this test would then talk to that server.
  const child = spawnBuilt({ DATA_DIR: dataDir, PORT: '0', ...env });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = once(child, 'exit') as Promise<[number | null]>;
  const printed = (text: string) =>
    new Promise<void>((done, fail) => {
      const check = () => output.includes(text) && (listeners.delete(check), done());
      listeners.add(check);
      check();
      void exited.then(() => fail(new Error(`The server exited before printing "${text}":\n${output}`)));
    });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const notReady = (why: string) => {
    child.kill('SIGKILL'); // the test that started it never gets the shop to stop it
    return new Error(`The built server ${why} within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
  };
  const listening = /Shop running on http:\/\/localhost:(\d+)/;
  let timer: NodeJS.Timeout | undefined;
  const port = await Promise.race([
    printed('Shop running on').then(() => Number(listening.exec(output)![1])),
    new Promise<never>((_, fail) => (timer = setTimeout(() => fail(notReady('did not say it was listening')), READY_TIMEOUT_MS))),
  ]).finally(() => clearTimeout(timer));
  const origin = `http://127.0.0.1:${port}`;
  const shop: BuiltShop = {
    origin,
    dataDir,
    child,
    output: () => output,
    printed,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return (await exited)[0];
    },
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The built server exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw notReady('did not answer /healthz');
    const ready = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return shop;
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

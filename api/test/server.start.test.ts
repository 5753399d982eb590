import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductListJson } from '@contract/catalogue';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
const port = 3400 + Math.floor(Math.random() * 500);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server entry point as a newcomer would, with PORT and DATA_DIR set. */
async function startShop(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Shop running') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

const stop = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

async function catalogueSize() {
  const response = await fetch(`http://127.0.0.1:${port}/api/products/all`);
  return ((await response.json()) as unknown[]).length;
}

describe('starting the shop', () => {
  it('creates, migrates and seeds the database under DATA_DIR on the given PORT, and a second start keeps the data without re-seeding', async () => {
    const first = await startShop();
    const seeded = await catalogueSize();
    expect(seeded).toBeGreaterThanOrEqual(60);
    const visits = await fetch(`http://127.0.0.1:${port}/api/counter/increase`, { method: 'PUT' });
    expect(await visits.json()).toEqual({ count: 1 });
    await stop(first);

    const second = await startShop();
    expect(await catalogueSize()).toBe(seeded);
    const count = await fetch(`http://127.0.0.1:${port}/api/counter/count`);
    expect(await count.json()).toEqual({ count: 1 });
    const page = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as ProductListJson;
    expect(page.products).toHaveLength(8);
    await stop(second);
  }, 60_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UserInfoJson } from '@contract/account';
import { DEMO_USERS } from '../src/seed/demoUsers';
import { pixelsOf, pngOfSize, uploadBody, withForm } from './staff';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-uploads-start-'));
const port = 4400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child) await new Promise((resolve) => child!.once('exit', resolve).kill('SIGTERM'));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real entry point (api/src/server.ts), which serves DATA_DIR/uploads at /uploads. */
async function startShop(): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', SMTP_URL: '', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    started.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Shop running') && resolve());
    started.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return started;
}

describe('uploaded files on the real server', () => {
  it('are served at the path the upload answered, cached for a year; an unknown name is 404, not the app shell', async () => {
    child = await startShop();
    const { email, password } = DEMO_USERS[0];
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as UserInfoJson;
    const png = await pngOfSize(274, 379);
    const uploaded = await fetch(`${base}/api/upload`, withForm(token, uploadBody(png, 'obalka.png', 'image/png')));
    expect(uploaded.status).toBe(201);
    const path = (await uploaded.json()) as string;

    const served = await fetch(base + path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await pixelsOf(new Uint8Array(await served.arrayBuffer()))).equals(await pixelsOf(png))).toBe(true);
    expect((await fetch(base + path.replace('.png', '.webp'))).headers.get('content-type')).toBe('image/webp');

    const missing = await fetch(`${base}/uploads/0123456789abcdef0123456789abcdef.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Soubor nenalezen' });
    expect((await fetch(`${base}/uploads/..%2fshop.db`)).status).toBe(404);
  }, 60_000);
});

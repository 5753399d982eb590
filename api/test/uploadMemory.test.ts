// A large upload streams to disk: the built server in its own process, so its memory is its own.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3AudioSpanOfFile } from '../src/media/mp3File';
import { type BuiltShop, startBuiltShop } from './builtServer';

const MB = 1024 * 1024;

/** The peak resident memory of a process so far (Linux), in bytes. */
const peakMemory = (pid: number) => Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** An mp3 of about `bytes`: the frames of a demo recording, one run after another. */
async function mp3Of(bytes: number): Promise<Buffer> {
  const demo = 'public/demo/audio/jan-3-16.mp3';
  const span = (await mp3AudioSpanOfFile(demo))!;
  const frames = readFileSync(demo).subarray(span.start, span.end);
  return Buffer.concat(Array.from({ length: Math.ceil(bytes / frames.length) }, () => frames));
}

let shop: BuiltShop;
let token: string;

const upload = async (file: Buffer) => {
  const form = new FormData();
  form.append('upload', new Blob([new Uint8Array(file)], { type: 'audio/mpeg' }), 'kazani.mp3');
  const response = await fetch(`${shop.origin}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as string };
};

beforeAll(async () => {
  shop = await startBuiltShop({ NODE_ENV: 'test', SMTP_URL: '', STRIPE_SECRET_KEY: '' });
  const login = await fetch(`${shop.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@slovozivota.cz', password: 'admin1234' }),
  });
  token = ((await login.json()) as { token: string }).token;
  // A fresh shop fills its empty pickup point lists at start; that peak is the refresh's (bench:pickupPoints), not the upload's.
  await Promise.all(['packeta', 'balikovna'].map((carrier) => shop.printed(`Pickup points of ${carrier}`)));
}, 60_000);

afterAll(async () => {
  await shop?.stop();
});

describe('an upload of 45 MB', () => {
  it('streams to disk: the server’s peak memory grows by far less than the file, and the stored mp3 is whole', async () => {
    expect((await upload(await mp3Of(MB))).status).toBe(201); // everything an upload loads, loaded
    const before = peakMemory(shop.child.pid!);
    const large = await mp3Of(45 * MB);
    const { status, body } = await upload(large);
    expect(status).toBe(201);
    expect(statSync(join(shop.dataDir, 'uploads', body.replace('/uploads/', ''))).size).toBe(large.length);
    // Holding the file whole (as undici's formData() did) raised the peak by 326 MB.
    expect(peakMemory(shop.child.pid!) - before).toBeLessThan(32 * MB);
  }, 60_000);
});

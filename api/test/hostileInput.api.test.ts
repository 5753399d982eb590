// Bodies an attacker sends to stall the server or make it read more than it means to, written on a
// socket of their own (node:http without an agent) so the test sees what the server really does
// with the connection: when it answers, what it promises, and when it drops the socket.
import { once } from 'node:events';
import { type IncomingHttpHeaders, request } from 'node:http';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '../src/http/bodyLimits';
import { signInDemoAccounts } from './staff';
import { call, callFrom, startTestServer, type TestServer, withJson, withToken } from './testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const MB = 1024 * 1024;
const tooLarge = { message: 'Tělo požadavku je příliš velké.' };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Milliseconds from sending the head to the end of the answer. */
  ms: number;
}

/**
 * A POST whose head is sent at once; the body is whatever the test writes next, if anything.
 * `answer` settles when the server has answered, `closed` when the socket is gone.
 */
function openPost(path: string, headers: Record<string, string | number>, localAddress?: string) {
  const url = new URL(path, server.url);
  const started = performance.now();
  // Without an agent node:http asks for Connection: close itself; a browser asks to keep the socket.
  const req = request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { Connection: 'keep-alive', ...headers },
    localAddress,
    agent: false,
  });
  req.on('error', () => {}); // the server may drop the socket while the client still writes
  const closed = new Promise<void>((resolve) => req.on('close', resolve));
  const answer = new Promise<Answer>((resolve) =>
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null, ms: performance.now() - started });
      });
    }),
  );
  req.flushHeaders();
  return { req, answer, closed };
}

/** Writes chunks of `[` until `total` bytes are written or the server has dropped the socket; answers how many were written. */
async function writeUntilDropped(post: ReturnType<typeof openPost>, total: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, '[');
  let dropped = false;
  void post.closed.then(() => (dropped = true));
  let written = 0;
  while (written < total && !dropped) {
    written += chunk.length;
    if (!post.req.write(chunk)) await Promise.race([once(post.req, 'drain').catch(() => {}), post.closed]);
  }
  return written;
}

describe('a body over the limit', () => {
  it('declared as 100 MB is refused with 413, JSON and Connection: close before a byte of it is sent', async () => {
    const post = openPost('/api/auth/currentuser', { 'Content-Type': 'application/json', 'Content-Length': 100 * MB });
    const answer = await post.answer;
    expect(answer).toMatchObject({ status: 413, body: tooLarge });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.connection).toBe('close');
    await post.closed; // the server drops the socket instead of waiting for the 100 MB
  });

  it('sent chunked, 100 MB, is refused with 413 and Connection: close, and the socket is dropped long before the end', async () => {
    const post = openPost('/api/users/login', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' });
    const written = await writeUntilDropped(post, 100 * MB);
    const answer = await post.answer;
    expect(answer).toMatchObject({ status: 413, body: tooLarge });
    expect(answer.headers.connection).toBe('close');
    expect(written).toBeLessThan(20 * MB); // what the two sockets' buffers hold, not what the server read
  });

  it('is refused on every route, also those the API does not know and the pages', async () => {
    const body = '['.repeat(JSON_BODY_MAX_BYTES + 1);
    for (const path of ['/api/cart', '/api/nic-takoveho', '/kontakt', '/podcast/slova-zivota.xml']) {
      const { status, body: answer } = await call(server, path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });
      expect({ path, status, answer }).toEqual({ path, status: 413, answer: tooLarge });
    }
  });
});

describe('a route that takes more than a JSON form', () => {
  it('keeps its own limit: the product form saves an excerpt of 200,000 characters, and refuses past 1 MB', async () => {
    const { admin } = await signInDemoAccounts(server);
    const { body: product } = await call<{ _id: number }>(server, '/api/products', withToken(admin.token, 'POST'));
    const form = (excerpt: string) => withJson('PUT', { name: 'Dlouhá ukázka', price: 100, author: 'Autor', excerpt: { excerpt } }, admin.token);
    expect((await call(server, `/api/products/${product._id}`, form('ž'.repeat(200_000)))).status).toBe(200);
    expect(await call(server, `/api/products/${product._id}`, form('ž'.repeat(600_000)))).toEqual({ status: 413, body: tooLarge });
  });
});

describe('a deeply nested JSON body', () => {
  it('of 5 million [ is refused with 413 at once instead of being parsed', async () => {
    const post = openPost('/api/auth/currentuser', { 'Content-Type': 'application/json', 'Content-Length': 5_000_000 });
    post.req.end('['.repeat(5_000_000));
    const answer = await post.answer;
    expect(answer).toMatchObject({ status: 413, body: tooLarge });
    expect(answer.ms).toBeLessThan(1000);
  });
});

describe('a deeply nested JSON body just under the limit', () => {
  it.each(['/api/auth/currentuser', '/api/users/login', '/api/users', '/api/auth/forgot-password', '/api/auth/contact', '/api/auth/reset-password'])(
    'is answered 400 at once by %s',
    async (path) => {
      const post = openPost(path, { 'Content-Type': 'application/json', 'Content-Length': JSON_BODY_MAX_BYTES });
      post.req.end('['.repeat(JSON_BODY_MAX_BYTES));
      const answer = await post.answer;
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect(answer.ms).toBeLessThan(1000);
    },
  );
});

describe('a client over its IP limit', () => {
  it('gets 429 before the server reads or parses its body', async () => {
    const ip = '127.0.0.9';
    for (let i = 0; i < 20; i++) {
      const { status } = await callFrom(ip, server, '/api/auth/forgot-password', withJson('POST', { email: `nikdo${i}@example.cz` }));
      expect(status).toBe(200);
    }
    // A chunked body that never ends: whoever waited to read it would never answer.
    const post = openPost('/api/auth/forgot-password', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, ip);
    post.req.write('{"email": "nikdo@example.cz", "x": [[[[');
    try {
      const answer = await Promise.race([post.answer, setTimeout(3000, 'no answer in 3 s')]);
      expect(answer).toMatchObject({ status: 429, body: { message: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.' } });
    } finally {
      post.req.destroy();
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../accounts/tokens';
import { logEntriesOf, startTestServer, type TestServer, withJson } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let requests = 0;
/** A request under an id of its own; answers the response and every log line carrying that id. */
async function logged(target: TestServer, path: string, init: RequestInit = {}) {
  const id = `test-${++requests}`;
  const response = await fetch(target.url + path, { ...init, headers: { ...init.headers, 'X-Request-Id': id } });
  await response.arrayBuffer();
  return { response, lines: logEntriesOf(target).filter((entry) => entry.reqId === id) };
}

describe('the request log', () => {
  it('writes exactly one JSON line per request with its id, method, path, status and duration, and answers the id as X-Request-Id', async () => {
    const { response, lines } = await logged(server, '/api/products');
    expect(response.status).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', reqId: 'test-1', method: 'GET', path: '/api/products', status: 200, durationMs: expect.any(Number) }),
    ]);
    expect(response.headers.get('X-Request-Id')).toBe('test-1');
  });

  it('gives a request without an id one of its own, the same in the line and in the answer', async () => {
    const response = await fetch(`${server.url}/api/products/999999`);
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logEntriesOf(server).filter((entry) => entry.reqId === id)).toEqual([expect.objectContaining({ method: 'GET', status: 404 })]);
  });

  it('logs the path without its query string', async () => {
    const { lines } = await logged(server, '/api/products?keyword=tajne-hledani&pageNumber=2');
    expect(lines).toEqual([expect.objectContaining({ path: '/api/products', status: 200 })]);
    expect(server.logLines.join('\n')).not.toContain('tajne-hledani');
  });

  it.each([
    ['the registration link', (t: string) => `/registerLink/jana%40example.cz/${t}`, '/registerLink/:email/:token'],
    ['the registration confirmation', (t: string) => `/api/users/jana%40example.cz/${t}?from=mail`, '/api/users/:email/:token'],
    ['the password reset link', (t: string) => `/reset-password/jana%40example.cz/7/${t}`, '/reset-password/:email/7/:token'],
    ['the reset link check', (t: string) => `/api/auth/check-reset-token/jana%40example.cz/7/${t}`, '/api/auth/check-reset-token/:email/7/:token'],
    ['the unsubscribe link (with a trailing slash)', (t: string) => `/api/subscribers/unsubscribe/${t}/`, '/api/subscribers/unsubscribe/:token'],
    ['the return from Stripe', (t: string) => `/order/12/stripe-success/${t}?session_id=cs_test_tajne`, '/order/12/stripe-success/:init'],
  ])('logs %s without its token, address or query', async (_, pathWith, shown) => {
    const token = randomToken();
    const { lines } = await logged(server, pathWith(token));
    expect(lines).toEqual([expect.objectContaining({ path: shown })]);
    const all = server.logLines.join('\n');
    for (const secret of [token, 'jana@example.cz', 'jana%40example.cz', 'cs_test_tajne']) expect(all).not.toContain(secret);
  });

  it('never shows a password from a body or a token from the Authorization header', async () => {
    const password = 'Tajne-heslo-v-tele-42';
    const sessionToken = randomToken();
    expect((await logged(server, '/api/users/login', withJson('POST', { email: 'nikdo@example.cz', password }))).lines).toHaveLength(1);
    expect((await logged(server, '/api/users', withJson('POST', { name: 'Jana', email: 'jana@example', password }))).lines).toHaveLength(1);
    expect((await logged(server, '/api/users/profile', { headers: { Authorization: `Bearer ${sessionToken}` } })).lines).toHaveLength(1);
    const all = server.logLines.join('\n');
    expect(all).not.toContain(password);
    expect(all).not.toContain(sessionToken);
  });
});

describe('a request that fails on the server', () => {
  it('is logged once, as an error with its status, message and stack, and answered 500 in Czech', async () => {
    const broken = await startTestServer();
    try {
      await sql`ALTER TABLE products RENAME TO products_gone`.execute(broken.db);
      const { response, lines } = await logged(broken, '/api/products');
      expect(response.status).toBe(500);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'error',
          method: 'GET',
          path: '/api/products',
          status: 500,
          err: expect.objectContaining({
            message: expect.stringMatching(/no such table: products|relation "products" does not exist/),
            stack: expect.stringMatching(/\n\s+at /),
          }),
        }),
      ]);
    } finally {
      await broken.close();
    }
  });
});

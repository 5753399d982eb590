// Issue 27, findings 7 and 10: what the built server's Node HTTP server answers before the app sees
// a request. A client that sends its headers too slowly, or never finishes its request, is cut off
// with a JSON 408 (the timeouts are settings, small here); oversized headers get a JSON 431.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltShop, runBuiltServer, startBuiltShop } from './builtServer';

/** A raw connection to the shop; `answer()` is everything it answered once the shop closed it. */
async function rawConnection(shop: BuiltShop): Promise<{ socket: Socket; answer: () => Promise<string> }> {
  const socket = connect(Number(new URL(shop.origin).port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk));
  const closed = once(socket, 'close');
  await once(socket, 'connect');
  return { socket, answer: async () => (await closed, received) };
}

/** The status and JSON body of a raw HTTP answer. */
function parsed(answer: string): { status: number; body: unknown } {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) };
}

const LOGIN_BODY = JSON.stringify({ email: 'nikdo@example.cz', password: 'špatné heslo' });
const loginHead = `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(LOGIN_BODY)}\r\nConnection: close\r\n\r\n`;

describe('HEADERS_TIMEOUT_SECONDS', () => {
  let shop: BuiltShop;
  beforeAll(async () => {
    shop = await startBuiltShop({ NODE_ENV: 'test', SEED_DEMO: 'false', HEADERS_TIMEOUT_SECONDS: '1' });
  });
  afterAll(() => shop?.stop());

  it('cuts off a client that never finishes its headers with a JSON 408, while a body that comes after that time is answered', async () => {
    const slowHeaders = await rawConnection(shop);
    slowHeaders.socket.write('GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pomalu: a'); // and never the end of the headers
    const slowBody = await rawConnection(shop);
    slowBody.socket.write(loginHead);

    expect(parsed(await slowHeaders.answer())).toEqual({ status: 408, body: { message: 'Požadavek nedorazil celý včas. Zkuste to prosím znovu.' } });
    // The headers timeout has passed for both; the other client's headers were complete, so its body still counts.
    slowBody.socket.write(LOGIN_BODY);
    expect(await slowBody.answer()).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('answers headers larger than Node takes with a JSON 431', async () => {
    const response = await fetch(`${shop.origin}/api/products`, { headers: { 'X-Velka': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ message: 'Hlavičky požadavku jsou příliš velké.' });
  });
});

describe('REQUEST_TIMEOUT_SECONDS', () => {
  it('cuts off a client that never finishes its request body with a JSON 408', async () => {
    const shop = await startBuiltShop({ NODE_ENV: 'test', SEED_DEMO: 'false', HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });
    try {
      const unfinished = await rawConnection(shop);
      unfinished.socket.write(loginHead + LOGIN_BODY.slice(0, 10));
      expect(parsed(await unfinished.answer())).toEqual({ status: 408, body: { message: 'Požadavek nedorazil celý včas. Zkuste to prosím znovu.' } });
    } finally {
      await shop.stop();
    }
  });

  it('is refused when shorter than HEADERS_TIMEOUT_SECONDS', async () => {
    const { code, output } = await runBuiltServer({ NODE_ENV: 'test', HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '10' });
    expect(code).toBe(1);
    expect(output).toContain('- REQUEST_TIMEOUT_SECONDS must not be shorter than HEADERS_TIMEOUT_SECONDS');
  });
});

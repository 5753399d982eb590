// Issue 27, finding 6: a refusal the shop means to give is a warning without a stack, and the
// anonymous Stripe webhook cannot be used to flood the log: its refusals are limited per client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentMessages } from '../payments/cardPaymentMessages';
import { callFrom, logEntriesOf, startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(); // no Stripe key: card payments are switched off
});
afterAll(() => server.close());

let requests = 0;
/** A request from `ip` under an id of its own; answers its status, body and log lines. */
async function loggedFrom(ip: string, path: string, init: RequestInit = {}) {
  const id = `refusal-${++requests}`;
  const answer = await callFrom(ip, server, path, { ...init, headers: { ...init.headers, 'X-Request-Id': id } });
  return { ...answer, lines: logEntriesOf(server).filter((entry) => entry.reqId === id) };
}

const webhook = (ip: string) =>
  loggedFrom(ip, '/api/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
    body: '{"id":"evt_1"}',
  });

describe('an intended refusal in the log', () => {
  it('a missing product: one warning, without an error or a stack', async () => {
    const { status, lines } = await loggedFrom('127.0.0.1', '/api/products/999999');
    expect(status).toBe(404);
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'request refused', status: 404, path: '/api/products/999999' })]);
    expect(lines[0]).not.toHaveProperty('err');
  });

  it('the Stripe webhook without a Stripe key: 503 with its message, one warning without an error or a stack', async () => {
    const { status, body, lines } = await webhook('127.0.3.1');
    expect({ status, body }).toEqual({ status: 503, body: { message: cardPaymentMessages.notConfigured } });
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'request refused', status: 503, path: '/api/stripe/webhook' })]);
    expect(JSON.stringify(lines)).not.toMatch(/stack|\n\s+at /);
  });
});

describe('the Stripe webhook', () => {
  it('refuses one client 30 times in an hour, then answers it 429; another client is still heard', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await webhook('127.0.3.2')).status);
    expect(statuses).toEqual([...Array(30).fill(503), 429]);
    expect((await webhook('127.0.3.3')).status).toBe(503);
  });
});

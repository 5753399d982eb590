// Issue 27, finding 10: under /api every refusal is JSON. The unsubscribe link of the mails is the
// one address people open in a browser: a browser gets a page, any other client JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const USED_OR_INVALID = 'Tento odkaz pro odhlášení už byl použit nebo je neplatný. Pokud Vám novinky stále chodí, napište nám prosím.';
const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('an unknown unsubscribe link', () => {
  it.each(['GET', 'POST'])('%s from a client that asks for no page: a JSON 404', async (method) => {
    const response = await fetch(`${server.url}/api/subscribers/unsubscribe/neznamy-token`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: USED_OR_INVALID });
  });

  it.each(['GET', 'POST'])('%s from a browser: a page saying so, 404', async (method) => {
    const response = await fetch(`${server.url}/api/subscribers/unsubscribe/neznamy-token`, { method, headers: BROWSER });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(`<p>${USED_OR_INVALID}</p>`);
  });
});

describe('an unknown address under /api', () => {
  it.each(['/api', '/api/', '/api/neexistuje', '/api/subscribers/nic/dalsiho', '/api/products/1/nic'])('%s: a JSON 404', async (path) => {
    const response = await fetch(server.url + path, { headers: BROWSER });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^Neznámá adresa /) });
  });
});

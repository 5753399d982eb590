import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

// Issue 12, item 5: every answer says what a browser may do with it. The pages the server renders
// (their inline scripts' hashes, and data with $ patterns) are checked in e2e/securityHeaders.spec.ts.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const headersOf = async (path: string) => (await fetch(server.url + path)).headers;

/** The policy's directives by name, each with its sources. */
const policyOf = (headers: Headers) =>
  new Map((headers.get('Content-Security-Policy') ?? '').split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));

describe('security headers on every answer', () => {
  it('an API answer is sent as what it says it is, never framed, with the referrer cut to the origin elsewhere', async () => {
    const headers = await headersOf('/api/products');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(policyOf(headers).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the policy lets scripts come only from the shop itself, and styles and YouTube frames as the app needs them', async () => {
    const policy = policyOf(await headersOf('/api/unknown'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('an uploaded file is served with nosniff and a sandbox that loads nothing, so HTML hidden in a picture never runs', async () => {
    writeFileSync(join(server.dir, 'uploads', 'obalka.png'), '\x89PNG\r\n\x1a\n<html><script>alert(1)</script></html>');
    const response = await fetch(`${server.url}/uploads/obalka.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const policy = policyOf(response.headers);
    expect(policy.get('sandbox')).toEqual([]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('HSTS is sent only when the shop’s public address is https', async () => {
    expect((await headersOf('/api/products')).has('Strict-Transport-Security')).toBe(false);
    const onHttps = await startTestServer({ config: { publicUrl: 'https://obchod.example.cz' } });
    try {
      const headers = (await fetch(`${onHttps.url}/api/products`)).headers;
      expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
    } finally {
      await onHttps.close();
    }
  });
});

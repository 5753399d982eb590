import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { startTestServer, type TestServer, withToken } from '../../test/testServer';

// Issue 12, item 5: every answer says what a browser may do with it. The pages the server renders
// (their inline scripts' hashes, and data with $ patterns) are checked in e2e/securityHeaders.spec.ts.

let server: TestServer;
let customer: Customer;
let admin: Customer;
let productId: number;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signedInCustomer(server.db, 'Anna Malá', 'anna@example.cz');
  admin = await signedInCustomer(server.db, 'Petr Správce', 'spravce@example.cz', { isAdmin: true });
  productId = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00 });
});
afterAll(() => server.close());

const headersOf = async (path: string, token?: string) => (await fetch(server.url + path, token ? withToken(token) : undefined)).headers;

/** The policy's directives by name, each with its sources. */
const policyOf = (headers: Headers) =>
  new Map(
    (headers.get('Content-Security-Policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('security headers on every answer', () => {
  it('an API answer is sent as what it says it is, never framed, with the referrer cut to the origin elsewhere', async () => {
    const headers = await headersOf('/api/products');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(policyOf(headers).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the location only for the shop’s own pages (the pickup-point picker), no camera, microphone or Payment Request', async () => {
    for (const path of ['/api/products', '/api/unknown', '/robots.txt']) {
      expect((await headersOf(path)).get('Permissions-Policy')).toBe('geolocation=(self), camera=(), microphone=(), payment=()');
    }
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

describe('Cache-Control: no-store on answers with personal data', () => {
  it('a signed-in call (profile, cart, own orders, favourites, an admin list) is never stored', async () => {
    for (const path of ['/api/users/profile', '/api/cart', '/api/orders/myorders', '/api/users/favorites']) {
      const response = await fetch(server.url + path, withToken(customer.token));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
    const adminList = await fetch(`${server.url}/api/admin/products?pageNumber=1`, withToken(admin.token));
    expect(adminList.status).toBe(200);
    expect(adminList.headers.get('Cache-Control')).toBe('no-store');
  });

  it('sign-in and account calls are never stored, even when they fail', async () => {
    const signIn = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nikdo@example.cz', password: 'spatne-heslo' }),
    });
    expect(signIn.status).toBe(401);
    expect(signIn.headers.get('Cache-Control')).toBe('no-store');
    expect((await headersOf('/api/auth/google/config')).get('Cache-Control')).toBe('no-store');
  });

  it('a product asked for with a token (it tells whether the user likes it) is not stored, the same product asked anonymously may be', async () => {
    expect((await headersOf(`/api/products/${productId}`, customer.token)).get('Cache-Control')).toBe('no-store');
    expect((await headersOf(`/api/products/${productId}`)).get('Cache-Control')).not.toBe('no-store');
    expect((await headersOf('/api/products')).get('Cache-Control')).not.toBe('no-store');
  });
});

import { createServer } from 'node:net';
import { hc } from 'hono/client';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { OrderJson, OrderRefusalJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import type { ApiRoutes } from '../src/app';
import { orderFailure } from '../../pwa/src/features/checkout/placeOrder';
import { ApiError, setSessionHooks, TOKEN_FAILED } from '../../pwa/src/lib/api';
import { answer, client, get } from '../../pwa/src/lib/client';
import { checkConnection, isOnline } from '../../pwa/src/lib/connectivity';
import { pwaTexts } from '../../pwa/src/lib/texts/pwa';
import { type Customer, signedInCustomer } from './customers';
import { insertProduct } from './fixtures';
import { call, startTestServer, type TestServer, withToken } from './testServer';

// The PWA's typed client (pwa/src/lib/client.ts) against the real server: the page's origin is the
// test server's address, as the browser's would be the shop's.
let server: TestServer;
let customer: Customer;
let zivot: number;
let origin: string;
let signedIn: string | undefined;
const refusedTokens: string[] = [];
const browserFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startTestServer();
  origin = server.url;
  zivot = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 20 });
  customer = await signedInCustomer(server.db, 'Jiří Dvořák', 'jiri.dvorak@example.cz');
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => browserFetch(new URL(String(input), origin), init));
  vi.stubGlobal('navigator', { onLine: true });
  setSessionHooks({ authorization: () => signedIn, tokenFailed: (authorization) => void refusedTokens.push(authorization) });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const signIn = (who: Customer | null) => (signedIn = who ? `Bearer ${who.token}` : undefined);

describe('the typed client', () => {
  it('reads a screen’s answer at the API path a server-rendered page keys that answer by', async () => {
    const read = get(client.products, { query: { keyword: 'život', pageNumber: '1' } });
    expect(read.path).toBe('/products?keyword=%C5%BEivot&pageNumber=1');
    const list = await read.send();
    expect(list.products.map((product) => product.name)).toEqual(['Normální křesťanský život']);
    expect((await call(server, `/api${read.path}`)).body).toEqual(list);
  });

  it('throws a refusal as the server’s Czech message with the rest of its answer (a 409’s changes)', async () => {
    signIn(customer);
    const placing = answer(
      client.orders.$post({
        json: {
          orderItems: [{ product: zivot, qty: 1, price: 229 }],
          shippingAddress: { name: 'Jiří Dvořák', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' },
          paymentMethod: PAYMENT_METHODS.bankTransfer,
        },
      }),
    );
    const refusal = await placing.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, details: { changes: [{ product: zivot, name: 'Normální křesťanský život', price: 249 }] } });
    expect((refusal as ApiError).message).toMatch(/^Ceny se mezitím změnily/);
    expect(orderFailure(refusal)).toMatchObject({ kind: 'prices', changes: [{ product: zivot, price: 249 }] });
  });

  it('carries the order’s 409s in the route’s type: new prices or too little stock, told apart by the status', async () => {
    const vyprodano = await insertProduct(server.db, { name: 'Vyprodaná kniha', price: 120_00, count_in_stock: 0 });
    const api = hc<ApiRoutes>(`${server.url}/api`, { headers: { Authorization: `Bearer ${customer.token}` }, fetch: browserFetch });
    const placing = (product: number, price: number) =>
      api.orders.$post({
        json: {
          orderItems: [{ product, qty: 1, price }],
          shippingAddress: { name: 'Jiří Dvořák', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' },
          paymentMethod: PAYMENT_METHODS.bankTransfer,
        },
      });
    const refusalOf = async (answer: Awaited<ReturnType<typeof placing>>) => {
      if (answer.status !== 409) throw new Error(`expected 409, got ${answer.status}`);
      const body = await answer.json();
      expectTypeOf(body).toEqualTypeOf<OrderRefusalJson>();
      return body;
    };
    expect(await refusalOf(await placing(zivot, 229))).toEqual({
      message: expect.stringMatching(/^Ceny se mezitím změnily/),
      changes: [{ product: zivot, name: 'Normální křesťanský život', price: 249 }],
      totals: { itemsPrice: 249, shippingPrice: expect.any(Number), taxPrice: expect.any(Number), totalPrice: expect.any(Number), shippingToBeInvoiced: false },
    });
    expect(await refusalOf(await placing(vyprodano, 120))).toEqual({
      message: 'Produkt „Vyprodaná kniha“ už není skladem v požadovaném množství (skladem 0 ks).',
      shortages: [{ product: vyprodano, name: 'Vyprodaná kniha', countInStock: 0 }],
    });
    const placed = await placing(zivot, 249);
    if (placed.status !== 201) throw new Error(`expected 201, got ${placed.status}`);
    expectTypeOf(await placed.json()).toEqualTypeOf<OrderJson>();
  });

  it('ends the session whose token the server refuses, naming the refused header', async () => {
    signedIn = 'Bearer neplatny-token';
    const refusal = await answer(client.users.profile.$get()).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 401, message: TOKEN_FAILED });
    expect(refusedTokens).toEqual(['Bearer neplatny-token']);
    refusedTokens.length = 0;
  });

  it('signs out the account the call names, over the session’s own header', async () => {
    const leaving = await signedInCustomer(server.db, 'Eva Svobodová', 'eva@example.cz');
    signIn(customer);
    await answer(client.users.logout.$post({}, { headers: { Authorization: `Bearer ${leaving.token}` } }));
    expect((await call(server, '/api/users/profile', withToken(leaving.token))).status).toBe(401);
    expect((await call(server, '/api/users/profile', withToken(customer.token))).status).toBe(200);
  });

  it('takes a call without an answer as offline while navigator.onLine says online (lie-fi), and an answer as online again', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const shop = origin;
    expect(isOnline()).toBe(true);
    origin = `http://127.0.0.1:${port}`;
    try {
      await expect(answer(client.banner.$get())).rejects.toMatchObject({ status: 0, message: pwaTexts.offline.notSaved });
      expect(isOnline()).toBe(false);
      await checkConnection(); // the app's own question whether the server answers again
      expect(isOnline()).toBe(false);
    } finally {
      origin = shop;
    }
    await checkConnection();
    expect(isOnline()).toBe(true);
    origin = `http://127.0.0.1:${port}`;
    await expect(answer(client.banner.$get())).rejects.toMatchObject({ status: 0 });
    expect(isOnline()).toBe(false);
    origin = shop;
    await answer(client.banner.$get());
    expect(isOnline()).toBe(true);
  });
});

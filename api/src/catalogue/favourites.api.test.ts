import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCardJson, ProductJson } from '@contract/catalogue';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

let server: TestServer;
let anna: Customer;
let bob: Customer;
const ids = { zivot: 0, ekonomie: 0 };

beforeAll(async () => {
  server = await startTestServer();
  ids.zivot = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00 });
  ids.ekonomie = await insertProduct(server.db, { name: 'Boží ekonomie', price: 199_00 });
  anna = await signedInCustomer(server.db, 'Anna Malá', 'anna@example.cz');
  bob = await signedInCustomer(server.db, 'Bob Velký', 'bob@example.cz');
});
afterAll(() => server.close());

const favouritesOf = async (userId: number) =>
  (await server.db.selectFrom('favourites').select('product_id').where('user_id', '=', userId).orderBy('product_id').execute()).map((f) => f.product_id);
const product = (id: number, token?: string) => call<ProductJson>(server, `/api/products/${id}`, token ? withToken(token) : undefined);

describe('favourites: the user always comes from the token', () => {
  it('PUT /api/products/{id}/anybody adds the token’s user, whatever id the payload names, and answers the product', async () => {
    // The spec's payload: the product with favoriteOf set to a user id (here someone else's).
    const { status, body } = await call<ProductJson>(
      server,
      `/api/products/${ids.zivot}/anybody`,
      withJson('PUT', { _id: ids.zivot, favoriteOf: [{ _id: bob.id }], userId: bob.id }, anna.token),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: ids.zivot, favoriteOf: [{ _id: anna.id }] });
    expect(await favouritesOf(anna.id)).toEqual([ids.zivot]);
    expect(await favouritesOf(bob.id)).toEqual([]);
  });

  it('adding again changes nothing', async () => {
    expect((await call(server, `/api/products/${ids.zivot}/anybody`, withJson('PUT', {}, anna.token))).status).toBe(200);
    expect(await favouritesOf(anna.id)).toEqual([ids.zivot]);
  });

  it('needs a bearer token (401) and a known product (404)', async () => {
    expect(await call(server, `/api/products/${ids.zivot}/anybody`, withJson('PUT', { favoriteOf: [{ _id: anna.id }] }))).toEqual({
      status: 401,
      body: { message: 'Not authorized, no token' },
    });
    expect(await call(server, '/api/products/999999/anybody', withJson('PUT', {}, anna.token))).toEqual({
      status: 404,
      body: { message: 'Produkt nenalezen' },
    });
    expect(await call(server, '/api/products/999999/remove/favorites', withJson('PUT', {}, anna.token))).toEqual({
      status: 404,
      body: { message: 'Produkt nenalezen' },
    });
  });

  it('favoriteOf in the product JSON names at most the user asking, never other users', async () => {
    await call(server, `/api/products/${ids.zivot}/anybody`, withJson('PUT', {}, bob.token));
    expect((await product(ids.zivot, anna.token)).body.favoriteOf).toEqual([{ _id: anna.id }]);
    expect((await product(ids.zivot, bob.token)).body.favoriteOf).toEqual([{ _id: bob.id }]);
    expect((await product(ids.zivot)).body.favoriteOf).toEqual([]);
    expect((await product(ids.ekonomie, anna.token)).body.favoriteOf).toEqual([]);
    const response = await fetch(`${server.url}/api/products/${ids.zivot}`);
    expect(response.headers.get('vary')).toMatch(/Authorization/i);
  });

  it('an unknown or expired token on the public product page counts as a visitor', async () => {
    expect(await product(ids.zivot, 'neplatny-token')).toMatchObject({ status: 200, body: { favoriteOf: [] } });
  });

  it('PUT /api/products/{id}/remove/favorites removes only the token’s user, whatever userId says', async () => {
    const { status, body } = await call<ProductJson>(server, `/api/products/${ids.zivot}/remove/favorites`, withJson('PUT', { userId: bob.id }, anna.token));
    expect(status).toBe(200);
    expect(body.favoriteOf).toEqual([]);
    expect(await favouritesOf(anna.id)).toEqual([]);
    expect(await favouritesOf(bob.id)).toEqual([ids.zivot]);
    expect((await call(server, `/api/products/${ids.zivot}/remove/favorites`, withJson('PUT', { userId: bob.id }))).status).toBe(401);
  });

  it('GET /api/users/favorites lists the user’s own favourites as cards, latest first', async () => {
    await call(server, `/api/products/${ids.ekonomie}/favorites`, withToken(bob.token, 'PUT'));
    const { status, body } = await call<ProductCardJson[]>(server, '/api/users/favorites', withToken(bob.token));
    expect(status).toBe(200);
    expect(body.map((p) => p.name)).toEqual(['Boží ekonomie', 'Normální křesťanský život']);
    expect(body[0]).toMatchObject({ _id: ids.ekonomie, price: 199, discountedPrice: 199, countInStock: 10, hasExcerpt: false });
    expect((await call<ProductCardJson[]>(server, '/api/users/favorites', withToken(anna.token))).body).toEqual([]);
    expect((await call(server, '/api/users/favorites')).status).toBe(401);
  });

  it('DELETE /api/products/{id}/favorites is the better-named alias of remove', async () => {
    expect((await call(server, `/api/products/${ids.ekonomie}/favorites`, withToken(bob.token, 'DELETE'))).status).toBe(200);
    expect(await favouritesOf(bob.id)).toEqual([ids.zivot]);
  });
});

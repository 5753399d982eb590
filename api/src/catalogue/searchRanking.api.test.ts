import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductListJson } from '@contract/catalogue';
import { insertProduct } from '../../test/fixtures';
import { call, startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await insertProduct(server.db, { name: 'Cesta k vnitřnímu životu', tags: 'život, modlitba' });
  await insertProduct(server.db, { name: 'Služba v církvi', description: 'O životě církve a o tom, co je život.' });
  await insertProduct(server.db, { name: 'Život z Boha' });
});
afterAll(() => server.close());

it('ranks the whole word in a title above inflected forms and mentions in the description', async () => {
  const { body } = await call<ProductListJson>(server, '/api/products?keyword=zivot');
  expect(body.products.map((p) => p.name)).toEqual(['Život z Boha', 'Cesta k vnitřnímu životu', 'Služba v církvi']);
});

it('follows a product renamed or deleted: its new title is found, the old one and a deleted product no longer', async () => {
  const names = async (keyword: string) => (await call<ProductListJson>(server, `/api/products?keyword=${keyword}`)).body.products.map((p) => p.name);
  const id = await insertProduct(server.db, { name: 'List Efezským' });
  expect(await names('efezskym')).toEqual(['List Efezským']);
  await server.db.updateTable('products').set({ name: 'List Galatským' }).where('id', '=', id).execute();
  expect(await names('efezskym')).toEqual([]);
  expect(await names('GALATSKYM')).toEqual(['List Galatským']);
  await server.db.deleteFrom('products').where('id', '=', id).execute();
  expect(await names('galatskym')).toEqual([]);
});

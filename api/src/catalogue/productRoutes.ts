import { Hono } from 'hono';
import { z } from 'zod';
import { categoryBySlug, HOME_PAGE_SIZE, LIBRARY_PAGE_SIZE } from '@contract/catalogue';
import type { AppEnv } from '../env';
import { InvalidInput, NotFound } from '../domainErrors';
import { jsonTextAnswer } from '../http/jsonText';
import { viewerOf } from '../http/viewer';
import { idParam, pageNumberParam, pageSizeParam, validated, wholeNumber } from '../http/validation';
import { cachedJson } from './catalogueCache';
import { allProducts, getProduct, listLibrary, listProducts } from './products';

const listQuery = z.object({
  keyword: z.string().max(200, 'Hledaný text je příliš dlouhý').optional(),
  pageNumber: pageNumberParam.default(1),
  pageSize: pageSizeParam(100).default(HOME_PAGE_SIZE),
  category: z.string().optional(),
  year: wholeNumber('Neplatný rok', 1000, 9999).optional(),
});

const libraryQuery = z.object({ pageNumber: pageNumberParam.default(1) });

export const products = new Hono<AppEnv>()
  .get('/', validated('query', listQuery), async (c) => {
    const { keyword, pageNumber, pageSize, category: slug, year } = c.req.valid('query');
    const category = slug ? categoryBySlug(slug)?.name : undefined;
    if (slug && !category) throw new InvalidInput('Neznámá kategorie');
    const filter = { keyword: keyword?.trim(), category, year };
    const now = c.var.now();
    const list = () => listProducts(c.var.db, filter, { page: pageNumber, size: pageSize }, now);
    if (filter.keyword) return c.json(await list());
    const key = JSON.stringify([category, year, pageNumber, pageSize]);
    return jsonTextAnswer(c, await cachedJson(c.var.db, now, key, list));
  })
  .get('/all', async (c) => c.json(await allProducts(c.var.db, c.var.now())))
  .get('/library', validated('query', libraryQuery), async (c) =>
    c.json(await listLibrary(c.var.db, { page: c.req.valid('query').pageNumber, size: LIBRARY_PAGE_SIZE })),
  )
  .get('/:id{[0-9]+}', validated('param', idParam('Neplatné ID produktu')), async (c) => {
    // With a bearer token favoriteOf says whether this user favours the product, so the answer varies by it.
    c.header('Vary', 'Authorization');
    const product = await getProduct(c.var.db, c.req.valid('param').id, c.var.now(), (await viewerOf(c))?.id);
    if (!product) throw new NotFound('Produkt nenalezen');
    return c.json(product);
  });

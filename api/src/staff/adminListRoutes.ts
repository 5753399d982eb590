import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { salePreviewQuery } from '@contract/admin/products';
import { idParam, pageNumberParam, validated } from '../http/validation';
import { getProductForStaff, listProductsForAdmin } from './productEditing';
import { listReviewedProducts } from './reviewModeration';
import { saleOverview } from './saleEditing';

const pageQuery = validated('query', z.object({ pageNumber: pageNumberParam.default(1) }));

/** /api/admin: the administrators' own lists (10 per page), a product as its edit page reads it (drafts too), and the shop-wide sale's overview. */
export const adminLists = new Hono<AppEnv>()
  .get('/products', requireAdmin, pageQuery, async (c) => c.json(await listProductsForAdmin(c.var.db, c.req.valid('query').pageNumber, c.var.now())))
  .get('/products/:id', requireAdmin, validated('param', idParam('Neplatné ID produktu')), async (c) =>
    c.json(await getProductForStaff(c.var.db, c.req.valid('param').id, c.var.now())),
  )
  .get('/reviews', requireAdmin, pageQuery, async (c) => c.json(await listReviewedProducts(c.var.db, c.req.valid('query').pageNumber)))
  .get('/sale', requireAdmin, validated('query', salePreviewQuery), async (c) =>
    c.json(await saleOverview(c.var.db, c.req.valid('query').discount, c.var.now())),
  );

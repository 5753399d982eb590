import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { pageNumberParam, validated } from '../http/validation';
import { listProductsForAdmin } from '../services/productEditing';
import { listReviewedProducts } from '../services/reviewModeration';

const pageQuery = validated('query', z.object({ pageNumber: pageNumberParam.default(1) }));

/** /api/admin: the administrators' own lists (10 per page). */
export const adminLists = new Hono<AppEnv>()
  .get('/products', requireAdmin, pageQuery, async (c) => c.json(await listProductsForAdmin(c.var.db, c.req.valid('query').pageNumber)))
  .get('/reviews', requireAdmin, pageQuery, async (c) => c.json(await listReviewedProducts(c.var.db, c.req.valid('query').pageNumber)));

import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { DELIVERY_METHOD_IDS, deliveryMethodUpdateSchema, PICKUP_CARRIERS, pickupPointQuerySchema, type PickupCarrier } from '@contract/delivery';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { validated } from '../http/validation';
import { deliveryMethods, updateDeliveryMethod } from './deliveryMethods';
import { compactPointList, searchPickupPoints } from './pickupPoints';

/** GET /api/delivery-methods: the methods a customer may choose, with their prices. */
export const deliveryMethodList = new Hono<AppEnv>().get('/', async (c) => c.json(await deliveryMethods(c.var.db, c.var.config)));

const compactFile = z.object({
  file: z.enum(PICKUP_CARRIERS.map((carrier) => `${carrier}.json`) as [`${PickupCarrier}.json`], { error: 'Neznámá síť výdejních míst.' }),
});

/** /api/pickup-points: the search, and each carrier's whole open list for the PWA's offline cache (ETag, 304). */
export const pickupPoints = new Hono<AppEnv>()
  .get('/', validated('query', pickupPointQuerySchema), async (c) => c.json(await searchPickupPoints(c.var.db, c.req.valid('query'))))
  .get('/:file{[a-z]+\\.json}', validated('param', compactFile), compress(), async (c) => {
    const carrier = c.req.valid('param').file.replace(/\.json$/, '') as PickupCarrier;
    const list = await compactPointList(c.var.db, carrier, c.req.header('If-None-Match'));
    // Cached for an hour, then asked again with If-None-Match; the list changes once a day.
    c.header('ETag', list.etag);
    c.header('Cache-Control', 'public, max-age=3600');
    if (list.body === undefined) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(list.body);
  });

const methodId = z.object({ id: z.enum(DELIVERY_METHOD_IDS, { error: 'Způsob doručení nenalezen' }) });

/** /api/admin/delivery-methods: every method for the staff's Doprava page, and the administrator's edit. */
export const deliveryMethodAdmin = new Hono<AppEnv>()
  .get('/delivery-methods', requireAdmin, async (c) => c.json(await deliveryMethods(c.var.db, c.var.config, { all: true })))
  .put('/delivery-methods/:id', requireAdmin, validated('param', methodId), validated('json', deliveryMethodUpdateSchema), async (c) =>
    c.json(await updateDeliveryMethod(c.var.db, c.var.config, c.req.valid('param').id, c.req.valid('json'))),
  );

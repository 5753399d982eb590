import { Hono } from 'hono';
import { sellerOf } from '../config';
import type { Seller } from '@contract/seller';
import type { AppEnv } from '../env';

/** GET /api/seller: the configured seller, as the trade rules and the privacy notice name it. */
export const seller = new Hono<AppEnv>().get('/', (c) =>
  // The address the shop reads its mail at (SHOP_EMAIL), where the contact form's messages go too.
  c.json({ ...sellerOf(c.var.config), email: c.var.config.shopEmail } satisfies Seller),
);

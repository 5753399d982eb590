import { Hono } from 'hono';
import { cartBody } from '@contract/cart';
import type { AppEnv } from '../env';
import { requireUser } from '../http/auth';
import { validated } from '../http/validation';
import { cartOf, saveCart } from './carts';

/** /api/cart: the signed-in customer's cart kept on the server, so it follows them across devices. */
export const cart = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await cartOf(c.var.db, c.var.user.id, c.var.now())))
  .put('/', requireUser, validated('json', cartBody), async (c) => c.json(await saveCart(c.var.db, c.var.user.id, c.req.valid('json'), c.var.now())));

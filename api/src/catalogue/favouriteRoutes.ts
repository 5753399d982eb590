import { Hono } from 'hono';
import type { Db } from '../db/open';
import type { AppEnv } from '../env';
import { requireUser } from '../http/auth';
import { NotFound } from '../domainErrors';
import { idParam, validated } from '../http/validation';
import { addFavourite, favouriteProducts, removeFavourite } from './favourites';
import { getProduct } from './products';

const productId = idParam('Neplatné ID produktu');

/** The product as GET /api/products/{id} answers it to this user. */
async function productFor(db: Db, id: number, userId: number, now: Date) {
  const product = await getProduct(db, id, now, userId);
  if (!product) throw new NotFound('Produkt nenalezen');
  return product;
}

/**
 * Favourites under /api/products/{id}. The user is always the token's: whatever the body says
 * (the spec's `favoriteOf` or `userId`) is ignored. Each answers the product as GET does for the user.
 */
export const productFavourites = new Hono<AppEnv>()
  .put('/:id{[0-9]+}/anybody', requireUser, validated('param', productId), async (c) => {
    const { id } = c.req.valid('param');
    await addFavourite(c.var.db, c.var.user.id, id, c.var.now());
    return c.json(await productFor(c.var.db, id, c.var.user.id, c.var.now()));
  })
  .put('/:id{[0-9]+}/remove/favorites', requireUser, validated('param', productId), async (c) => {
    const { id } = c.req.valid('param');
    await removeFavourite(c.var.db, c.var.user.id, id);
    return c.json(await productFor(c.var.db, id, c.var.user.id, c.var.now()));
  })
  // Better-named aliases: PUT adds, DELETE removes.
  .put('/:id{[0-9]+}/favorites', requireUser, validated('param', productId), async (c) => {
    const { id } = c.req.valid('param');
    await addFavourite(c.var.db, c.var.user.id, id, c.var.now());
    return c.json(await productFor(c.var.db, id, c.var.user.id, c.var.now()));
  })
  .delete('/:id{[0-9]+}/favorites', requireUser, validated('param', productId), async (c) => {
    const { id } = c.req.valid('param');
    await removeFavourite(c.var.db, c.var.user.id, id);
    return c.json(await productFor(c.var.db, id, c.var.user.id, c.var.now()));
  });

/** GET /api/users/favorites: the signed-in user's favourite products as cards. */
export const userFavourites = new Hono<AppEnv>().get('/favorites', requireUser, async (c) =>
  c.json(await favouriteProducts(c.var.db, c.var.user.id, c.var.now())),
);

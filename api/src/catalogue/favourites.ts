import type { ProductCardJson } from '@contract/catalogue';
import type { Db } from '../db/open';
import { NotFound } from '../domainErrors';
import { cardColumns, hasExcerpt, publicProducts, toCard } from './products';
import { salePercentAt } from './shopSale';

export const FAVOURITES_LIMIT = 80;

async function requireProduct(db: Db, productId: number): Promise<void> {
  const found = await publicProducts(db).select('id').where('id', '=', productId).executeTakeFirst();
  if (!found) throw new NotFound('Produkt nenalezen');
}

/** Adds the product to the user's favourites; adding it again changes nothing. */
export async function addFavourite(db: Db, userId: number, productId: number, now: Date): Promise<void> {
  await requireProduct(db, productId);
  await db
    .insertInto('favourites')
    .values({ user_id: userId, product_id: productId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

/** Removes the product from the user's favourites (nothing happens if it was not there). */
export async function removeFavourite(db: Db, userId: number, productId: number): Promise<void> {
  await requireProduct(db, productId);
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

/** The user's favourite products as cards, the latest added first (at most 80, as the favourites page loads). */
export async function favouriteProducts(db: Db, userId: number, now: Date): Promise<ProductCardJson[]> {
  const rows = await db
    .selectFrom('favourites')
    .innerJoin('products', 'products.id', 'favourites.product_id')
    .where('favourites.user_id', '=', userId)
    .select(cardColumns)
    .select(hasExcerpt)
    .orderBy('favourites.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(FAVOURITES_LIMIT)
    .execute();
  const salePercent = await salePercentAt(db, now);
  return rows.map((row) => toCard(row, salePercent));
}

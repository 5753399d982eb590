import type { MyReviewJson, ReviewInput, ReviewOutcome } from '@contract/reviews';
import type { Db } from '../db/open';
import { NotFound } from '../domainErrors';
import { publicProducts } from './products';
import type { SessionUser } from '../accounts/sessions';

async function requireProduct(db: Db, productId: number): Promise<void> {
  const product = await publicProducts(db).select('id').where('id', '=', productId).executeTakeFirst();
  if (!product) throw new NotFound('Produkt nenalezen');
}

/**
 * The customer's review of a product: one per customer and product. A second submission edits the
 * first and hides it again until an administrator acknowledges it, so the product's rating counts
 * only what was approved. Stored as written (trimmed); the PWA shows it as text.
 */
export async function submitReview(db: Db, author: SessionUser, productId: number, input: ReviewInput, now: Date): Promise<ReviewOutcome> {
  const at = now.toISOString();
  const review = { name: author.name, rating: input.rating, comment: input.comment, is_acknowledged: 0, updated_at: at };
  return db.transaction().execute(async (trx) => {
    await requireProduct(trx, productId);
    const edited = await trx
      .updateTable('reviews')
      .set(review)
      .where('product_id', '=', productId)
      .where('user_id', '=', author.id)
      .executeTakeFirst();
    if (edited.numUpdatedRows > 0n) return 'edited';
    await trx.insertInto('reviews').values({ product_id: productId, user_id: author.id, ...review, created_at: at }).execute();
    return 'new';
  });
}

export async function myReview(db: Db, userId: number, productId: number): Promise<MyReviewJson> {
  await requireProduct(db, productId);
  const row = await db
    .selectFrom('reviews')
    .select(['rating', 'comment', 'created_at', 'updated_at', 'is_acknowledged'])
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    review: row ? { rating: row.rating, comment: row.comment, createdAt: row.created_at, updatedAt: row.updated_at, isAcknowledged: row.is_acknowledged === 1 } : null,
  };
}

import type { ReviewInput } from '../contract/reviews';
import type { Db } from '../db/open';
import { notFound } from '../http/errors';
import type { SessionUser } from './sessions';

/**
 * The customer's review of a product: one per customer and product. A second submission edits the
 * first and hides it again until an administrator acknowledges it. Stored as written (trimmed);
 * the PWA shows it as text.
 */
export async function submitReview(db: Db, author: SessionUser, productId: number, input: ReviewInput, now: Date): Promise<void> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!product) throw notFound('Produkt nenalezen');
  const at = now.toISOString();
  const review = { name: author.name, rating: input.rating, comment: input.comment, is_acknowledged: 0, updated_at: at };
  await db
    .insertInto('reviews')
    .values({ product_id: productId, user_id: author.id, ...review, created_at: at })
    .onConflict((oc) => oc.columns(['product_id', 'user_id']).doUpdateSet(review))
    .execute();
}

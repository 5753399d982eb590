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
 * first. An approved review keeps its approved text public and its edit waits beside it (pending_*)
 * until an administrator acknowledges it; one not yet approved is simply rewritten. So the product
 * page and its rating show only what was approved. Stored as written (trimmed); shown as text.
 */
export async function submitReview(db: Db, author: SessionUser, productId: number, input: ReviewInput, now: Date): Promise<ReviewOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await requireProduct(trx, productId);
    const existing = await trx
      .selectFrom('reviews')
      .select(['id', 'is_acknowledged'])
      .where('product_id', '=', productId)
      .where('user_id', '=', author.id)
      .executeTakeFirst();
    if (existing) {
      const edit =
        existing.is_acknowledged === 1
          ? { pending_rating: input.rating, pending_comment: input.comment, updated_at: at }
          : { name: author.name, rating: input.rating, comment: input.comment, updated_at: at };
      await trx.updateTable('reviews').set(edit).where('id', '=', existing.id).execute();
      return 'edited';
    }
    await trx
      .insertInto('reviews')
      .values({
        product_id: productId,
        user_id: author.id,
        name: author.name,
        rating: input.rating,
        comment: input.comment,
        is_acknowledged: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return 'new';
  });
}

/** A review as its author and staff see it: its waiting edit if there is one, approved only when nothing waits. */
export const reviewAwaitingApproval = (row: {
  rating: number;
  comment: string;
  is_acknowledged: number;
  pending_rating: number | null;
  pending_comment: string | null;
}) => ({
  rating: row.pending_rating ?? row.rating,
  comment: row.pending_comment ?? row.comment,
  isAcknowledged: row.is_acknowledged === 1 && row.pending_comment === null,
});

export async function myReview(db: Db, userId: number, productId: number): Promise<MyReviewJson> {
  await requireProduct(db, productId);
  const row = await db
    .selectFrom('reviews')
    .select(['rating', 'comment', 'created_at', 'updated_at', 'is_acknowledged', 'pending_rating', 'pending_comment'])
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { review: row ? { ...reviewAwaitingApproval(row), createdAt: row.created_at, updatedAt: row.updated_at } : null };
}

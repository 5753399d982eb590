import { sql } from 'kysely';
import { ADMIN_REVIEWS_PAGE_SIZE, type ReviewedProductListJson } from '@contract/admin/products';
import type { ReviewJson } from '@contract/catalogue';
import type { Db } from '../db/open';
import { NotFound } from '../domainErrors';
import { countRows, offsetOf, pagedOf } from '../db/paging';
import { reviewAwaitingApproval } from '../catalogue/reviews';

export const reviewModerationMessages = {
  notFound: 'Recenze nenalezena',
} as const;

/** Which review of a product: by its id, or (as the spec's client sends) by its comment. */
export interface ReviewChoice {
  reviewId?: number;
  comment?: string;
}

/**
 * GET /api/admin/reviews: products that have reviews, 10 per page, the product with the newest
 * review first; each with all its reviews (acknowledged or not), newest first.
 */
export async function listReviewedProducts(db: Db, page: number): Promise<ReviewedProductListJson> {
  const paging = { page, size: ADMIN_REVIEWS_PAGE_SIZE };
  const reviewed = db
    .selectFrom('products')
    .where(({ exists, selectFrom }) => exists(selectFrom('reviews').select('reviews.id').whereRef('reviews.product_id', '=', 'products.id')));
  const total = await countRows(reviewed);
  const products = await reviewed
    .select(['id', 'name', 'image'])
    .select(sql<string>`(select max(created_at) from reviews where reviews.product_id = products.id)`.as('latest'))
    .orderBy('latest', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(offsetOf(paging))
    .execute();
  const reviews = products.length
    ? await db
        .selectFrom('reviews')
        .select(['id', 'product_id', 'name', 'rating', 'comment', 'created_at', 'is_acknowledged', 'pending_rating', 'pending_comment'])
        .where(
          'product_id',
          'in',
          products.map((p) => p.id),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  const reviewsOf = (productId: number): ReviewJson[] =>
    reviews.filter((r) => r.product_id === productId).map((r) => ({ _id: r.id, name: r.name, ...reviewAwaitingApproval(r), createdAt: r.created_at }));
  return {
    products: products.map((p) => ({ _id: p.id, name: p.name, image: p.image, reviews: reviewsOf(p.id) })),
    ...pagedOf(total, paging),
  };
}

async function chosenReviewId(db: Db, productId: number, choice: ReviewChoice): Promise<number> {
  let query = db.selectFrom('reviews').select('id').where('product_id', '=', productId);
  const comment = (choice.comment ?? '').trim();
  query =
    choice.reviewId !== undefined
      ? query.where('id', '=', choice.reviewId)
      : query.where((eb) => eb.or([eb('comment', '=', comment), eb('pending_comment', '=', comment)]));
  const found = await query.orderBy('id').executeTakeFirst();
  if (!found) throw new NotFound(reviewModerationMessages.notFound);
  return found.id;
}

/** Approves a review, or the edit waiting on an approved one: from now on the product page shows it. */
export async function acknowledgeReview(db: Db, productId: number, choice: ReviewChoice, now: Date): Promise<void> {
  const id = await chosenReviewId(db, productId, choice);
  await db
    .updateTable('reviews')
    .set({
      rating: sql<number>`coalesce(pending_rating, rating)`,
      comment: sql<string>`coalesce(pending_comment, comment)`,
      pending_rating: null,
      pending_comment: null,
      is_acknowledged: 1,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteReview(db: Db, productId: number, choice: ReviewChoice): Promise<void> {
  const id = await chosenReviewId(db, productId, choice);
  await db.deleteFrom('reviews').where('id', '=', id).execute();
}

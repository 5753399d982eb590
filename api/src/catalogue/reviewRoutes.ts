import { Hono } from 'hono';
import { reviewBody, reviewMessages, type ReviewSubmittedJson } from '@contract/reviews';
import type { AppEnv } from '../env';
import { requireUser } from '../http/auth';
import { idParam, validated } from '../http/validation';
import { myReview, submitReview } from './reviews';

const productId = validated('param', idParam('Neplatné ID produktu'));

/**
 * POST /api/products/{id}/reviews: the token's user reviews the product (201) or edits their review
 * (200); either waits for approval. GET …/reviews/mine: that review, for the form to edit.
 */
export const productReviews = new Hono<AppEnv>()
  .post('/:id{[0-9]+}/reviews', requireUser, productId, validated('json', reviewBody), async (c) => {
    const outcome = await submitReview(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'), c.var.now());
    const answer: ReviewSubmittedJson = { message: outcome === 'new' ? reviewMessages.sent : reviewMessages.edited, review: outcome };
    return c.json(answer, outcome === 'new' ? 201 : 200);
  })
  .get('/:id{[0-9]+}/reviews/mine', requireUser, productId, async (c) => c.json(await myReview(c.var.db, c.var.user.id, c.req.valid('param').id)));

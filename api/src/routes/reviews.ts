import { Hono } from 'hono';
import { reviewBody, reviewMessages } from '../contract/reviews';
import type { AppEnv } from '../env';
import { requireUser } from '../http/auth';
import { idParam, validated } from '../http/validation';
import { submitReview } from '../services/reviews';

/** POST /api/products/{id}/reviews: the token's user reviews the product; hidden until acknowledged. */
export const productReviews = new Hono<AppEnv>().post(
  '/:id/reviews',
  requireUser,
  validated('param', idParam('Neplatné ID produktu')),
  validated('json', reviewBody),
  async (c) => {
    await submitReview(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'), c.var.now());
    return c.json({ message: reviewMessages.sent }, 201);
  },
);

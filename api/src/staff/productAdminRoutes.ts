import { Hono } from 'hono';
import { z } from 'zod';
import { adminMessages } from '@contract/admin/messages';
import { discountBody, productForm, reviewChoice } from '@contract/admin/products';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { InvalidInput } from '../domainErrors';
import { limitBody } from '../http/bodyLimits';
import { idParam, validated, wholeNumber } from '../http/validation';
import { createEmptyProduct, deleteProduct, discardProductDraft, productMessages, saveProduct } from './productEditing';
import { acknowledgeReview, deleteReview } from './reviewModeration';
import { setSale } from './saleEditing';

const productId = validated('param', idParam('Neplatné ID produktu'));
// The form holds an excerpt of up to 200,000 characters and a description of 20,000: up to 3 bytes each in UTF-8.
const productFormLimit = limitBody(1024 * 1024);
const reviewParams = validated(
  'param',
  z.object({ id: wholeNumber('Neplatné ID produktu', 1, 2_147_483_647), reviewId: wholeNumber('Neplatné ID recenze', 1, 2_147_483_647) }),
);

/** /api/products for administrators: create, edit and delete products (and discard drafts), the shop-wide sale, review moderation. */
export const productAdmin = new Hono<AppEnv>()
  .post('/', requireAdmin, async (c) => c.json(await createEmptyProduct(c.var.db, c.var.now()), 201))
  .post('/discount', requireAdmin, validated('json', discountBody), async (c) => {
    const { discount, endsAt } = c.req.valid('json');
    const now = c.var.now();
    const end = discount > 0 && endsAt ? new Date(endsAt) : null;
    if (end && end <= now) throw new InvalidInput(adminMessages.saleEndPassed);
    await setSale(c.var.db, discount, end?.toISOString() ?? null, now);
    return c.json({ message: discount > 0 ? adminMessages.discountCreated : adminMessages.discountCancelled });
  })
  .put('/:id{[0-9]+}', requireAdmin, productFormLimit, productId, validated('json', productForm), async (c) =>
    c.json(await saveProduct(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.now())),
  )
  .delete('/:id{[0-9]+}', requireAdmin, productId, async (c) => {
    await deleteProduct(c.var.db, c.req.valid('param').id);
    return c.json({ message: productMessages.deleted });
  })
  .delete('/:id{[0-9]+}/draft', requireAdmin, productId, async (c) => {
    await discardProductDraft(c.var.db, c.req.valid('param').id);
    return c.json({ message: adminMessages.draftDiscarded });
  })
  .put('/:id{[0-9]+}/reviews/acknowledge', requireAdmin, productId, validated('json', reviewChoice), async (c) => {
    await acknowledgeReview(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.now());
    return c.json({ message: adminMessages.reviewAcknowledged });
  })
  // The spec's "further review call with product and comment" (purpose not shown) is the review
  // screen's delete: it names the review by its comment. DELETE …/reviews/{reviewId} is the clear form.
  .put('/:id{[0-9]+}/reviews', requireAdmin, productId, validated('json', reviewChoice), async (c) => {
    await deleteReview(c.var.db, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: adminMessages.reviewDeleted });
  })
  .delete('/:id{[0-9]+}/reviews/:reviewId', requireAdmin, reviewParams, async (c) => {
    const { id, reviewId } = c.req.valid('param');
    await deleteReview(c.var.db, id, { reviewId });
    return c.json({ message: adminMessages.reviewDeleted });
  });

// The review form of the product page, shared by the server and the PWA. Imports only zod.
import { z } from 'zod';

export const REVIEW_COMMENT_MAX = 2000;

export const reviewMessages = {
  sent: 'Recenze odeslaná adminovi',
  edited: 'Recenze byla upravena a čeká na nové schválení.',
  rating: 'Vyberte prosím hodnocení od 1 do 5.',
  commentMissing: 'Napište prosím komentář.',
  commentTooLong: `Komentář může mít nejvýše ${REVIEW_COMMENT_MAX} znaků.`,
  signInFirst: 'Prosím Přihlašte se pro napsání recenze',
} as const;

/**
 * POST /api/products/{id}/reviews: a whole rating 1–5 (also as the text `"4"` a select gives) and
 * a comment of 1–2000 characters after trimming. The comment is stored as written; it is shown as
 * text, never as HTML.
 */
export const reviewBody = z.object({
  rating: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value),
    z.number({ error: reviewMessages.rating }).int(reviewMessages.rating).min(1, reviewMessages.rating).max(5, reviewMessages.rating),
  ),
  comment: z
    .string({ error: reviewMessages.commentMissing })
    .trim()
    .min(1, reviewMessages.commentMissing)
    .max(REVIEW_COMMENT_MAX, reviewMessages.commentTooLong),
});

export type ReviewInput = z.output<typeof reviewBody>;

/** Whether a submission wrote the customer's first review of the product or edited the one there. */
export type ReviewOutcome = 'new' | 'edited';

/** The answer to POST /api/products/{id}/reviews: 201 for a new review, 200 for an edited one. */
export interface ReviewSubmittedJson {
  message: string;
  review: ReviewOutcome;
}

/** GET /api/products/{id}/reviews/mine: the signed-in customer's own review, approved or waiting. */
export interface MyReviewJson {
  review: { rating: number; comment: string; createdAt: string; updatedAt: string; isAcknowledged: boolean } | null;
}

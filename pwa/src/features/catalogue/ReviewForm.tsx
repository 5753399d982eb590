import { Alert, Button, Fieldset, Rating, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { REVIEW_COMMENT_MAX, reviewBody, reviewMessages } from '../../../../api/src/contract/reviews';
import { ApiError, apiSend } from '../../lib/api';
import { texts } from '../../lib/texts';

const t = texts.shop.review;

/**
 * The review form of the product page for signed-in customers (spec, storefront 2, 4, 5): a rating
 * 1–5 and a comment, checked by the shared rule. Errors show in a red alert above the form; after
 * sending, the form resets and 'Recenze odeslaná adminovi' shows (the review waits for approval).
 */
export function ReviewForm({ productId }: { productId: number }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const parsed = reviewBody.safeParse({ rating, comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? texts.common.requestFailed);
    setError(null);
    setSending(true);
    try {
      await apiSend('POST', `/products/${productId}/reviews`, parsed.data);
      setRating(0);
      setComment('');
      setSent(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {sent && (
        <Alert color="teal" variant="light" role="status">
          {reviewMessages.sent}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Fieldset legend={t.rating} variant="unstyled" p={0}>
            <Rating
              value={rating}
              onChange={(value) => {
                setRating(value);
                setSent(false);
              }}
              size="lg"
              getSymbolLabel={t.star}
              name={`rating-${productId}`}
            />
          </Fieldset>
          <Textarea
            label={t.comment}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setSent(false);
            }}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={REVIEW_COMMENT_MAX}
            description={t.commentCount(comment.length, REVIEW_COMMENT_MAX)}
          />
          <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

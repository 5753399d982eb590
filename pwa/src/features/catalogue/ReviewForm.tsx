import { Alert, Button, Fieldset, Rating, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { REVIEW_COMMENT_MAX, reviewBody } from '@contract/reviews';
import { ApiError } from '../../lib/api';
import { answer, client, get } from '../../lib/client';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { commonTexts } from '../../lib/texts/common';
import { shopTexts } from '../../lib/texts/shop';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { ReviewFormTitle } from './ReviewFormTitle';

const t = shopTexts.review;

interface Draft {
  rating: number;
  comment: string;
}

/** The customer's own review: what they wrote last, and whether that is what the product page shows. */
type Written = Draft & { isAcknowledged: boolean };

/**
 * The form itself. A customer has one review per product: once written, the form shows it under
 * 'Upravit recenzi', prefilled, and sending it again edits it (it then waits for approval again).
 * Errors show in a red alert above the form; after sending, the server's message says which it was.
 */
function ReviewEditor({ productId, written }: { productId: number; written: Written | null }) {
  const [saved, setSaved] = useState<Written | null>(written);
  const [rating, setRating] = useState(written?.rating ?? 0);
  const [comment, setComment] = useState(written?.comment ?? '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const parsed = reviewBody.safeParse({ rating, comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? commonTexts.requestFailed);
    setError(null);
    setSending(true);
    try {
      const submitted = await answer(client.products[':id'].reviews.$post({ param: { id: String(productId) }, json: parsed.data }));
      setSaved({ ...parsed.data, isAcknowledged: false });
      setComment(parsed.data.comment);
      setSent(submitted.message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm">
      <ReviewFormTitle>{saved ? catalogueTexts.reviews.editTitle : catalogueTexts.reviews.writeTitle}</ReviewFormTitle>
      {saved && <Text c="gray.7">{saved.isAcknowledged ? catalogueTexts.reviews.editNote : catalogueTexts.reviews.waiting}</Text>}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {sent && (
        <Alert color="teal" variant="light" role="status">
          {sent}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Fieldset legend={t.rating} variant="unstyled" p={0}>
            <Rating
              value={rating}
              onChange={(value) => {
                setRating(value);
                setSent(null);
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
              setSent(null);
            }}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={REVIEW_COMMENT_MAX}
            description={t.commentCount(comment.length, REVIEW_COMMENT_MAX)}
          />
          <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
            {saved ? t.submitEdit : t.submit}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The review form of the product page for signed-in customers (spec, storefront 2, 4, 5): a rating
 * 1–5 and a comment, checked by the shared rule; the customer's own review, if any, to edit.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const [mine] = useApi(get(client.products[':id'].reviews.mine, { param: { id: String(productId) } }));
  return <Loaded state={mine}>{({ review }) => <ReviewEditor productId={productId} written={review} />}</Loaded>;
}

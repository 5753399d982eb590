import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReviewJson } from '@contract/catalogue';
import { formatDate } from '@contract/format';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { RatingStars } from './RatingStars';

function Review({ review }: { review: ReviewJson }) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" gap="xs" mb={6}>
        <Text fw={700}>{review.name}</Text>
        <Text component="time" dateTime={review.createdAt} fz="sm" c="dimmed">
          {formatDate(review.createdAt)}
        </Text>
      </Group>
      <RatingStars rating={review.rating} />
      {/* Customers' words are shown as text, never as markup. */}
      <Text mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.comment}
      </Text>
    </Paper>
  );
}

/** The acknowledged reviews of a product (the server sends no others), or a note that there are none yet. */
export function ReviewList({ reviews }: { reviews: ReviewJson[] }) {
  if (reviews.length === 0) return <Text c="dimmed">{catalogueTexts.reviews.none}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {reviews.map((review) => (
        <Review key={review._id} review={review} />
      ))}
    </Stack>
  );
}

import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { catalogueTexts } from '../../lib/texts/catalogue';

const STAR_COLOR = '#c98a0a';

function Star({ fill }: { fill: number }) {
  if (fill >= 1) return <IconStarFilled size={16} color={STAR_COLOR} />;
  if (fill >= 0.5) return <IconStarHalfFilled size={16} color={STAR_COLOR} />;
  return <IconStar size={16} color={STAR_COLOR} />;
}

/** A rating out of five as stars, read out as "Hodnocení 4 z 5". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <Group gap={1} role="img" aria-label={catalogueTexts.reviews.rating(rating)} wrap="nowrap">
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} fill={rating - i} />
      ))}
    </Group>
  );
}

import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { catalogueTexts } from '../../lib/texts/catalogue';

/** Where the review form goes: visitors are asked to sign in first (spec 5). */
export function ReviewLoginPrompt({ productId }: { productId: number }) {
  const p = catalogueTexts.reviews.loginPrompt;
  return (
    <Paper bg="navy.0" p="md" radius="md">
      <Text>
        {p.before}
        <Anchor component={Link} to={`/login?redirect=/product/${productId}`} fw={700} underline="always">
          {p.link}
        </Anchor>
        {p.after}
      </Text>
    </Paper>
  );
}

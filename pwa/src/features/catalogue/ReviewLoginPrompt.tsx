import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { texts } from '../../lib/texts';

/** Where the review form goes: visitors are asked to sign in first (spec 5). */
export function ReviewLoginPrompt({ productId }: { productId: number }) {
  const p = texts.catalogue.reviews.loginPrompt;
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

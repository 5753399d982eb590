import { Anchor, Box, Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ProductLineCardProps {
  productId: number;
  name: string;
  image: string;
  /** What the list tells of the product, under its name. */
  children: ReactNode;
  /** The line's button at the right, such as removing it. */
  action: ReactNode;
}

/** A product in a list of the customer's own (cart, favourites): its cover and name link to the product page. */
export function ProductLineCard({ productId, name, image, children, action }: ProductLineCardProps) {
  const to = `/product/${productId}`;
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box component={Link} to={to} tabIndex={-1} aria-hidden="true" style={{ flex: '0 0 auto' }}>
          <img
            src={image}
            alt=""
            width={64}
            height={88}
            loading="lazy"
            style={{ display: 'block', width: 64, height: 88, objectFit: 'cover', borderRadius: 4 }}
          />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={700} c="navy.8" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          {children}
        </Stack>
        {action}
      </Group>
    </Card>
  );
}

import { Anchor, Badge, Box, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ProductCardJson } from '@contract/catalogue';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { LanguageFlag } from './LanguageFlag';
import { DiscountBadge, PriceTag } from '../../lib/ui/PriceTag';

const coverStyle = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '274 / 379',
  objectFit: 'cover',
  borderRadius: 3,
  boxShadow: '0 2px 8px rgba(16, 34, 58, 0.25)',
} as const;
const soldOutCover = { filter: 'grayscale(0.8)', opacity: 0.75 } as const;

interface ProductCardProps {
  product: ProductCardJson;
  /** Covers in the first row load at once; the rest wait until they scroll into view. */
  eager?: boolean;
}

/** One title in a grid: cover, name (the link to its page), author and price. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const href = `/product/${product._id}`;
  const soldOut = product.countInStock === 0;
  return (
    <Card component="li" withBorder radius="md" padding="sm" h="100%" pos="relative">
      <Card.Section bg="gray.0" p={{ base: 'sm', sm: 'md' }}>
        {/* The cover repeats the name's link for touch; screen readers get the one link below. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" style={{ display: 'block' }}>
          <img src={product.image} alt="" width={274} height={379} loading={eager ? 'eager' : 'lazy'} style={{ ...coverStyle, ...(soldOut && soldOutCover) }} />
        </Link>
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Title order={2} fz={{ base: 'sm', sm: 'md' }} lh={1.3} ff="text">
          <Anchor component={Link} to={href} c="navy.8" fw={600} lineClamp={3}>
            {product.name}
          </Anchor>
        </Title>
        {product.author && (
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {product.author}
          </Text>
        )}
        <Box mt="auto" pt={4}>
          <PriceTag price={product.price} discount={product.discount} discountedPrice={product.discountedPrice} />
        </Box>
      </Stack>
      {/* After the name in reading order, drawn over the cover's corners. */}
      <Stack gap={4} pos="absolute" top={8} left={8} align="flex-start">
        {product.discount > 0 && <DiscountBadge discount={product.discount} />}
        {soldOut && (
          <Badge color="dark" variant="filled" size="lg">
            {catalogueTexts.card.soldOut}
          </Badge>
        )}
      </Stack>
      {product.language === 'SK' && (
        <Box pos="absolute" top={8} right={8} lh={0}>
          <LanguageFlag language="SK" width={24} />
        </Box>
      )}
    </Card>
  );
}

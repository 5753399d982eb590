import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { formatPrice } from '@contract/format';
import { catalogueTexts } from '../texts/catalogue';

interface PriceTagProps {
  price: number;
  discount: number;
  discountedPrice: number;
  /** The product page shows the price large; cards show it compact. */
  large?: boolean;
}

/** The price, or with a discount: the old price struck through, the new price and the percent. */
export function PriceTag({ price, discount, discountedPrice, large = false }: PriceTagProps) {
  const t = catalogueTexts.card;
  const priceSize = large ? 28 : 'lg';
  if (discount <= 0) {
    return (
      <Text fz={priceSize} fw={700} c="navy.7">
        {formatPrice(price)}
      </Text>
    );
  }
  return (
    <Group gap={large ? 'sm' : 6} align="baseline" wrap="wrap" style={{ rowGap: 0 }}>
      <Text fz={priceSize} fw={700} c="red.9">
        <VisuallyHidden>{t.newPrice}: </VisuallyHidden>
        {formatPrice(discountedPrice)}
      </Text>
      <Text component="s" fz={large ? 'md' : 'sm'} c="dimmed">
        <VisuallyHidden>{t.oldPrice}: </VisuallyHidden>
        {formatPrice(price)}
      </Text>
      {large && <DiscountBadge discount={discount} />}
    </Group>
  );
}

export function DiscountBadge({ discount }: { discount: number }) {
  return (
    <Badge color="red.9" variant="filled" size="lg">
      {catalogueTexts.card.discount(discount)}
    </Badge>
  );
}

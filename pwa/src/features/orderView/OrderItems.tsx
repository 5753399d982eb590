import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPrice } from '@contract/format';
import { shopTexts } from '../../lib/texts/shop';

const t = shopTexts.order;

/** A line of an order or of the cart about to become one; `product` is null once the product was deleted. */
export interface ItemLine {
  product: number | null;
  name: string;
  image: string;
  qty: number;
  price: number;
  discount?: number;
}

/** The lines with their picture, qty × price, discount and line total. */
export function OrderItems({ lines }: { lines: readonly ItemLine[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((item, i) => (
        <Group component="li" key={`${item.product ?? 'x'}-${i}`} wrap="nowrap" gap="sm" align="center">
          <img
            src={item.image}
            alt=""
            width={44}
            height={60}
            loading="lazy"
            style={{ width: 44, height: 60, objectFit: 'cover', borderRadius: 3, flex: '0 0 auto' }}
          />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            {item.product !== null ? (
              <Anchor component={Link} to={`/product/${item.product}`} fz="sm" fw={600} c="navy.8" style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Anchor>
            ) : (
              <Text fz="sm" fw={600}>
                {item.name}
              </Text>
            )}
            <Group gap={6}>
              <Text fz="sm" c="dimmed">
                {t.qtyTimesPrice(item.qty, formatPrice(item.price))}
              </Text>
              {!!item.discount && (
                <Badge color="red" variant="light" size="sm" tt="none">
                  {t.discount(item.discount)}
                </Badge>
              )}
            </Group>
          </Stack>
          <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatPrice(item.qty * item.price)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

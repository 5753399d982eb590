import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBook2, IconCircleCheck, IconCircleX, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductJson } from '@contract/catalogue';
import { formatPrice } from '@contract/format';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { PriceTag } from '../../lib/ui/PriceTag';
import { QuantityStepper } from '../../lib/ui/QuantityStepper';

function StockStatus({ inStock }: { inStock: boolean }) {
  const t = catalogueTexts.product;
  return inStock ? (
    <Group gap={6} c="teal.9" fw={700}>
      <IconCircleCheck size={20} aria-hidden="true" />
      {t.inStock}
    </Group>
  ) : (
    <Group gap={6} c="red.9" fw={700}>
      <IconCircleX size={20} aria-hidden="true" />
      {t.soldOut}
    </Group>
  );
}

/** What the cart needs of the product, handed to /cart/{id} so it can be added offline too. */
const cartProduct = ({ _id, name, image, price, discount, discountedPrice, countInStock }: ProductJson) => ({
  _id,
  name,
  image,
  price,
  discount,
  discountedPrice,
  countInStock,
});

/** Price, stock, quantity and the buttons; without stock the selector is hidden and the cart button disabled (spec 5). */
export function PurchasePanel({ product }: { product: ProductJson }) {
  const [qty, setQty] = useState(1);
  const t = catalogueTexts.product;
  const inStock = product.countInStock > 0;
  const cartIcon = <IconShoppingCartPlus size={20} aria-hidden="true" />;
  return (
    <Stack gap="md" maw={520}>
      <Stack gap={4}>
        <PriceTag price={product.price} discount={product.discount} discountedPrice={product.discountedPrice} large />
        {product.lowestPrice30Days !== null && (
          <Text size="sm" c="dimmed">
            {t.lowestPrice30Days(formatPrice(product.lowestPrice30Days))}
          </Text>
        )}
      </Stack>
      <StockStatus inStock={inStock} />
      <Group align="flex-end" gap="sm">
        {inStock && <QuantityStepper countInStock={product.countInStock} value={qty} onChange={setQty} />}
        {inStock ? (
          <Button
            component={Link}
            to={`/cart/${product._id}?qty=${qty}`}
            state={{ product: cartProduct(product) }}
            size="md"
            leftSection={cartIcon}
            style={{ flex: '1 1 200px' }}
          >
            {t.addToCart}
          </Button>
        ) : (
          <Button disabled size="md" leftSection={cartIcon} style={{ flex: '1 1 200px' }}>
            {t.addToCart}
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <FavouriteButton product={product} />
        <Button component={Link} to="/" variant="default" size="md" style={{ flex: '1 1 200px' }}>
          {t.continueShopping}
        </Button>
        {product.hasExcerpt && (
          <Button
            component={Link}
            to={`/library/${product._id}`}
            variant="light"
            size="md"
            leftSection={<IconBook2 size={20} aria-hidden="true" />}
            style={{ flex: '1 1 200px' }}
          >
            {t.toLibrary}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

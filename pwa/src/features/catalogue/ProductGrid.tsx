import { SimpleGrid, Text } from '@mantine/core';
import type { ProductCardJson } from '@contract/catalogue';
import { ProductCard } from './ProductCard';

/** Covers in the first row (four on a wide screen) load at once. */
const EAGER_COVERS = 4;

interface ProductGridProps {
  products: ProductCardJson[];
  /** Shown instead of the grid when there is nothing to list. */
  emptyText: string;
}

/**
 * The product cards as a list: two per row on a phone (covers stay readable and a screen shows
 * more than one title), three on tablets and small laptops, four from 1200 px (spec's xl).
 */
export function ProductGrid({ products, emptyText }: ProductGridProps) {
  if (products.length === 0) {
    return (
      <Text py="xl" ta="center" fz="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3, lg: 4 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < EAGER_COVERS} />
      ))}
    </SimpleGrid>
  );
}

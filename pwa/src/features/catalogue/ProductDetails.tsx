import { Box, Group, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { ProductJson } from '@contract/catalogue';
import { formatWeight } from '@contract/format';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { LanguageFlag } from './LanguageFlag';

const cell = { borderBottom: '1px solid var(--mantine-color-gray-3)' } as const;

/**
 * The bibliographic details as a description list (term, value), rows without a value left out.
 * Not Mantine's Table: it brings its scroll container's code, a fifth of the product page's script.
 */
export function ProductDetails({ product }: { product: ProductJson }) {
  const t = catalogueTexts.product;
  const rows: [label: string, value: ReactNode][] = [
    [t.catalog, product.catalog],
    [t.author, product.author],
    [t.binding, product.binding],
    [t.pages, product.pages ?? ''],
    [t.isbn, product.isbn],
    [t.weight, formatWeight(product.weight)],
    [t.tags, product.tags],
    [
      t.language,
      <Group gap="xs" wrap="nowrap" key="language">
        <LanguageFlag language={product.language} />
        {t.languages[product.language]}
      </Group>,
    ],
  ];
  return (
    <section aria-labelledby="details-heading">
      <Title order={2} id="details-heading" fz="lg" ff="text" mb="xs">
        {t.details}
      </Title>
      <Box component="dl" m={0} fz="sm" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' }}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <Fragment key={label}>
              <Box component="dt" fw={600} py="xs" px="sm" style={cell}>
                {label}
              </Box>
              <Box component="dd" m={0} py="xs" px="sm" style={{ ...cell, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Fragment>
          ))}
      </Box>
    </section>
  );
}

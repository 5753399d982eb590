import { Group, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProductJson } from '../../../../api/src/contract/catalogue';
import { formatWeight } from '../../lib/format';
import { texts } from '../../lib/texts';
import { LanguageFlag } from './LanguageFlag';

/** The bibliographic details; rows without a value are left out. */
export function ProductDetails({ product }: { product: ProductJson }) {
  const t = texts.catalogue.product;
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
      <Table verticalSpacing="xs" fz="sm" withRowBorders>
        <Table.Tbody>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%" fw={600}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

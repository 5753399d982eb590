import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { shopTexts } from '../../lib/texts/shop';
import type { CartSummary } from '../cart/cartRules';
import { SummaryRows } from '../cart/SummaryRows';

/** The order's 'Souhrn' beside its details: pieces, products, postage, total, and what the page adds below. */
export function SummaryCard({ id, summary, children }: { id: string; summary: CartSummary; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id} fz="lg" ff="text" mb="sm">
        {shopTexts.cart.summary}
      </Title>
      <SummaryRows summary={summary} />
      {children}
    </Card>
  );
}

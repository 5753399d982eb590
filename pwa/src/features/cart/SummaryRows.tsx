import { Divider, Stack, Text } from '@mantine/core';
import { VAT_NOTE } from '@contract/checkout/pricing';
import { formatPrice } from '@contract/format';
import { shopTexts } from '../../lib/texts/shop';
import { PriceRow } from '../orderView/PriceRow';
import type { CartSummary } from './cartRules';

const t = shopTexts.cart;

/**
 * Pieces, products, postage and the total (spec, storefront 9): the chosen delivery method and its
 * price (75 Kč by post before one is chosen) in the Czech Republic; for other countries 'Bude
 * oznámeno fakturou' and no total.
 */
export function SummaryRows({ summary, showCount = true }: { summary: CartSummary; showCount?: boolean }) {
  return (
    <Stack gap={6}>
      {showCount && <PriceRow label={t.pieces} value={String(summary.count)} />}
      <PriceRow label={t.itemsPrice} value={formatPrice(summary.itemsPrice)} />
      {summary.shippingPrice === null ? (
        <PriceRow label={t.shipping} value={t.postageInvoiced} />
      ) : (
        <PriceRow label={summary.deliveryName ?? t.shippingInCzechRepublic} value={formatPrice(summary.shippingPrice)} />
      )}
      {summary.totalPrice !== null && (
        <>
          <Divider my={4} />
          <PriceRow label={t.total} value={formatPrice(summary.totalPrice)} strong />
        </>
      )}
      <Text fz="xs" c="dimmed">
        {VAT_NOTE}
      </Text>
    </Stack>
  );
}

import { Divider, Group, Stack, Text } from '@mantine/core';
import { VAT_NOTE } from '@contract/checkout/pricing';
import { formatPrice } from '@contract/format';
import { shopTexts } from '../../lib/texts/shop';
import type { CartSummary } from './cartStore';

const t = shopTexts.cart;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" fw={strong ? 700 : undefined} fz={strong ? 'lg' : undefined}>
      <Text inherit>{label}</Text>
      <Text inherit ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Pieces, products, postage and the total (spec, storefront 9): 75 Kč in the Czech Republic; for
 * other countries 'Bude oznámeno fakturou' and no total.
 */
export function SummaryRows({ summary, showCount = true }: { summary: CartSummary; showCount?: boolean }) {
  return (
    <Stack gap={6}>
      {showCount && <Row label={t.pieces} value={String(summary.count)} />}
      <Row label={t.itemsPrice} value={formatPrice(summary.itemsPrice)} />
      {summary.shippingPrice === null ? (
        <Row label={t.shipping} value={t.postageInvoiced} />
      ) : (
        <Row label={t.shippingInCzechRepublic} value={formatPrice(summary.shippingPrice)} />
      )}
      {summary.totalPrice !== null && (
        <>
          <Divider my={4} />
          <Row label={t.total} value={formatPrice(summary.totalPrice)} strong />
        </>
      )}
      <Text fz="xs" c="dimmed">
        {VAT_NOTE}
      </Text>
    </Stack>
  );
}

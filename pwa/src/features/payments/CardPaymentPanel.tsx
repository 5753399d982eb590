import { Button, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderJson } from '@contract/checkout/orderJson';
import { paymentsTexts } from '../../lib/texts/payments';
import { canPayByCard, logPaymentError, payByCard } from './cardPayment';

const t = paymentsTexts;

/** The 'Platba Stripe' button alone: starts a new attempt and leaves for Stripe's payment page. */
export function PayByCardButton({ orderId, fullWidth = false }: { orderId: number; fullWidth?: boolean }) {
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      await payByCard(orderId);
      // The browser is on its way to Stripe: the button stays busy until the page is gone.
    } catch (error) {
      logPaymentError('Starting the card payment failed', error);
      setBusy(false);
    }
  }
  return (
    <Button size="md" fullWidth={fullWidth} leftSection={<IconCreditCard size={20} aria-hidden="true" />} loading={busy} onClick={() => void pay()}>
      {t.payButton}
    </Button>
  );
}

/**
 * For the order page: the card payment of an unpaid, not cancelled order whose payment method is
 * 'Platba kartou (Stripe)' (spec, storefront 4); nothing otherwise.
 */
export function CardPaymentPanel({ order }: { order: Pick<OrderJson, '_id' | 'paymentMethod' | 'isPaid' | 'isCancelled'> }) {
  if (!canPayByCard(order)) return null;
  return (
    <Stack gap={6} align="stretch">
      <PayByCardButton orderId={order._id} fullWidth />
      <Text size="sm" c="dimmed">
        {t.payHint}
      </Text>
    </Stack>
  );
}

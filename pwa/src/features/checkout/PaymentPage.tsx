import { Alert, Anchor, Button, Flex, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { type ShippingAddress } from '@contract/checkout/address';
import { checkoutMessages } from '@contract/checkout/messages';
import { PAYMENT_METHODS, paymentMethodsFor } from '@contract/checkout/payment';
import { putCheckoutValue } from '../../lib/db';
import { shopTexts } from '../../lib/texts/shop';
import { RequireSignIn } from '../account/RequireSignIn';
import { markCheckoutChanged } from '../cart/cartSync';
import { useSavedCheckout } from '../cart/useCart';
import { useOnline } from '../pwa/useOnline';
import { CheckoutPage, Loading } from './CheckoutPage';

const t = shopTexts.checkout.payment;

function PaymentForm({ address, saved }: { address: ShippingAddress; saved: string | undefined }) {
  const navigate = useNavigate();
  const online = useOnline();
  const methods = paymentMethodsFor(address.country);
  // A method saved for another country (cash, then delivery abroad) is not offered again.
  const [method, setMethod] = useState<string | null>(saved && (methods as string[]).includes(saved) ? saved : null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!method) return setError(checkoutMessages.paymentMissing);
    if (!online && method === PAYMENT_METHODS.card) return setError(shopTexts.checkout.placeOrder.cardOnline);
    await putCheckoutValue('paymentMethod', method);
    await markCheckoutChanged();
    navigate('/placeorder');
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fz="sm">
              {t.deliveryTo(address.country)}
              <br />
              {address.name}, {address.address}, {address.postalCode} {address.city}
            </Text>
            <Anchor component={Link} to="/shipping" fz="sm" fw={600}>
              {shopTexts.checkout.placeOrder.change}
            </Anchor>
          </Group>
        </Paper>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Radio.Group
          label={t.title}
          value={method}
          onChange={(value) => {
            setMethod(value);
            setError(null);
          }}
          required
        >
          <Stack gap="sm" mt="xs">
            {methods.map((m) => {
              // Offline the card is not offered: paying needs Stripe's page.
              const cardOffline = !online && m === PAYMENT_METHODS.card;
              return (
                <Radio.Card key={m} value={m} radius="md" p="sm" bg={method === m ? 'navy.0' : undefined} disabled={cardOffline}>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator disabled={cardOffline} />
                    <Stack gap={2}>
                      <Text fw={600}>{m}</Text>
                      {cardOffline && <Text fz="sm">{shopTexts.checkout.placeOrder.cardOnline}</Text>}
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm" mt="xs">
          <Button component={Link} to="/shipping" variant="default" size="md">
            {t.back}
          </Button>
          <Button type="submit" size="md" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
            {t.submit}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function Payment() {
  const saved = useSavedCheckout();
  if (saved && !saved.shippingAddress) return <Navigate to="/shipping" replace />;
  return (
    <CheckoutPage title={t.title} step="payment" reachable={saved?.paymentMethod ? 'placeOrder' : 'payment'}>
      {saved?.shippingAddress ? <PaymentForm address={saved.shippingAddress} saved={saved.paymentMethod} /> : <Loading />}
    </CheckoutPage>
  );
}

/** /payment (spec, storefront 5): the methods for the delivery country; needs a saved shipping address. */
export function PaymentPage() {
  return <RequireSignIn>{() => <Payment />}</RequireSignIn>;
}

import { Alert, Anchor, Box, Button, Checkbox, Grid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { type ShippingAddress } from '@contract/checkout/address';
import { checkoutMessages } from '@contract/checkout/messages';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import type { OrderPickupPointJson } from '@contract/delivery';
import { answer, client } from '../../lib/client';
import { checkConnection, isOnline } from '../../lib/connectivity';
import { shopTexts } from '../../lib/texts/shop';
import { RequireSignIn } from '../account/RequireSignIn';
import type { UserInfo } from '../account/session';
import { withPriceChanges, withStockShortages } from '../cart/cartRules';
import { changeCart } from '../cart/cartStore';
import { type CartView, useCart, useSavedCheckout } from '../cart/useCart';
import { useOnline } from '../pwa/useOnline';
import { CheckoutPage, Loading } from './CheckoutPage';
import { SummaryCard } from './SummaryCard';
import { pickupCarrierOf } from './delivery/deliveryData';
import { ensureOrderKey, finishCheckout, orderFailure, orderPayload, placeOrderOffline } from './placeOrder';
import { BillingDetails, DeliveryAddress } from '../orderView/OrderAddresses';
import { OrderDelivery } from '../orderView/OrderDelivery';
import { OrderItems } from '../orderView/OrderItems';
import { OrderSection } from '../orderView/OrderSection';

const t = shopTexts.checkout.placeOrder;

/** A block of the summary with its link back to the step that changes it. */
function Step({ title, edit, children }: { title: string; edit: string; children: ReactNode }) {
  const change = (
    <Anchor component={Link} to={edit} fz="sm" fw={600}>
      {t.change}
    </Anchor>
  );
  return (
    <OrderSection title={title} action={change}>
      {children}
    </OrderSection>
  );
}

function ConsentLabel({ parts, to }: { parts: { before: string; link: string; after: string }; to: string }) {
  return (
    <>
      {parts.before}
      <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit underline="always">
        {parts.link}
      </Anchor>
      {parts.after}
    </>
  );
}

interface OrderFormProps {
  user: UserInfo;
  cart: CartView;
  address: ShippingAddress;
  /** The point of the chosen method's network, when it needs one. */
  pickupPoint: OrderPickupPointJson | undefined;
  paymentMethod: string;
}

function OrderForm({ user, cart, address, pickupPoint, paymentMethod }: OrderFormProps) {
  const navigate = useNavigate();
  const online = useOnline();
  const [gdpr, setGdpr] = useState(false);
  const [terms, setTerms] = useState(false);
  const [newsletter, setNewsletter] = useState(true);
  const [sending, setSending] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [consentsMissing, setConsentsMissing] = useState(false);

  // One idempotency key per checkout, made when the customer reaches this step.
  useEffect(() => {
    void ensureOrderKey();
  }, []);

  async function submit() {
    setError(null);
    setNotice(null);
    if (!gdpr || !terms) {
      setConsentsMissing(true);
      return setError(t.consentsMissing);
    }
    // After a request without an answer the app believes it is offline: the server may answer again by now.
    if (!isOnline()) await checkConnection();
    if (!isOnline() && paymentMethod === PAYMENT_METHODS.card) return setError(t.cardOnline);
    setSending(true);
    const draft = {
      lines: cart.lines,
      shippingAddress: address,
      method: cart.method,
      pickupPoint,
      paymentMethod,
      orderKey: await ensureOrderKey(),
      newsletter,
    };
    const keepForLater = async () => {
      const key = await placeOrderOffline(draft, user);
      setPlaced(true);
      navigate(`/waiting-order/${key}`, { replace: true });
    };
    try {
      if (!isOnline()) return await keepForLater();
      const order = await answer(client.orders.$post({ json: orderPayload(draft) }));
      setPlaced(true);
      await finishCheckout();
      navigate(`/order/${order._id}`, { replace: true, state: { placed: true } });
    } catch (caught) {
      const failure = orderFailure(caught);
      if (failure.kind === 'prices') {
        await changeCart((lines) => withPriceChanges(lines, failure.changes));
        setNotice(`${failure.message} ${t.cartRepriced}`);
      } else if (failure.kind === 'stock') {
        await changeCart((lines) => withStockShortages(lines, failure.shortages));
        setError(failure.message);
      } else if (failure.kind === 'network' && paymentMethod !== PAYMENT_METHODS.card) {
        // No answer (lie-fi): the order waits on this device and is sent with the same key, so should it
        // have reached the server after all, the server answers that order instead of placing another.
        await keepForLater();
      } else if (failure.kind === 'network') {
        setError(t.lostAnswer); // the order may have reached the server: only a retry with its key can tell
      } else {
        setError(failure.message);
      }
    } finally {
      setSending(false);
    }
  }

  if (placed) return <Loading />;
  if (cart.lines.length === 0) {
    return (
      <Stack align="flex-start">
        <Alert color="red" variant="light" role="alert" w="100%">
          {checkoutMessages.emptyOrder}
        </Alert>
        <Button component={Link} to="/" variant="default">
          {shopTexts.cart.continueShopping}
        </Button>
      </Stack>
    );
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Step title={t.delivery} edit="/shipping">
            {cart.method && cart.summary.shippingPrice !== null && (
              <Box mb="sm">
                <OrderDelivery delivery={{ method: cart.method.id, name: cart.method.name, price: cart.summary.shippingPrice, pickupPoint }} />
              </Box>
            )}
            <DeliveryAddress address={address} />
            <Box mt="sm">
              <BillingDetails address={address} />
            </Box>
          </Step>
          <Step title={t.payment} edit="/payment">
            <Text fz="sm" fw={600}>
              {paymentMethod}
            </Text>
          </Step>
          <Step title={t.items} edit="/cart">
            <OrderItems lines={cart.lines} />
          </Step>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <SummaryCard id="place-order-summary" summary={cart.summary}>
          <Stack gap="sm" mt="md">
            {notice && (
              <Alert color="yellow" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
                {notice}
              </Alert>
            )}
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
                {error !== t.consentsMissing && error !== t.cardOnline && (
                  <>
                    {' '}
                    <Anchor component={Link} to="/cart" inherit fw={600}>
                      {t.editCart}
                    </Anchor>
                  </>
                )}
              </Alert>
            )}
            {!online && !error && (
              <Alert color="orange" variant="light" icon={<IconWifiOff size={20} aria-hidden="true" />}>
                {paymentMethod === PAYMENT_METHODS.card ? t.cardOnline : t.offlineKept}
              </Alert>
            )}
            <Stack gap="xs" role="group" aria-label={t.consents}>
              <Checkbox
                checked={gdpr}
                onChange={(event) => setGdpr(event.currentTarget.checked)}
                label={<ConsentLabel parts={t.gdpr} to="/safety-privacy" />}
                error={consentsMissing && !gdpr}
              />
              <Checkbox
                checked={terms}
                onChange={(event) => setTerms(event.currentTarget.checked)}
                label={<ConsentLabel parts={t.terms} to="/trade-rules" />}
                error={consentsMissing && !terms}
              />
              <Checkbox checked={newsletter} onChange={(event) => setNewsletter(event.currentTarget.checked)} label={t.newsletter} />
            </Stack>
            <Button size="md" fullWidth onClick={() => void submit()} loading={sending} disabled={sending}>
              {t.submit}
            </Button>
          </Stack>
        </SummaryCard>
      </Grid.Col>
    </Grid>
  );
}

function PlaceOrder({ user }: { user: UserInfo }) {
  const saved = useSavedCheckout();
  const cart = useCart();
  const carrier = cart?.method && pickupCarrierOf(cart.method);
  const pickupPoint = carrier ? saved?.pickupPoints?.[carrier] : undefined;
  if (saved && !saved.shippingAddress) return <Navigate to="/shipping" replace />;
  if (saved && carrier && !pickupPoint) return <Navigate to="/shipping" replace />;
  if (saved && !saved.paymentMethod) return <Navigate to="/payment" replace />;
  return (
    <CheckoutPage title={t.title} step="placeOrder" reachable="placeOrder" wide>
      {saved?.shippingAddress && saved.paymentMethod && cart ? (
        <OrderForm user={user} cart={cart} address={saved.shippingAddress} pickupPoint={pickupPoint} paymentMethod={saved.paymentMethod} />
      ) : (
        <Loading />
      )}
    </CheckoutPage>
  );
}

/** /placeorder (spec, storefront 2 Checkout, 4, 5): the summary, the consents and 'Závazně objednat'. */
export function PlaceOrderPage() {
  return <RequireSignIn>{(user) => <PlaceOrder user={user} />}</RequireSignIn>;
}

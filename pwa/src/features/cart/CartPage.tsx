import { ActionIcon, Alert, Button, Card, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { isOnline } from '../../lib/connectivity';
import { formatPrice } from '@contract/format';
import { commonTexts } from '../../lib/texts/common';
import { shopTexts } from '../../lib/texts/shop';
import { ProductLineCard } from '../../lib/ui/ProductLineCard';
import { QuantityStepper } from '../../lib/ui/QuantityStepper';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { loginPath } from '../account/loginPath';
import { useSession } from '../account/useSession';
import { useOnline } from '../pwa/useOnline';
import type { CartLine, ProductForCart } from './cartRules';
import { addToCart, refreshProduct, removeFromCart, setQuantity, SoldOutError } from './cartStore';
import { startShopSync } from './cartBadge';
import { SummaryRows } from './SummaryRows';
import { type CartView, useCart, useSavedCheckout } from './useCart';

const t = shopTexts.cart;

/** What the product page hands over when it links to /cart/{id}?qty={n}: the product it shows, for adding offline. */
export interface AddToCartState {
  product?: ProductForCart;
}

/** /cart/{id}?qty={n}: adds the product (re-read from the API), then shows the cart at /cart (a reload does not add again). */
function useAddFromRoute(): { adding: boolean; error: string | null } {
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef<string | null>(null);
  const routeError = (location.state as { addError?: string } | null)?.addError ?? null;

  useEffect(() => {
    if (id === undefined || done.current === location.key) return;
    done.current = location.key;
    const productId = Number(id);
    const qty = Number(params.get('qty') ?? 1);
    const known = (location.state as AddToCartState | null)?.product;
    const add =
      Number.isInteger(productId) && productId > 0
        ? addToCart(productId, qty, known?._id === productId ? known : undefined)
        : Promise.reject(new Error(t.notAdded));
    add.then(
      () => navigate('/cart', { replace: true }),
      (error: unknown) => {
        const message = error instanceof SoldOutError ? t.soldOutNotAdded : error instanceof ApiError ? error.message : t.notAdded;
        navigate('/cart', { replace: true, state: { addError: message } });
      },
    );
  }, [id, params, location.key, location.state, navigate]);

  return { adding: id !== undefined, error: id === undefined ? routeError : null };
}

function Line({ line }: { line: CartLine }) {
  const soldOut = line.countInStock < 1;
  return (
    <ProductLineCard
      productId={line.product}
      name={line.name}
      image={line.image}
      action={
        <ActionIcon variant="subtle" color="red.9" size={40} aria-label={t.removeOf(line.name)} onClick={() => void removeFromCart(line.product)}>
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      }
    >
      <Text fz="sm" c="dimmed">
        {t.unitPrice(formatPrice(line.price))}
      </Text>
      {soldOut && (
        <Text fz="sm" c="red.9" fw={600}>
          {t.soldOut}
        </Text>
      )}
      <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
        {soldOut ? (
          <span />
        ) : (
          <QuantityStepper
            productName={line.name}
            countInStock={Math.max(line.countInStock, line.qty)}
            value={line.qty}
            onChange={(qty) => void setQuantity(line.product, qty)}
          />
        )}
        <Text fw={700} style={{ whiteSpace: 'nowrap' }} aria-label={`${t.lineTotal}: ${formatPrice(line.price * line.qty)}`}>
          {formatPrice(line.price * line.qty)}
        </Text>
      </Group>
    </ProductLineCard>
  );
}

function Summary({ cart }: { cart: CartView }) {
  const user = useSession();
  const online = useOnline();
  const navigate = useNavigate();
  const blocked = cart.lines.some((l) => l.countInStock < 1);
  // Offline a signed-in customer with a saved delivery address can still order: the order waits on this device.
  const saved = useSavedCheckout();
  const orderableOffline = Boolean(user && saved?.shippingAddress);
  const shut = !online && !orderableOffline;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="cart-summary">
      <Title order={2} id="cart-summary" fz="lg" ff="text" mb="sm">
        {t.summary}
      </Title>
      <SummaryRows summary={cart.summary} />
      <Stack gap="sm" mt="md">
        <Button
          size="md"
          fullWidth
          onClick={() => navigate(user ? '/shipping' : loginPath('/shipping'))}
          disabled={blocked || shut}
          aria-describedby={online ? undefined : 'cart-offline'}
        >
          {t.checkout}
        </Button>
        {!online && (
          <Text id="cart-offline" fz="sm" role="status">
            {shut ? `${t.offlineCheckoutStep} ${t.offlineKept}` : shopTexts.checkout.placeOrder.offlineKept}
          </Text>
        )}
        <Button component={Link} to="/" variant="default" size="md" fullWidth leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
          {t.continueShopping}
        </Button>
      </Stack>
    </Card>
  );
}

function EmptyCart() {
  return (
    <Stack align="flex-start" gap="md">
      <Group gap="xs" c="dimmed">
        <IconShoppingCartOff size={22} aria-hidden="true" />
        <Text>{t.empty}</Text>
      </Group>
      <Button component={Link} to="/" variant="default" size="md" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
        {t.continueShopping}
      </Button>
    </Stack>
  );
}

/** /cart and /cart/{id}?qty={n} (spec, storefront 2 Cart): the lines and the summary, live in every tab. */
export function CartPage() {
  useDocumentTitle(t.title);
  const { adding, error } = useAddFromRoute();
  const cart = useCart();

  useEffect(() => {
    void startShopSync();
  }, []);

  // Online, the lines take the current prices and stock once when the cart is opened.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!cart || refreshed.current || adding || !isOnline()) return;
    refreshed.current = true;
    for (const line of cart.lines) void refreshProduct(line.product);
  }, [cart, adding]);

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t.title}
      </Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {adding || !cart ? (
        <Center py="xl">
          <Loader aria-label={adding ? t.adding : commonTexts.loading} />
        </Center>
      ) : cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.title}>
              {cart.lines.map((line) => (
                <Line key={line.product} line={line} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Summary cart={cart} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

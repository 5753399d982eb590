import { Alert, Anchor, Box, Button, Grid, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { isCzechRepublic } from '@contract/checkout/address';
import { describeOrderChange } from '@contract/checkout/orderChanges';
import { db, type PendingOrderRecord } from '../../lib/db';
import { confirmable, confirmPendingOrder, discardPendingOrder, sendPendingOrders } from '../../lib/pendingOrders';
import { shopTexts } from '../../lib/texts/shop';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { RequireSignIn } from '../account/RequireSignIn';
import { changeCart } from '../cart/cartStore';
import { withLine } from '../cart/cartRules';
import { DeliveryAddress } from '../orderView/OrderAddresses';
import { OrderDelivery } from '../orderView/OrderDelivery';
import { OrderItems } from '../orderView/OrderItems';
import { OrderSection } from '../orderView/OrderSection';
import { Loading } from './CheckoutPage';
import { newOrderKey } from './placeOrder';
import { SummaryCard } from './SummaryCard';

const t = shopTexts.checkout.waiting;

/** The order's lines back in the cart, with the stock the server reported, so the customer can change them. */
async function backToCart(order: PendingOrderRecord) {
  const stockOf = new Map((order.changes ?? []).filter((c) => c.kind === 'stock' || c.kind === 'gone').map((c) => [c.product, Number(c.new ?? 0)]));
  await changeCart((lines) =>
    order.lines.reduce((cart, line) => withLine(cart, { ...line, countInStock: stockOf.get(line.product) ?? line.countInStock }), lines),
  );
  await discardPendingOrder(order.key);
}

/** What changed, old and new, with the way on: confirm the new figures, or edit the cart. */
function Changes({ order }: { order: PendingOrderRecord }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const changes = order.changes ?? [];
  const canConfirm = confirmable(changes);

  async function confirm() {
    setBusy(true);
    const key = newOrderKey();
    await confirmPendingOrder(order, key);
    navigate(`/waiting-order/${key}`, { replace: true });
    await sendPendingOrders();
  }

  async function edit() {
    setBusy(true);
    await backToCart(order);
    navigate('/cart');
  }

  return (
    <Alert color="yellow" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />} title={t.needsConfirmation}>
      <Stack gap="sm">
        <Text fz="sm">{order.state === 'refused' ? `${t.refused} ${order.message ?? ''}` : t.changed}</Text>
        {changes.length > 0 && (
          <List fz="sm" aria-label={t.changes}>
            {changes.map((change, i) => (
              <List.Item key={i}>{describeOrderChange(change)}</List.Item>
            ))}
          </List>
        )}
        {order.state === 'needsConfirmation' && !canConfirm && <Text fz="sm">{t.mustEdit}</Text>}
        {order.state === 'needsConfirmation' && canConfirm && (
          <Button onClick={() => void confirm()} loading={busy}>
            {t.confirm}
          </Button>
        )}
        <Button variant="default" onClick={() => void edit()} disabled={busy}>
          {t.editCart}
        </Button>
      </Stack>
    </Alert>
  );
}

function WaitingOrder({ order }: { order: PendingOrderRecord }) {
  const { expected, shippingAddress, paymentMethod } = order.body;
  const abroad = !isCzechRepublic(shippingAddress.country);
  const summary = {
    count: order.lines.reduce((sum, l) => sum + l.qty, 0),
    itemsPrice: expected.total - expected.postage,
    shippingPrice: abroad ? null : expected.postage,
    totalPrice: abroad ? null : expected.total,
    deliveryName: order.delivery?.name ?? null,
  };
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          {order.state === 'waiting' ? (
            <Alert color="blue" variant="light" role="status" icon={<IconClockHour4 size={20} aria-hidden="true" />}>
              {t.waiting}
            </Alert>
          ) : (
            <Changes order={order} />
          )}
          <OrderSection title={shopTexts.checkout.placeOrder.delivery}>
            {order.delivery && (
              <Box mb="sm">
                <OrderDelivery delivery={order.delivery} />
              </Box>
            )}
            <DeliveryAddress address={shippingAddress} />
          </OrderSection>
          <OrderSection title={shopTexts.checkout.placeOrder.payment}>
            <Text fz="sm" fw={600}>
              {paymentMethod}
            </Text>
          </OrderSection>
          <OrderSection title={shopTexts.checkout.placeOrder.items}>
            <OrderItems lines={order.lines} />
          </OrderSection>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <SummaryCard id="waiting-order-summary" summary={summary} />
        <Anchor component={Link} to="/profile" fz="sm" fw={600} mt="md" display="inline-block">
          {t.myOrders}
        </Anchor>
      </Grid.Col>
    </Grid>
  );
}

function WaitingOrderByKey({ orderKey }: { orderKey: string }) {
  // null once read and not there (undefined while reading).
  const order = useLiveQuery(async () => (await db.pendingOrders.get(orderKey)) ?? null, [orderKey]);
  if (order === undefined) return <Loading />;
  if (order?.state === 'placed') return <Navigate to={`/order/${order.orderId}`} replace state={{ placed: true }} />;
  if (order === null) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.notFound}
      </Alert>
    );
  }
  return <WaitingOrder order={order} />;
}

/** /waiting-order/{key}: an order placed offline, until the server has it (then its own page, with its number). */
export function WaitingOrderPage() {
  useDocumentTitle(t.title);
  const { key = '' } = useParams();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t.title}
      </Title>
      <RequireSignIn>{() => <WaitingOrderByKey orderKey={key} />}</RequireSignIn>
    </Stack>
  );
}

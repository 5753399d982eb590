import { Alert, Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { type OrderJson } from '@contract/checkout/orderJson';
import { POSTAGE_TO_BE_INVOICED } from '@contract/checkout/pricing';
import { ApiError } from '../../lib/api';
import { answer as answerOf, client, get } from '../../lib/client';
import { formatDate, formatPrice } from '@contract/format';
import { shopTexts } from '../../lib/texts/shop';
import { Loaded } from '../../lib/ui/Loaded';
import { useApi } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { RequireSignIn } from '../account/RequireSignIn';
import { CardPaymentPanel } from '../payments/CardPaymentPanel';
import type { UserInfo } from '../account/session';
import { BankTransferPanel, needsBankTransfer } from './BankTransferPanel';
import { OrderStateBadge } from './OrderStateBadge';
import { PostalAddress } from '../../lib/ui/PostalAddress';

const t = shopTexts.order;

// Only administrators load the staff buttons (the admin feature's component).
const OrderAdminActions = lazy(() => import('../admin/OrderAdminActions').then((m) => ({ default: m.OrderAdminActions })));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline" fz="sm">
      <Text inherit c="dimmed" style={{ flex: '0 0 auto' }}>
        {label}:
      </Text>
      <Text inherit style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.replace(/\s+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id} fz="lg" ff="text" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Odesláno {date} / Neodesláno, Zaplaceno {date} / Nezaplaceno, Zrušená! (spec, storefront 2 Checkout). */
function States({ order }: { order: OrderJson }) {
  return (
    <Group gap="xs" role="group" aria-label={t.status}>
      {order.isCancelled && (
        <OrderStateBadge state="cancelled" size="lg">
          {t.cancelled}
        </OrderStateBadge>
      )}
      <OrderStateBadge state={order.isDelivered ? 'delivered' : 'notDelivered'} size="lg">
        {order.isDelivered && order.deliveredAt ? t.delivered(formatDate(order.deliveredAt)) : t.notDelivered}
      </OrderStateBadge>
      <OrderStateBadge state={order.isPaid ? 'paid' : 'notPaid'} size="lg">
        {order.isPaid && order.paidAt ? t.paid(formatDate(order.paidAt)) : t.notPaid}
      </OrderStateBadge>
    </Group>
  );
}

function Customer({ order }: { order: OrderJson }) {
  return (
    <Section title={t.customer}>
      <Stack gap={4}>
        <Fact label={t.number}>{order.orderNumber}</Fact>
        <Fact label={t.date}>{formatDate(order.createdAt)}</Fact>
        <Fact label={t.name}>{order.name}</Fact>
        <Fact label={t.email}>{order.email}</Fact>
      </Stack>
    </Section>
  );
}

function Delivery({ order }: { order: OrderJson }) {
  const a = order.shippingAddress;
  return (
    <Section title={t.deliveryAddress}>
      <PostalAddress {...a}>
        {a.phone && (
          <Text inherit mt={4}>
            {t.phone}: <Anchor href={`tel:${a.phone.replace(/\s+/g, '')}`} inherit>{a.phone}</Anchor>
          </Text>
        )}
        {a.note && (
          <Text inherit mt={4} style={{ whiteSpace: 'pre-line' }}>
            {t.note}: {a.note}
          </Text>
        )}
      </PostalAddress>
    </Section>
  );
}

function Billing({ order }: { order: OrderJson }) {
  const a = order.shippingAddress;
  const given = Boolean(a.billingName || a.billingAddress);
  return (
    <Section title={t.billing}>
      <Stack gap={4}>
        {given ? (
          <>
            <Fact label={t.billingName}>{a.billingName}</Fact>
            <Fact label={t.billingAddress}>{a.billingAddress}</Fact>
            <Fact label={t.billingPostalCode}>{a.billingPostalCode}</Fact>
            <Fact label={t.billingCity}>{a.billingCity}</Fact>
            <Fact label={t.billingCountry}>{a.billingCountry}</Fact>
          </>
        ) : (
          <Text fz="sm">{t.sameAsDelivery}</Text>
        )}
        {a.billingICO && <Fact label={t.ico}>{a.billingICO}</Fact>}
      </Stack>
    </Section>
  );
}

function Items({ order }: { order: OrderJson }) {
  return (
    <Section title={t.items}>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {order.orderItems.map((item, i) => (
          <Group component="li" key={`${item.product ?? 'x'}-${i}`} wrap="nowrap" gap="sm" align="center">
            <img src={item.image} alt="" width={44} height={60} loading="lazy" style={{ width: 44, height: 60, objectFit: 'cover', borderRadius: 3, flex: '0 0 auto' }} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              {item.product !== null ? (
                <Anchor component={Link} to={`/product/${item.product}`} fz="sm" fw={600} c="navy.8" style={{ overflowWrap: 'anywhere' }}>
                  {item.name}
                </Anchor>
              ) : (
                <Text fz="sm" fw={600}>
                  {item.name}
                </Text>
              )}
              <Group gap={6}>
                <Text fz="sm" c="dimmed">
                  {t.qtyTimesPrice(item.qty, formatPrice(item.price))}
                </Text>
                {item.discount > 0 && (
                  <Badge color="red" variant="light" size="sm" tt="none">
                    {t.discount(item.discount)}
                  </Badge>
                )}
              </Group>
            </Stack>
            <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatPrice(item.qty * item.price)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function Totals({ order }: { order: OrderJson }) {
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between" wrap="nowrap" fw={strong ? 700 : undefined} fz={strong ? 'lg' : 'sm'}>
      <Text inherit>{label}</Text>
      <Text inherit style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Section title={t.summary}>
      <Stack gap={6}>
        {row(t.itemsPrice, formatPrice(order.itemsPrice))}
        {row(t.shipping, order.shippingToBeInvoiced ? POSTAGE_TO_BE_INVOICED : formatPrice(order.shippingPrice))}
        {row(t.total, formatPrice(order.totalPrice), true)}
      </Stack>
    </Section>
  );
}

/** The customer may ask for the confirmation e-mail with the invoice again (spec, storefront 4). */
function ResendConfirmation({ order }: { order: OrderJson }) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  async function resend() {
    setSending(true);
    setAnswer(null);
    try {
      const { message } = await answerOf(client.orders[':id']['resend-confirmation'].$put({ param: { id: String(order._id) } }));
      setAnswer({ ok: true, message });
    } catch (error) {
      setAnswer({ ok: false, message: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }
  return (
    <Stack gap="xs">
      {answer && (
        <Alert color={answer.ok ? 'teal' : 'red'} variant="light" role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </Alert>
      )}
      <Button variant="default" leftSection={<IconMailForward size={18} aria-hidden="true" />} loading={sending} onClick={() => void resend()}>
        {t.resend}
      </Button>
    </Stack>
  );
}

function PaymentFacts({ order }: { order: OrderJson }) {
  return (
    <Section title={t.payment}>
      <Stack gap={4}>
        <Fact label={t.paymentMethod}>{order.paymentMethod}</Fact>
        <Text fz="sm" fw={600} c={order.isPaid ? 'teal.9' : 'orange.9'}>
          {order.isPaid && order.paidAt ? t.paid(formatDate(order.paidAt)) : t.notPaid}
        </Text>
      </Stack>
    </Section>
  );
}

function OrderView({ initial, user }: { initial: OrderJson; user: UserInfo }) {
  const [order, setOrder] = useState(initial);
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  // Staff read a customer's order too; paying it is the customer's alone.
  const ownOrder = order.user?._id === user._id;
  useDocumentTitle(t.documentTitle(order.orderNumber));
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/profile" fz="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden="true" />
        {t.back}
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t.title(order.orderNumber)}
      </Title>
      {placed && (
        <Alert color="teal" variant="light" role="status">
          {t.thanks}
        </Alert>
      )}
      <States order={order} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {needsBankTransfer(order) && <BankTransferPanel order={order} />}
            {ownOrder && <CardPaymentPanel order={order} />}
            <Items order={order} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Delivery order={order} />
              <Billing order={order} />
            </SimpleGrid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Totals order={order} />
            <PaymentFacts order={order} />
            <Customer order={order} />
            {user.isAdmin ? (
              <Section title={t.admin}>
                <Suspense fallback={null}>
                  <OrderAdminActions order={order} onChanged={setOrder} />
                </Suspense>
              </Section>
            ) : (
              <ResendConfirmation order={order} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Order({ user }: { user: UserInfo }) {
  const { id = '' } = useParams();
  const [state] = useApi(get(client.orders[':id'], { param: { id: encodeURIComponent(id) } }));
  return <Loaded state={state}>{(order) => <OrderView key={order._id} initial={order} user={user} />}</Loaded>;
}

/** /order/{id} (spec, storefront 2 Checkout): the order, its states and, for an unpaid transfer, QR Platba; needs sign-in. */
export function OrderPage() {
  return <RequireSignIn>{(user) => <Order user={user} />}</RequireSignIn>;
}

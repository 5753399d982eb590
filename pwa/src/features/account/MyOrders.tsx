import { Box, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClockHour4, IconX } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import type { OrderJson } from '@contract/checkout/orderJson';
import { formatDate, formatPrice } from '@contract/format';
import { db } from '../../lib/db';
import { accountTexts } from '../../lib/texts/account';
import { shopTexts } from '../../lib/texts/shop';
import { Loaded } from '../../lib/ui/Loaded';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { OrderStateBadge } from '../orderView/OrderStateBadge';
import { useSession } from './useSession';

const t = accountTexts.orders;

/** What the table shows of an order of GET /api/orders/myorders (spec, storefront 3 Order). */
type MyOrderJson = Pick<OrderJson, '_id' | 'orderNumber' | 'createdAt' | 'totalPrice' | 'isPaid' | 'paidAt' | 'isDelivered' | 'deliveredAt' | 'isCancelled'>;

const numberOf = (order: MyOrderJson) => order.orderNumber;

/** A date, or the spec's red cross with a spoken meaning. */
function DateOrCross({ date, done, missing }: { date?: string | null; done: boolean; missing: string }) {
  if (done && date) return <>{formatDate(date)}</>;
  return (
    <Box component="span" c="red.8" display="inline-flex" style={{ verticalAlign: 'middle' }}>
      <IconX size={20} stroke={2.5} role="img" aria-label={missing} />
    </Box>
  );
}

function Cancelled({ order }: { order: MyOrderJson }) {
  return order.isCancelled ? (
    <OrderStateBadge state="cancelled" ml={6}>
      {t.cancelled}
    </OrderStateBadge>
  ) : null;
}

function DetailsButton({ order, fullWidth }: { order: MyOrderJson; fullWidth?: boolean }) {
  return (
    <Button component={Link} to={`/order/${order._id}`} size="sm" variant="light" fullWidth={fullWidth} aria-label={t.detailsOf(numberOf(order))}>
      {t.details}
    </Button>
  );
}

/** Phones: one card per order, the same facts as the table rows. */
function OrderCards({ orders }: { orders: MyOrderJson[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="sm">
      {orders.map((order) => (
        <Card component="li" key={order._id} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Text fw={700}>
              {t.number} {numberOf(order)}
              <Cancelled order={order} />
            </Text>
            <Text fw={700}>{formatPrice(order.totalPrice)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t.date}: {formatDate(order.createdAt)}
          </Text>
          <Stack gap={2} mt={2} mb="xs">
            <Text size="sm">
              {t.paid}: <DateOrCross date={order.paidAt} done={order.isPaid} missing={t.notPaid} />
            </Text>
            <Text size="sm">
              {t.delivered}: <DateOrCross date={order.deliveredAt} done={order.isDelivered} missing={t.notDelivered} />
            </Text>
          </Stack>
          <DetailsButton order={order} fullWidth />
        </Card>
      ))}
    </Stack>
  );
}

function OrderTable({ orders }: { orders: MyOrderJson[] }) {
  return (
    <Table visibleFrom="sm" striped highlightOnHover verticalSpacing="sm" aria-labelledby="my-orders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.number}</Table.Th>
          <Table.Th>{t.date}</Table.Th>
          <Table.Th ta="right">{t.total}</Table.Th>
          <Table.Th ta="center">{t.paid}</Table.Th>
          <Table.Th ta="center">{t.delivered}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t.details}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order._id}>
            <Table.Td fw={600}>
              {numberOf(order)}
              <Cancelled order={order} />
            </Table.Td>
            <Table.Td>{formatDate(order.createdAt)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatPrice(order.totalPrice)}
            </Table.Td>
            <Table.Td ta="center">
              <DateOrCross date={order.paidAt} done={order.isPaid} missing={t.notPaid} />
            </Table.Td>
            <Table.Td ta="center">
              <DateOrCross date={order.deliveredAt} done={order.isDelivered} missing={t.notDelivered} />
            </Table.Td>
            <Table.Td ta="right">
              <DetailsButton order={order} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Orders placed offline on this device that the server does not have yet: no number until it does. */
function WaitingOrders() {
  const user = useSession();
  const waiting = useLiveQuery(
    async () => (user ? (await db.pendingOrders.where('userId').equals(user._id).sortBy('createdAt')).filter((o) => o.state !== 'placed').reverse() : []),
    [user?._id],
  );
  if (!waiting?.length) return null;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} mb="sm" style={{ listStyle: 'none' }} aria-label={t.waitingTitle}>
      {waiting.map((order) => (
        <Card component="li" key={order.key} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Group gap={6} wrap="nowrap" fw={700}>
              <IconClockHour4 size={18} aria-hidden="true" />
              {t.waitingTitle}
            </Group>
            <Text fw={700}>{formatPrice(order.body.expected.total)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t.date}: {formatDate(order.createdAt)}
          </Text>
          <Text size="sm" my="xs">
            {order.state === 'waiting' ? shopTexts.checkout.waiting.waiting : shopTexts.checkout.waiting.needsConfirmation}
          </Text>
          <Button component={Link} to={`/waiting-order/${order.key}`} size="sm" variant="light" aria-label={t.waitingDetailsOf(formatDate(order.createdAt))}>
            {t.details}
          </Button>
        </Card>
      ))}
    </Stack>
  );
}

/** 'Moje objednávky' on the profile (spec, storefront 2 Accounts): GET /api/orders/myorders. */
export function MyOrders() {
  const [orders] = useApi(get(client.orders.myorders));
  return (
    <Box component="section" aria-labelledby="my-orders">
      <Title order={2} id="my-orders" fz={{ base: 20, sm: 24 }} mb="sm">
        {t.title}
      </Title>
      <WaitingOrders />
      <Loaded state={orders}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t.empty}</Text>
          ) : (
            <>
              <OrderCards orders={list} />
              <OrderTable orders={list} />
            </>
          )
        }
      </Loaded>
    </Box>
  );
}

import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderJson } from '@contract/checkout/orderJson';
import { formatDate, formatPrice } from '@contract/format';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { AdminPage } from '../ui/AdminPage';
import { RecordTable } from '../ui/RecordTable';
import { client, get } from '../../../lib/client';
import { useApi } from '../../../lib/useApi';
import { OrderStateBadge } from '../../orderView/OrderStateBadge';
import { DateOrCross, isOrderFilter, ORDER_FILTERS, type OrderFilter } from './orderState';
import { isPacketaOrder, PacketaBatch } from './PacketaBatch';

const t = adminTexts.orders;

function Orders({ orders, reload }: { orders: OrderJson[]; reload: () => void }) {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filter: OrderFilter = isOrderFilter(state) ? state : 'all';
  const shown = orders.filter(ORDER_FILTERS[filter]);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected = shown.filter((order) => ticked.has(order._id) && isPacketaOrder(order));
  const tick = (id: number, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <Group gap="xs" role="radiogroup" aria-label={t.filter}>
        <Chip.Group value={filter} onChange={(value) => setParams(value === 'all' ? {} : { state: value }, { replace: true })}>
          {(Object.keys(ORDER_FILTERS) as OrderFilter[]).map((key) => (
            <Chip key={key} value={key} size="md">
              {t.states[key]} ({orders.filter(ORDER_FILTERS[key]).length})
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      {orders.some(isPacketaOrder) && <PacketaBatch selected={selected} onHandedOver={reload} />}
      <RecordTable
        label={t.title}
        rows={shown}
        rowKey={(order) => order._id}
        heading={{
          label: t.number,
          cell: (order) => (
            <>
              {isPacketaOrder(order) && (
                <input
                  type="checkbox"
                  checked={ticked.has(order._id)}
                  onChange={(event) => tick(order._id, event.currentTarget.checked)}
                  aria-label={t.packeta.select(order.orderNumber)}
                  style={{ width: 20, height: 20, margin: '0 8px 0 0', verticalAlign: 'middle' }}
                />
              )}
              {order.orderNumber}
              {order.delivery.parcel && (
                <Text span size="xs" c="dimmed" fw={400} ml={6} style={{ whiteSpace: 'nowrap' }}>
                  {t.packeta.barcode(order.delivery.parcel.barcode)}
                </Text>
              )}
              {order.isCancelled && (
                <OrderStateBadge state="cancelled" ml={6}>
                  {t.cancelledBadge}
                </OrderStateBadge>
              )}
            </>
          ),
        }}
        columns={[
          {
            label: t.customer,
            cell: (order) => (
              <Stack gap={0}>
                <Text span size="sm">
                  {order.name}
                </Text>
                <Text span size="xs" c="dimmed">
                  {order.email}
                </Text>
              </Stack>
            ),
          },
          {
            label: t.date,
            cell: (order) => (
              <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(order.createdAt)}
              </Text>
            ),
          },
          {
            label: t.total,
            cell: (order) => (
              <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.totalPrice)}
              </Text>
            ),
            align: 'right',
          },
          { label: t.payment, cell: (order) => order.paymentMethod },
          { label: t.paid, cell: (order) => <DateOrCross date={order.paidAt} done={order.isPaid} missing={t.notPaid} />, align: 'center' },
          { label: t.delivered, cell: (order) => <DateOrCross date={order.deliveredAt} done={order.isDelivered} missing={t.notDelivered} />, align: 'center' },
        ]}
        actions={(order, layout) => (
          <>
            <Button
              component={Link}
              to={`/admin/order/${order._id}`}
              size={layout === 'card' ? 'sm' : 'xs'}
              leftSection={<IconSettings size={16} aria-hidden="true" />}
              aria-label={t.manageOf(order.orderNumber)}
            >
              {t.manage}
            </Button>
            <Button
              component={Link}
              to={`/order/${order._id}`}
              size={layout === 'card' ? 'sm' : 'xs'}
              variant="light"
              leftSection={<IconFileText size={16} aria-hidden="true" />}
              aria-label={t.detailsOf(order.orderNumber)}
            >
              {t.details}
            </Button>
          </>
        )}
        minWidth={960}
        empty={t.empty}
      />
    </>
  );
}

/** /admin/orderlist: every order, newest first, filtered by its state (client-side). */
export function OrderListPage() {
  const [orders, reload] = useApi(get(client.orders));
  return (
    <AdminPage title={t.title}>
      <Loaded state={orders}>{(list) => <Orders orders={list} reload={reload} />}</Loaded>
    </AdminPage>
  );
}

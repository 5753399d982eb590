import { Anchor, Card, DataList, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OrderJson } from '@contract/checkout/orderJson';
import { formatDate, formatPrice } from '@contract/format';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { OrderAdminActions } from '../OrderAdminActions';
import { AdminPage } from '../ui/AdminPage';
import { OrderMails } from './OrderMails';
import { client, get } from '../../../lib/client';
import { useApi } from '../../../lib/useApi';
import { OrderStateBadge } from '../../orders/OrderStateBadge';
import { PostalAddress } from '../../../lib/ui/PostalAddress';

const t = adminTexts.order;

function StateBadges({ order }: { order: OrderJson }) {
  return (
    <Group gap="xs" aria-label={t.state} role="group">
      {order.isCancelled && <OrderStateBadge state="cancelled">{t.cancelled}</OrderStateBadge>}
      {order.cardPaymentFailed && <OrderStateBadge state="notPaid">{t.cardPaymentFailed}</OrderStateBadge>}
      <OrderStateBadge state={order.isPaid ? 'paid' : 'notPaid'}>
        {order.isPaid && order.paidAt ? t.paidAt(formatDate(order.paidAt)) : t.notPaid}
      </OrderStateBadge>
      <OrderStateBadge state={order.isDelivered ? 'delivered' : 'notDelivered'}>
        {order.isDelivered && order.deliveredAt ? t.deliveredAt(formatDate(order.deliveredAt)) : t.notDelivered}
      </OrderStateBadge>
    </Group>
  );
}

function Address({ order }: { order: OrderJson }) {
  const a = order.shippingAddress;
  return (
    <PostalAddress {...a}>
      {a.phone && (
        <Text inherit>
          {t.phone}: <Anchor href={`tel:${a.phone.replace(/\s+/g, '')}`}>{a.phone}</Anchor>
        </Text>
      )}
      {a.note && (
        <Text inherit c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {t.note}: {a.note}
        </Text>
      )}
      {a.billingName && (
        <>
          <Text inherit fw={600} mt="sm">
            {t.billing}
          </Text>
          <PostalAddress name={a.billingName} address={a.billingAddress} postalCode={a.billingPostalCode} city={a.billingCity} country={a.billingCountry}>
            {a.billingICO && <Text inherit>{t.ico(a.billingICO)}</Text>}
          </PostalAddress>
        </>
      )}
    </PostalAddress>
  );
}

function OrderFacts({ order, onChanged }: { order: OrderJson; onChanged: (order: OrderJson) => void }) {
  return (
    <>
      <StateBadges order={order} />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-actions">
        <Title order={2} fz="lg" mb="sm" id="order-actions">
          {t.actions}
        </Title>
        <OrderAdminActions order={order} onChanged={onChanged} />
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <DataList size="sm" labelWidth={120}>
            <DataList.Item>
              <DataList.ItemLabel c="dimmed">{t.customer}</DataList.ItemLabel>
              <DataList.ItemValue>
                {order.name}{' '}
                <Anchor href={`mailto:${order.email}`} size="sm">
                  {order.email}
                </Anchor>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel c="dimmed">{t.createdAt}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(order.createdAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel c="dimmed">{t.payment}</DataList.ItemLabel>
              <DataList.ItemValue>{order.paymentMethod}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel c="dimmed">{t.total}</DataList.ItemLabel>
              <DataList.ItemValue fw={700}>{formatPrice(order.totalPrice)}</DataList.ItemValue>
            </DataList.Item>
          </DataList>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-shipping">
          <Title order={2} fz="lg" mb="xs" id="order-shipping">
            {t.shipping}
          </Title>
          <Address order={order} />
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-items">
        <Title order={2} fz="lg" mb="xs" id="order-items">
          {t.items}
        </Title>
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {order.orderItems.map((item, index) => (
              <Table.Tr key={`${item.product ?? 'deleted'}-${index}`}>
                <Table.Td>
                  {item.product ? (
                    <Anchor component={Link} to={`/product/${item.product}`} size="sm">
                      {item.name}
                    </Anchor>
                  ) : (
                    item.name
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {item.qty} × {formatPrice(item.price)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(item.qty * item.price)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={2}>{t.itemsPrice}</Table.Td>
              <Table.Td ta="right">{formatPrice(order.itemsPrice)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td colSpan={2}>{t.shippingPrice}</Table.Td>
              <Table.Td ta="right">{order.shippingToBeInvoiced ? t.shippingInvoiced : formatPrice(order.shippingPrice)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Td colSpan={2}>{t.total}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.totalPrice)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      <OrderMails order={order} onChanged={onChanged} />
    </>
  );
}

/**
 * /admin/order/{id}: the key facts of an order with the administrator's actions. The customer's
 * order page (/order/{id}) shows the same actions to administrators; this page is the staff's own.
 */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const [loaded] = useApi(get(client.orders[':id'], { param: { id } }));
  const [changed, setChanged] = useState<OrderJson | null>(null);
  const order = changed ?? (loaded.status === 'success' ? loaded.data : null);
  return (
    <AdminPage
      title={order ? t.title(order.orderNumber) : adminTexts.orders.title}
      back={{ to: '/admin/orderlist', label: t.backToList }}
      narrow
      actions={
        <Anchor component={Link} to={`/order/${id}`} size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
          {t.customerView}
          <IconExternalLink size={14} aria-hidden="true" />
        </Anchor>
      }
    >
      <Loaded state={loaded}>{() => order && <OrderFacts order={order} onChanged={setChanged} />}</Loaded>
    </AdminPage>
  );
}

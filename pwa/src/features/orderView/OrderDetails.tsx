import { Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderJson } from '@contract/checkout/orderJson';
import { POSTAGE_TO_BE_INVOICED } from '@contract/checkout/pricing';
import { formatDate, formatPrice } from '@contract/format';
import { shopTexts } from '../../lib/texts/shop';
import { BillingDetails, DeliveryAddress } from './OrderAddresses';
import { OrderDelivery } from './OrderDelivery';
import { OrderItems } from './OrderItems';
import { Fact, OrderSection } from './OrderSection';
import { PriceRow } from './PriceRow';

const t = shopTexts.order;

function Totals({ order }: { order: OrderJson }) {
  return (
    <OrderSection title={t.summary}>
      <Stack gap={6}>
        <PriceRow fz="sm" label={t.itemsPrice} value={formatPrice(order.itemsPrice)} />
        <PriceRow fz="sm" label={t.shipping} value={order.shippingToBeInvoiced ? POSTAGE_TO_BE_INVOICED : formatPrice(order.shippingPrice)} />
        <PriceRow label={t.total} value={formatPrice(order.totalPrice)} strong />
      </Stack>
    </OrderSection>
  );
}

function Payment({ order }: { order: OrderJson }) {
  return (
    <OrderSection title={t.payment}>
      <Stack gap={4}>
        <Fact label={t.paymentMethod}>{order.paymentMethod}</Fact>
        <Text fz="sm" fw={600} c={order.isPaid ? 'teal.9' : 'orange.9'}>
          {order.isPaid && order.paidAt ? t.paid(formatDate(order.paidAt)) : t.notPaid}
        </Text>
      </Stack>
    </OrderSection>
  );
}

function Customer({ order }: { order: OrderJson }) {
  return (
    <OrderSection title={t.customer}>
      <Stack gap={4}>
        <Fact label={t.number}>{order.orderNumber}</Fact>
        <Fact label={t.date}>{formatDate(order.createdAt)}</Fact>
        <Fact label={t.name}>{order.name}</Fact>
        <Fact label={t.email}>{order.email}</Fact>
      </Stack>
    </OrderSection>
  );
}

interface OrderDetailsProps {
  order: OrderJson;
  /** Above the items: what the customer can do to pay. */
  before?: ReactNode;
  /** Under the customer: the actions of the screen. */
  after?: ReactNode;
  /** One column at every width, for the screens that are narrow themselves. */
  narrow?: boolean;
}

/**
 * Everything an order says, the same on every screen that shows one (the customer's order page, the
 * card payment pages, the staff's order page): its items, delivery, addresses, totals, payment and customer.
 * A new order field is added here, and every screen shows it.
 */
export function OrderDetails({ order, before, after, narrow = false }: OrderDetailsProps) {
  const wide = narrow ? 12 : { base: 12, md: 7 };
  const side = narrow ? 12 : { base: 12, md: 5 };
  return (
    <Grid gap="md">
      <Grid.Col span={wide}>
        <Stack gap="md">
          {before}
          <OrderSection title={t.items}>
            <OrderItems lines={order.orderItems} />
          </OrderSection>
          <OrderSection title={t.shippingMethod.title}>
            <OrderDelivery delivery={order.delivery} toBeInvoiced={order.shippingToBeInvoiced} />
          </OrderSection>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <OrderSection title={t.deliveryAddress}>
              <DeliveryAddress address={order.shippingAddress} />
            </OrderSection>
            <OrderSection title={t.billing}>
              <BillingDetails address={order.shippingAddress} />
            </OrderSection>
          </SimpleGrid>
        </Stack>
      </Grid.Col>
      <Grid.Col span={side}>
        <Stack gap="md">
          <Totals order={order} />
          <Payment order={order} />
          <Customer order={order} />
          {after}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

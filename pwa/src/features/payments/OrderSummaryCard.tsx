import { Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderJson } from '@contract/checkout/orderJson';
import { formatDate, formatPrice } from '@contract/format';
import { shopTexts } from '../../lib/texts/shop';
import { PostalAddress } from '../../lib/ui/PostalAddress';

const t = shopTexts.order;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const Line = ({ label, value }: { label: string; value: string }) =>
  value ? (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  ) : null;

/**
 * The order as the success and failure pages show it (spec, storefront 2 Checkout): number, delivery
 * address, name, e-mail, billing details, note, delivery status, payment method, the items with
 * qty × price and discount, and the summary.
 */
export function OrderSummaryCard({ order }: { order: OrderJson }) {
  const a = order.shippingAddress;
  const billing = a.billingName || a.billingAddress || a.billingICO;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title={t.deliveryAddress}>
          <Stack gap={2}>
            <Line label={t.number} value={String(order.orderNumber)} />
            <Line label={t.date} value={formatDate(order.createdAt)} />
            <Line label={t.name} value={order.name} />
            <Line label={t.email} value={order.email} />
            <Box mt={6}>
              <PostalAddress {...a} />
            </Box>
            <Line label={t.phone} value={a.phone} />
            <Line label={t.note} value={a.note} />
          </Stack>
        </Section>
        <Section title={t.billing}>
          {billing ? (
            <Stack gap={2}>
              <Line label={t.billingName} value={a.billingName} />
              <Line label={t.billingAddress} value={a.billingAddress} />
              <Line label={t.billingPostalCode} value={a.billingPostalCode} />
              <Line label={t.billingCity} value={a.billingCity} />
              <Line label={t.billingCountry} value={a.billingCountry} />
              <Line label={t.ico} value={a.billingICO} />
            </Stack>
          ) : (
            <Text size="sm">{t.sameAsDelivery}</Text>
          )}
        </Section>
      </SimpleGrid>
      <Section title={t.status}>
        <Group gap="xs">
          {order.isCancelled ? (
            <Badge color="red" variant="filled">
              {t.cancelled}
            </Badge>
          ) : (
            <Badge color={order.isDelivered ? 'green' : 'gray'} variant="light">
              {order.isDelivered && order.deliveredAt ? t.delivered(formatDate(order.deliveredAt)) : t.notDelivered}
            </Badge>
          )}
          <Badge color={order.isPaid ? 'green' : 'red'} variant="light">
            {order.isPaid && order.paidAt ? t.paid(formatDate(order.paidAt)) : t.notPaid}
          </Badge>
        </Group>
        <Text size="sm" mt="xs">
          <Text span c="dimmed">
            {t.paymentMethod}:{' '}
          </Text>
          {order.paymentMethod}
        </Text>
      </Section>
      <Section title={t.items}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Tbody>
            {order.orderItems.map((item, index) => (
              <Table.Tr key={`${item.product ?? 'deleted'}-${index}`}>
                <Table.Td>
                  {item.name}
                  {item.discount > 0 && (
                    <Text span c="red.8" fz="xs" ml={6}>
                      ({t.discount(item.discount)})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {t.qtyTimesPrice(item.qty, formatPrice(item.price))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(item.qty * item.price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title={t.summary}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t.itemsPrice}</Table.Td>
              <Table.Td ta="right">{formatPrice(order.itemsPrice)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t.shipping}</Table.Td>
              <Table.Td ta="right">{order.shippingToBeInvoiced ? shopTexts.cart.postageInvoiced : formatPrice(order.shippingPrice)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Td>{t.total}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.totalPrice)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Section>
    </Stack>
  );
}

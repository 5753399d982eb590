import { Box, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { OrderJson } from '@contract/checkout/orderJson';
import { formatDate } from '@contract/format';

/** The filters of the order list; an order that is cancelled is neither unpaid nor waiting to be sent. */
export const ORDER_FILTERS = {
  all: () => true,
  unpaid: (order: OrderJson) => !order.isPaid && !order.isCancelled,
  paid: (order: OrderJson) => order.isPaid,
  notSent: (order: OrderJson) => !order.isDelivered && !order.isCancelled,
  sent: (order: OrderJson) => order.isDelivered,
  cancelled: (order: OrderJson) => order.isCancelled,
} as const;

export type OrderFilter = keyof typeof ORDER_FILTERS;

export const isOrderFilter = (value: string | null): value is OrderFilter => value !== null && Object.hasOwn(ORDER_FILTERS, value);

/** A date, or the spec's red cross with its meaning for screen readers. */
export function DateOrCross({ date, done, missing }: { date: string | null; done: boolean; missing: string }) {
  if (done && date)
    return (
      <Text span size="sm">
        {formatDate(date)}
      </Text>
    );
  return (
    <Box component="span" c="red.8" display="inline-flex" style={{ verticalAlign: 'middle' }}>
      <IconX size={20} stroke={2.5} role="img" aria-label={missing} />
    </Box>
  );
}

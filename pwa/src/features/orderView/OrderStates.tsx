import { Group, type BadgeProps } from '@mantine/core';
import type { OrderJson } from '@contract/checkout/orderJson';
import { formatDate } from '@contract/format';
import { shopTexts } from '../../lib/texts/shop';
import { OrderStateBadge } from './OrderStateBadge';

/** The words a screen gives the states: the customer's and the staff's differ (spec, storefront 2 Checkout; admin 3). */
export interface StateWords {
  label: string;
  cancelled: string;
  delivered: (date: string) => string;
  notDelivered: string;
  /** `by`: how it was paid (the customer's words say "převodem"). */
  paid: (date: string, by: OrderJson['paidBy']) => string;
  notPaid: string;
  cardPaymentFailed: string;
}

const t = shopTexts.order;
const CUSTOMER_WORDS: StateWords = {
  label: t.status,
  cancelled: t.cancelled,
  delivered: t.delivered,
  notDelivered: t.notDelivered,
  paid: t.paid,
  notPaid: t.notPaid,
  cardPaymentFailed: t.cardPaymentFailed,
};

/** Cancelled and a failed card payment (when they are), delivered or not, paid or not, with the dates; in the customer's words unless `words` are given. */
export function OrderStates({ order, words = CUSTOMER_WORDS, size }: { order: OrderJson; words?: StateWords } & Pick<BadgeProps, 'size'>) {
  return (
    <Group gap="xs" role="group" aria-label={words.label}>
      {order.isCancelled && (
        <OrderStateBadge state="cancelled" size={size}>
          {words.cancelled}
        </OrderStateBadge>
      )}
      {order.cardPaymentFailed && (
        <OrderStateBadge state="notPaid" size={size}>
          {words.cardPaymentFailed}
        </OrderStateBadge>
      )}
      <OrderStateBadge state={order.isDelivered ? 'delivered' : 'notDelivered'} size={size}>
        {order.isDelivered && order.deliveredAt ? words.delivered(formatDate(order.deliveredAt)) : words.notDelivered}
      </OrderStateBadge>
      <OrderStateBadge state={order.isPaid ? 'paid' : 'notPaid'} size={size}>
        {order.isPaid && order.paidAt ? words.paid(formatDate(order.paidAt), order.paidBy) : words.notPaid}
      </OrderStateBadge>
    </Group>
  );
}

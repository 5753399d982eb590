import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type OrderState = 'cancelled' | 'paid' | 'notPaid' | 'delivered' | 'notDelivered';

/** One colour per state, the same on the customer's and the staff's screens; cancelled stands out filled. */
const LOOK: Record<OrderState, Pick<BadgeProps, 'color' | 'variant'>> = {
  cancelled: { color: 'red', variant: 'filled' },
  paid: { color: 'teal', variant: 'light' },
  notPaid: { color: 'orange', variant: 'light' },
  delivered: { color: 'teal', variant: 'light' },
  notDelivered: { color: 'gray', variant: 'light' },
};

/** A state of an order as a badge; each screen gives its own text. */
export function OrderStateBadge({ state, children, ...layout }: { state: OrderState; children: ReactNode } & Pick<BadgeProps, 'size' | 'ml'>) {
  return (
    <Badge {...LOOK[state]} tt="none" {...layout}>
      {children}
    </Badge>
  );
}

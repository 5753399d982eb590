// POST /api/orders: the order a customer submits, as the server validates it.
import { z } from 'zod';
import { isCzechRepublic, shippingAddressSchema } from './address';
import { checkoutMessages } from './messages';
import { orderChangeMessages } from './orderChanges';
import { PAYMENT_METHODS, paymentMethodSchema } from './payment';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHOD_IDS, deliveryMessages } from '../delivery';

const productId = z.union(
  [
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  { error: checkoutMessages.badProduct },
);

/** Kč as a number, or as the text `325.00` that older clients send. */
const kc = z.union(
  [
    z.number().nonnegative().max(100_000_000),
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/)
      .transform(Number),
  ],
  {
    error: checkoutMessages.badPrice,
  },
);

export const idempotencyKeySchema = z.string({ error: checkoutMessages.badIdempotencyKey }).regex(/^[\x21-\x7e]{1,100}$/, checkoutMessages.badIdempotencyKey);

export const orderItemInput = z.object({
  product: productId,
  qty: z.number({ error: checkoutMessages.badQty }).int(checkoutMessages.badQty).min(1, checkoutMessages.badQty).max(999, checkoutMessages.badQty),
  /** The unit price the customer saw, compared with the server's. */
  price: kc.optional(),
  name: z.string().max(300).optional(),
});

const discountPercent = z.number({ error: checkoutMessages.badPrice }).int(checkoutMessages.badPrice).min(0).max(100, checkoutMessages.badPrice);

/**
 * What the customer saw when they ordered (an order kept offline carries it): each line's unit
 * price, discount and quantity, the postage, the total and the pickup point. The server places the
 * order only when all of it still holds, else it answers 409 with the changes (orderChanges.ts).
 */
export const orderExpectations = z.object({
  lines: z.array(z.object({ product: productId, qty: orderItemInput.shape.qty, price: kc, discount: discountPercent })).max(100),
  postage: kc,
  total: kc,
  pickupPoint: z.object({ id: z.string().trim().min(1).max(40), name: z.string().max(300) }, { error: orderChangeMessages.mismatch }).optional(),
});
export type OrderExpectations = z.output<typeof orderExpectations>;

/** The expected lines name exactly the ordered products in their quantities, and the point is the one ordered. */
function expectationsMatch(order: { orderItems: { product: number; qty: number }[]; pickupPointId?: string; expected: OrderExpectations }): boolean {
  const { lines, pickupPoint } = order.expected;
  const qtyOf = new Map(lines.map((l) => [l.product, l.qty]));
  return lines.length === order.orderItems.length && order.orderItems.every((i) => qtyOf.get(i.product) === i.qty) && pickupPoint?.id === order.pickupPointId;
}

/**
 * POST /api/orders. The spec's payload; `user`, `name`, `email`, `qtys` and `discounts` may be
 * sent but are ignored (the server takes them from the token and the database). Every price is
 * optional: given ones are compared with the server's, and a difference answers 409.
 */
export const orderBody = z
  .object({
    orderItems: z
      .array(orderItemInput, { error: checkoutMessages.emptyOrder })
      .min(1, checkoutMessages.emptyOrder)
      .max(100, 'Objednávka může mít nejvýše 100 položek.'),
    shippingAddress: shippingAddressSchema,
    paymentMethod: paymentMethodSchema,
    /** Without it the order goes by post, as the spec's calls do. */
    deliveryMethod: z.enum(DELIVERY_METHOD_IDS, { error: deliveryMessages.unknownMethod }).default(DEFAULT_DELIVERY_METHOD),
    /** The carrier's id of the pickup point, for a method that needs one. */
    pickupPointId: z
      .string({ error: deliveryMessages.unknownPoint })
      .trim()
      .min(1, deliveryMessages.pointMissing)
      .max(40, deliveryMessages.unknownPoint)
      .optional(),
    itemsPrice: kc.optional(),
    shippingPrice: kc.optional(),
    taxPrice: kc.optional(),
    totalPrice: kc.optional(),
    idempotencyKey: idempotencyKeySchema.optional(),
    /** Newsletter consent of the order form (pre-ticked); saved to the profile as isSubscribed. */
    isSubscribed: z.boolean().optional(),
    newsletter: z.boolean().optional(),
    expected: orderExpectations.optional(),
  })
  .superRefine((order, ctx) => {
    const ids = order.orderItems.map((i) => i.product);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['orderItems'], message: checkoutMessages.duplicateLine });
    if (order.paymentMethod === PAYMENT_METHODS.cash && !isCzechRepublic(order.shippingAddress.country)) {
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: checkoutMessages.cashOnlyInCzechRepublic });
    }
    if (order.expected && !expectationsMatch({ ...order, expected: order.expected })) {
      ctx.addIssue({ code: 'custom', path: ['expected'], message: orderChangeMessages.mismatch });
    }
  });

export type OrderInput = z.output<typeof orderBody>;

// Placing the order (spec, storefront 4 and 5; DESIGN: the server decides the prices). The payload
// carries the prices the customer saw, so the server can answer 409 with the new ones; one
// idempotency key per checkout lets a retry after a lost answer return the first order instead of
// creating a second one.
import { COMPANY_FIELDS, type CompanyDetails, deliveryAddressOnly, type ShippingAddress, shippingAddressSchema } from '@contract/checkout/address';
import type { InferResponseType } from 'hono/client';
import { orderRefusalSchema } from '@contract/checkout/orderJson';
import type { DeliveryMethodJson, OrderPickupPointJson } from '@contract/delivery';
import { ApiError } from '../../lib/api';
import type { client } from '../../lib/client';
import { db, getCheckoutValue, type PendingOrderRecord, putCheckoutValue } from '../../lib/db';
import { keepPendingOrder } from '../../lib/pendingOrders';
import type { UserInfo } from '../account/session';
import { type CartLine, checkoutTotals } from '../cart/cartRules';
import { changeCart } from '../cart/cartStore';

export interface OrderDraft {
  lines: readonly CartLine[];
  shippingAddress: ShippingAddress;
  /** The chosen delivery method; without one the server delivers by post (the spec's order). */
  method?: DeliveryMethodJson;
  /** The chosen point, for a method that needs one. */
  pickupPoint?: OrderPickupPointJson;
  paymentMethod: string;
  orderKey: string;
  /** The pre-ticked newsletter consent; the server saves it to the profile (isSubscribed). */
  newsletter: boolean;
}

/** The body of POST /api/orders, with the delivery method and its point when chosen. */
export function orderPayload({ lines, shippingAddress, method, pickupPoint, paymentMethod, orderKey, newsletter }: OrderDraft) {
  const totals = checkoutTotals(lines, shippingAddress.country, method);
  return {
    ...(method && { deliveryMethod: method.id }),
    ...(method?.needsPickupPoint && pickupPoint && { pickupPointId: pickupPoint.id }),
    orderItems: lines.map((l) => ({ product: l.product, qty: l.qty, price: l.price, name: l.name })),
    shippingAddress,
    paymentMethod,
    itemsPrice: totals.itemsPrice,
    shippingPrice: totals.shippingPrice,
    taxPrice: totals.taxPrice,
    totalPrice: totals.totalPrice,
    idempotencyKey: orderKey,
    isSubscribed: newsletter,
  };
}

/**
 * The order placed offline: the same body with what the customer saw (`expected`: each line's price,
 * discount and quantity, the postage, the total, the point), and what its page shows until it is sent.
 */
export function pendingOrderOf(draft: OrderDraft, user: Pick<UserInfo, '_id' | 'token'>, now: Date): Omit<PendingOrderRecord, 'state'> {
  const { lines, method, pickupPoint, paymentMethod, orderKey, newsletter } = draft;
  const totals = checkoutTotals(lines, draft.shippingAddress.country, method);
  const point = method?.needsPickupPoint ? pickupPoint : undefined;
  return {
    key: orderKey,
    userId: user._id,
    authorization: `Bearer ${user.token}`,
    createdAt: now.toISOString(),
    body: {
      ...(method && { deliveryMethod: method.id }),
      ...(point && { pickupPointId: point.id }),
      orderItems: lines.map((l) => ({ product: l.product, qty: l.qty, name: l.name })),
      shippingAddress: draft.shippingAddress,
      paymentMethod,
      isSubscribed: newsletter,
      expected: {
        lines: lines.map((l) => ({ product: l.product, qty: l.qty, price: l.price, discount: l.discount })),
        postage: totals.shippingPrice,
        total: totals.totalPrice,
        ...(point && { pickupPoint: { id: point.id, name: point.name } }),
      },
    },
    lines: lines.map((l) => ({ ...l })),
    delivery: method ? { method: method.id, name: method.name, price: totals.shippingPrice, ...(point && { pickupPoint: point }) } : null,
  };
}

/** Offline: keeps the order to be sent when the network answers, and finishes the checkout as a placed order does. */
export async function placeOrderOffline(draft: OrderDraft, user: Pick<UserInfo, '_id' | 'token'>): Promise<string> {
  const order = pendingOrderOf(draft, user, new Date());
  await keepPendingOrder(order);
  await finishCheckout();
  return order.key;
}

/** The 409 the route declares: new prices, too little stock, or the changes since an order kept offline was made. */
type OrderRefusal = InferResponseType<typeof client.orders.$post, 409>;
type PriceChanges = Extract<OrderRefusal, { totals: unknown }>;
type StockShortage = Extract<OrderRefusal, { shortages: unknown }>;

export type OrderFailure =
  | { kind: 'prices'; message: string; changes: PriceChanges['changes'] }
  | { kind: 'stock'; message: string; shortages: StockShortage['shortages'] }
  /** No answer: offline, or the answer was lost on the way (the order may exist; a retry with the same key is safe). */
  | { kind: 'network'; message: string }
  | { kind: 'other'; message: string };

/** What a failed POST /api/orders means for the screen. */
export function orderFailure(error: unknown): OrderFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: String(error instanceof Error ? error.message : error) };
  if (error.status === 0) return { kind: 'network', message: error.message };
  const refusal = error.status === 409 ? orderRefusalSchema.safeParse({ ...error.details, message: error.message }) : undefined;
  if (!refusal?.success) return { kind: 'other', message: error.message };
  const answer: OrderRefusal = refusal.data;
  if ('totals' in answer) return { kind: 'prices', message: answer.message, changes: answer.changes };
  if ('shortages' in answer) return { kind: 'stock', message: answer.message, shortages: answer.shortages };
  return { kind: 'other', message: answer.message }; // the changes of `expected`, which this checkout does not send
}

/** A fresh idempotency key (printable ASCII, as the contract requires). */
export function newOrderKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The checkout's idempotency key: the kept one, or a new one kept until the order succeeds. */
export async function ensureOrderKey(): Promise<string> {
  return db.transaction('rw', db.checkout, async () => {
    const kept = await getCheckoutValue('orderKey');
    if (kept) return kept;
    const key = newOrderKey();
    await putCheckoutValue('orderKey', key);
    return key;
  });
}

const companyDetailsOf = (address: ShippingAddress) => Object.fromEntries(COMPANY_FIELDS.map((field) => [field, address[field]])) as CompanyDetails;

/**
 * After a placed order: the cart is emptied and the key dropped. The delivery address and payment
 * method stay for next time, the order's note and company details do not: the company details are
 * kept aside, offered again only when the customer ticks them for another order.
 */
export async function finishCheckout(): Promise<void> {
  await db.transaction('rw', db.checkout, async () => {
    await db.checkout.delete('orderKey');
    const address = await getCheckoutValue('shippingAddress');
    if (!address) return;
    const company = companyDetailsOf(address);
    if (Object.values(company).some(Boolean)) await putCheckoutValue('companyDetails', company);
    // Parsed again for the empty defaults of the fields left out; an address that passed once passes without them.
    await putCheckoutValue('shippingAddress', shippingAddressSchema.parse(deliveryAddressOnly(address)));
  });
  await changeCart(() => []);
}

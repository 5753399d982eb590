// The one place an order's row becomes its JSON (and its address becomes columns): the API, the
// confirmation mails and the invoice all read an order through toOrderJson.
import { ADDRESS_FIELDS, type AddressField, CZECH_REPUBLIC, type ShippingAddress } from '@contract/checkout/address';
import { type OrderJson } from '@contract/checkout/orderJson';
import { toKc } from '@contract/money';
import type { OrderItemRow, OrderRow } from '../db/schema';

/** The column of each address field. */
const ADDRESS_COLUMNS = {
  name: 'ship_name',
  address: 'ship_address',
  city: 'ship_city',
  postalCode: 'ship_postal_code',
  country: 'ship_country',
  phone: 'ship_phone',
  note: 'ship_note',
  billingName: 'billing_name',
  billingAddress: 'billing_address',
  billingCity: 'billing_city',
  billingPostalCode: 'billing_postal_code',
  billingCountry: 'billing_country',
  billingICO: 'billing_ico',
} as const satisfies Record<AddressField, keyof OrderRow>;

type AddressColumns = { [F in AddressField as (typeof ADDRESS_COLUMNS)[F]]: string };

/** An order's address as the columns it is stored in. */
export const addressColumns = (address: ShippingAddress) =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [ADDRESS_COLUMNS[field], address[field]])) as AddressColumns;

const addressOf = (row: OrderRow) => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, row[ADDRESS_COLUMNS[field]]])) as ShippingAddress;

export type OrderWithUser = OrderRow & {
  user_name: string | null;
  user_email: string | null;
  /** Haléře the order's underpayments brought, waiting for staff; null without any. */
  transfer_received: number | null;
};

/** An order's row, its items and its customer's name and e-mail as the API's OrderJson, which the mails and the invoice read too. */
export function toOrderJson(row: OrderWithUser, items: OrderItemRow[]): OrderJson {
  const orderItems = items.map((i) => ({
    name: i.name,
    qty: i.qty,
    price: toKc(i.price),
    image: i.image,
    product: i.product_id,
    discount: i.discount,
  }));
  return {
    _id: row.id,
    orderNumber: row.order_number,
    createdAt: row.created_at,
    totalPrice: toKc(row.total_price),
    itemsPrice: toKc(row.items_price),
    shippingPrice: toKc(row.shipping_price),
    taxPrice: toKc(row.tax_price),
    shippingToBeInvoiced: row.ship_country !== CZECH_REPUBLIC,
    isPaid: row.is_paid === 1,
    paidAt: row.paid_at,
    paidBy: row.paid_by,
    transferMissing: row.is_paid === 0 && row.is_cancelled === 0 && row.transfer_received ? toKc(Math.max(0, row.total_price - row.transfer_received)) : null,
    isDelivered: row.is_delivered === 1,
    deliveredAt: row.delivered_at,
    isCancelled: row.is_cancelled === 1,
    cardPaymentFailed:
      row.card_payment_expired_at !== null || (row.is_paid === 0 && row.init_payment_id !== null && row.failed_payment_notified_for === row.init_payment_id),
    paymentMethod: row.payment_method,
    name: row.name,
    email: row.email,
    user: row.user_id !== null && row.user_name !== null ? { _id: row.user_id, name: row.user_name, email: row.user_email ?? '' } : null,
    orderItems,
    discounts: orderItems.map((i) => ({ product: i.product, discount: i.discount })),
    qtys: orderItems.map((i) => ({ product: i.product, qty: i.qty })),
    shippingAddress: addressOf(row),
  };
}

// The one place an order's row becomes its JSON (and its address becomes columns): the API, the
// confirmation mails and the invoice all read an order through toOrderJson.
import { ADDRESS_FIELDS, type AddressField, CZECH_REPUBLIC, type ShippingAddress } from '@contract/checkout/address';
import { type OrderJson } from '@contract/checkout/orderJson';
import type { DeliveryMethodId, OrderDeliveryJson, OrderPickupPointJson, ParcelJson, PickupCarrier } from '@contract/delivery';
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

/** The columns of an order's parcel that its JSON reads (issue 29), selected beside the order's own. */
export const PARCEL_COLUMNS = [
  'parcels.status as parcel_status',
  'parcels.carrier as parcel_carrier',
  'parcels.parcel_id as parcel_id',
  'parcels.barcode as parcel_barcode',
  'parcels.tracking_url as parcel_tracking_url',
] as const;
interface ParcelColumns {
  parcel_status: string | null;
  parcel_carrier: string | null;
  parcel_id: string | null;
  parcel_barcode: string | null;
  parcel_tracking_url: string | null;
}

export type OrderWithUser = OrderRow & {
  user_name: string | null;
  user_email: string | null;
  /** Haléře the order's underpayments brought, waiting for staff; null without any. */
  transfer_received: number | null;
} & ParcelColumns;

/** The carrier's parcel once the order is handed over; none before (or while a hand-over is under way or failed). */
export const parcelOf = (row: ParcelColumns): ParcelJson | undefined =>
  row.parcel_status === 'created'
    ? { carrier: row.parcel_carrier as PickupCarrier, parcelId: row.parcel_id!, barcode: row.parcel_barcode!, trackingUrl: row.parcel_tracking_url! }
    : undefined;

/** The order's row columns that name its pickup point as it was. */
export const PICKUP_POINT_COLUMNS = [
  'pickup_carrier',
  'pickup_point_id',
  'pickup_point_name',
  'pickup_point_street',
  'pickup_point_city',
  'pickup_point_zip',
] as const;
export type PickupPointColumns = Pick<OrderRow, (typeof PICKUP_POINT_COLUMNS)[number]>;
/** The same columns named by their table, for a query that joins the order to another. */
export const ORDERS_PICKUP_POINT_COLUMNS = PICKUP_POINT_COLUMNS.map((column) => `orders.${column}` as const);

/** The pickup point the order names, as it was when the order was placed; none for other methods. */
export function pickupPointOf(row: PickupPointColumns): OrderPickupPointJson | undefined {
  if (row.pickup_carrier === null || row.pickup_point_id === null) return undefined;
  return {
    carrier: row.pickup_carrier as PickupCarrier,
    id: row.pickup_point_id,
    name: row.pickup_point_name ?? '',
    street: row.pickup_point_street ?? '',
    city: row.pickup_point_city ?? '',
    zip: row.pickup_point_zip ?? '',
  };
}

/** The order's delivery as it was: the method, its name and price, the pickup point it names and the carrier's parcel. */
function deliveryOf(row: OrderWithUser): OrderDeliveryJson {
  const parcel = parcelOf(row);
  const delivery: OrderDeliveryJson = {
    method: row.delivery_method as DeliveryMethodId,
    name: row.delivery_name ?? '',
    price: toKc(row.shipping_price),
    ...(parcel && { parcel }),
  };
  const pickupPoint = pickupPointOf(row);
  return pickupPoint ? { ...delivery, pickupPoint } : delivery;
}

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
    isSent: row.is_sent === 1,
    sentAt: row.sent_at,
    isDelivered: row.is_delivered === 1,
    deliveredAt: row.delivered_at,
    isCancelled: row.is_cancelled === 1,
    cancelReason: row.cancel_reason,
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
    delivery: deliveryOf(row),
  };
}

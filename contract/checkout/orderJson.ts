// The order as the API answers it, with the 409 answers of a submission and QR Platba.
import { z } from 'zod';
import type { ShippingAddress } from './address';
import { orderChangesSchema } from './orderChanges';
import type { OrderDeliveryJson } from '../delivery';
import type { ParcelHandoverJson } from '../parcels';

export interface OrderItemJson {
  name: string;
  qty: number;
  /** Unit price charged, Kč (the discounted price when there was a discount). */
  price: number;
  image: string;
  /** The product's id; null once the product was deleted from the catalogue. */
  product: number | null;
  /** Discount percent applied to this line. */
  discount: number;
}

/** An order's address: the address schema's output, so a new address field is part of it. */
export type ShippingAddressJson = ShippingAddress;

export interface OrderJson {
  _id: number;
  /** Unique, increasing, at most 10 digits: also the invoice number and the variable symbol. */
  orderNumber: number;
  createdAt: string;
  totalPrice: number;
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  /** Delivery abroad: shippingPrice is 0 and the postage is 'Bude oznámeno fakturou'. */
  shippingToBeInvoiced: boolean;
  isPaid: boolean;
  paidAt: string | null;
  /** How it was paid: 'transfer' (the shop paired the bank transfer, or staff did), 'card', or 'manual' (staff marked it paid); null while unpaid. */
  paidBy: 'transfer' | 'card' | 'manual' | null;
  /** An unpaid bank-transfer order whose payments fell short: the Kč still missing (the QR asks for it); null otherwise. */
  transferMissing: number | null;
  /** Sent: marked by staff, or handed to the carrier. */
  isSent: boolean;
  sentAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  isCancelled: boolean;
  /** Why staff cancelled the order, when they said. */
  cancelReason: string | null;
  /** The card payment failed: its Checkout session ran out unpaid (the order was cancelled for it), or the current attempt was reported failed. */
  cardPaymentFailed: boolean;
  paymentMethod: string;
  name: string;
  email: string;
  user: { _id: number; name: string; email: string } | null;
  orderItems: OrderItemJson[];
  discounts: { product: number | null; discount: number }[];
  qtys: { product: number | null; qty: number }[];
  shippingAddress: ShippingAddressJson;
  /** The delivery method, its name and price as they were, and the pickup point as it was. */
  delivery: OrderDeliveryJson;
  /** The mails of the order, for staff only. */
  mails?: OrderMailJson[];
  /** The hand-over to the carrier, for staff only. */
  parcelHandover?: ParcelHandoverJson;
}

/** A mail of an order as staff see it: a failed one can be queued again. */
export interface OrderMailJson {
  _id: number;
  to: string;
  subject: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** 409 when a price changed since the cart was filled: the new unit prices and totals, in Kč. */
export const priceChangesSchema = z.object({
  message: z.string(),
  changes: z.array(z.object({ product: z.number(), name: z.string(), price: z.number() })),
  totals: z.object({ itemsPrice: z.number(), shippingPrice: z.number(), taxPrice: z.number(), totalPrice: z.number(), shippingToBeInvoiced: z.boolean() }),
});
export type PriceChangesJson = z.infer<typeof priceChangesSchema>;

/** 409 when there is not enough stock (or a product is no longer sold). */
export const stockShortageSchema = z.object({
  message: z.string(),
  shortages: z.array(z.object({ product: z.number(), name: z.string(), countInStock: z.number() })),
});
export type StockShortageJson = z.infer<typeof stockShortageSchema>;

/**
 * The 409s of POST /api/orders, which the client reads again (checkout: the cart takes the new prices
 * or stock; an order sent with `expected`: the changes the customer confirms).
 */
export const orderRefusalSchema = z.union([priceChangesSchema, stockShortageSchema, orderChangesSchema]);
export type OrderRefusalJson = z.infer<typeof orderRefusalSchema>;

/** GET /api/orders/{id}/payment-qr: QR Platba of an unpaid bank-transfer order. */
export interface PaymentQrJson {
  spayd: string;
  iban: string;
  amount: number;
  variableSymbol: string;
  message: string;
  /** The QR code as an SVG document. */
  svg: string;
}

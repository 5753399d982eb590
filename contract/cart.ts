// The cart that follows a signed-in customer across devices: the payload of GET/PUT /api/cart and
// the rule that joins the cart of this device with the server's copy on sign-in. Imports only zod.
import { z } from 'zod';
import { checkoutMessages } from '@contract/checkout/messages';
import { canonicalPaymentMethod } from '@contract/checkout/payment';
import type { AddressField } from '@contract/checkout/address';

export const CART_MAX_LINES = 100;
export const CART_MAX_QTY = 999;

export interface CartLine {
  product: number;
  qty: number;
}

/**
 * Joins two carts line by line (a line is identified by its product): every product of either cart,
 * in the order of `local` and then the lines only `remote` has. The quantity is the larger of the
 * two, not their sum: a line on both sides is nearly always the same wish recorded twice (this
 * device was filled from the server copy before, or the customer added the same book on both), and
 * with max a merge can be repeated (after a retry, or on every sign-in) without quantities growing.
 * Each quantity is capped at `stockById`; a product with no stock, or missing from `stockById`
 * (no longer sold), is dropped. A line keeps the extra fields (name, price …) of `local` when it has them.
 */
export function mergeCarts<Line extends CartLine>(
  local: readonly Line[],
  remote: readonly Line[],
  stockById: ReadonlyMap<number, number> | Readonly<Record<number, number>>,
): Line[] {
  const stockOf = (product: number) => (stockById instanceof Map ? stockById.get(product) : (stockById as Record<number, number>)[product]) ?? 0;
  const merged = new Map<number, Line>();
  for (const line of [...local, ...remote]) {
    const seen = merged.get(line.product);
    merged.set(line.product, seen ? { ...seen, qty: Math.max(seen.qty, line.qty) } : { ...line });
  }
  const result: Line[] = [];
  for (const line of merged.values()) {
    const qty = Math.min(line.qty, stockOf(line.product));
    if (qty > 0) result.push({ ...line, qty });
  }
  return result;
}

const cartLine = z.object({
  product: z
    .number({ error: checkoutMessages.badProduct })
    .int(checkoutMessages.badProduct)
    .positive(checkoutMessages.badProduct)
    .max(2_147_483_647, checkoutMessages.badProduct),
  qty: z.number({ error: checkoutMessages.badQty }).int(checkoutMessages.badQty).min(1, checkoutMessages.badQty).max(CART_MAX_QTY, checkoutMessages.badQty),
});

const draftText = (max: number) => z.string().max(max, `Údaj může mít nejvýše ${max} znaků.`).optional();

/** The shipping address as far as the customer has filled it in: not yet validated, every field optional. */
export const shippingAddressDraft = z.object({
  name: draftText(100),
  address: draftText(200),
  city: draftText(100),
  postalCode: draftText(20),
  country: draftText(100),
  phone: draftText(30),
  note: draftText(1000),
  billingName: draftText(200),
  billingAddress: draftText(200),
  billingCity: draftText(100),
  billingPostalCode: draftText(20),
  billingCountry: draftText(100),
  billingICO: draftText(20),
} satisfies Record<AddressField, unknown>);

/** PUT /api/cart. Lines may carry the PWA's other fields (name, price …); only product and qty are kept. */
export const cartBody = z.object({
  cartItems: z
    .array(cartLine, { error: 'Košík musí obsahovat seznam položek (cartItems).' })
    .max(CART_MAX_LINES, `Košík může mít nejvýše ${CART_MAX_LINES} položek.`)
    .refine((lines) => new Set(lines.map((l) => l.product)).size === lines.length, 'Produkt je v košíku vícekrát.'),
  shippingAddress: shippingAddressDraft.optional(),
  paymentMethod: z.string().max(100, 'Neplatný způsob platby.').transform(canonicalPaymentMethod).optional(),
});

export type CartInput = z.output<typeof cartBody>;
export type ShippingAddressDraft = z.output<typeof shippingAddressDraft>;

/** A cart line as GET/PUT /api/cart answer it: with the product's current name, image, price and stock. */
export interface CartItemJson extends CartLine {
  name: string;
  image: string;
  /** Unit price in Kč: the discounted price when the product has a discount. */
  price: number;
  countInStock: number;
  discount: number;
}

export interface CartJson {
  cartItems: CartItemJson[];
  shippingAddress: ShippingAddressDraft;
  paymentMethod: string;
  /** When the server copy last changed; null when there is none yet. */
  updatedAt: string | null;
}

// The price rules of an order: the chosen delivery method's price in the Czech Republic (free from
// its free-from amount), 0 % VAT on books, the totals.
// Money inside is integer haléře (1 Kč = 100); JSON carries Kč.
import { isCzechRepublic } from './address';

/** Postage and packing for delivery in the Czech Republic: a flat 75 Kč (spec, storefront 9), the postal method's default. */
export const SHIPPING_CZ_HALERE = 75_00;

/** What the totals need of a delivery method: its price and the items total it is free from, haléře. */
export interface PricedMethod {
  price: number;
  freeFrom: number | null;
}

/** The spec's postal delivery at its default price: an order that names no method. */
export const POSTAL_DEFAULT: PricedMethod = { price: SHIPPING_CZ_HALERE, freeFrom: null };

/** A method's price for an items total (haléře): nothing from its free-from amount on. */
export const methodPrice = (method: PricedMethod, itemsPrice: number) => (method.freeFrom !== null && itemsPrice >= method.freeFrom ? 0 : method.price);
/** Days a bank transfer is due in, from the order (the invoice's due date). */
export const PAYMENT_DUE_DAYS = 14;
/** Abroad the postage is not known at checkout; the shop invoices it later (stored as 0). */
export const POSTAGE_TO_BE_INVOICED = 'Bude oznámeno fakturou';

/**
 * VAT on books. Since 1 January 2024 printed books are exempt from Czech VAT with the right to
 * deduct input tax (zákon o DPH, § 71i): the customer pays 0 % VAT, so an order's taxPrice is 0.
 * Kept as a named rule so a change of the law is one line.
 */
export const BOOKS_VAT_PERCENT = 0;
export const VAT_NOTE = 'Knihy jsou osvobozeny od DPH s nárokem na odpočet (0 % DPH).';
/** The provision the books' exemption rests on, as an e-invoice (ISDOC) cites it on each line. */
export const VAT_EXEMPTION_PROVISION = '§ 71i zákona o DPH';

export interface PricedLine {
  /** The unit price in haléře: the discounted price when the product has a discount. */
  unitPrice: number;
  qty: number;
}

export interface OrderTotals {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  /** Delivery abroad: the postage is not in the total and is invoiced later. */
  shippingToBeInvoiced: boolean;
}

/** The totals of an order in haléře: items, the method's price in the Czech Republic (0 and invoiced abroad), 0 % VAT. */
export function orderTotals(lines: PricedLine[], country: string, method: PricedMethod = POSTAL_DEFAULT): OrderTotals {
  const itemsPrice = lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
  const shippingToBeInvoiced = !isCzechRepublic(country);
  const shippingPrice = shippingToBeInvoiced ? 0 : methodPrice(method, itemsPrice);
  const taxPrice = Math.round((itemsPrice * BOOKS_VAT_PERCENT) / 100);
  return { itemsPrice, shippingPrice, taxPrice, totalPrice: itemsPrice + shippingPrice + taxPrice, shippingToBeInvoiced };
}

/** The same totals for a cart whose prices are in Kč (as the PWA holds them, with a method as GET /api/delivery-methods answers it), answered in Kč. */
export function cartTotalsKc(items: { price: number; qty: number }[], country: string, method?: { price: number; freeFrom: number | null }): OrderTotals {
  const t = orderTotals(
    items.map((i) => ({ unitPrice: Math.round(i.price * 100), qty: i.qty })),
    country,
    method && { price: Math.round(method.price * 100), freeFrom: method.freeFrom === null ? null : Math.round(method.freeFrom * 100) },
  );
  return { ...t, itemsPrice: t.itemsPrice / 100, shippingPrice: t.shippingPrice / 100, taxPrice: t.taxPrice / 100, totalPrice: t.totalPrice / 100 };
}

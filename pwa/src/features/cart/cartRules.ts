// The cart's rules (spec, storefront 3 and 4), pure functions over a list of lines. A line is
// identified by its product; adding a product already in the cart replaces its line, otherwise the
// line is appended; the line keeps the discounted price when there is one; the quantity runs from 1
// to the stock. cartStore.ts applies them to the cart kept in IndexedDB.
import type { CartItemJson } from '@contract/cart';
import { mergeCarts } from '@contract/cart';
import type { ProductCardJson } from '@contract/catalogue';
import { CZECH_REPUBLIC } from '@contract/checkout/address';
import { type PriceChangesJson, type StockShortageJson } from '@contract/checkout/orderJson';
import { cartTotalsKc, type OrderTotals } from '@contract/checkout/pricing';
import type { DeliveryMethodJson } from '@contract/delivery';
import type { CartLineRecord } from '../../lib/db';

export type CartLine = Omit<CartLineRecord, 'position'>;

/** What the cart needs of a product (GET /api/products/{id} answers more). */
export type ProductForCart = Pick<ProductCardJson, '_id' | 'name' | 'image' | 'price' | 'discount' | 'discountedPrice' | 'countInStock'>;

/** The unit price a line stores: the discounted price when the product has a discount. */
export const unitPriceOf = (product: Pick<ProductForCart, 'price' | 'discount' | 'discountedPrice'>) =>
  product.discount > 0 ? product.discountedPrice : product.price;

/** A quantity the selector offers: a whole number from 1 to the stock; 0 when nothing is in stock. */
export function clampQty(qty: number, countInStock: number): number {
  const stock = Math.max(0, Math.floor(countInStock));
  const wanted = Number.isFinite(qty) ? Math.max(1, Math.floor(qty)) : 1;
  return Math.min(wanted, stock);
}

/** The line for `qty` pieces of `product`, or null when it is sold out. */
export function lineFromProduct(product: ProductForCart, qty: number): CartLine | null {
  const clamped = clampQty(qty, product.countInStock);
  if (clamped < 1) return null;
  return {
    product: product._id,
    name: product.name,
    image: product.image,
    price: unitPriceOf(product),
    countInStock: product.countInStock,
    discount: product.discount,
    qty: clamped,
  };
}

/** Adding: a product already in the cart has its line replaced (in its place), otherwise the line is appended. */
export function withLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  return lines.some((l) => l.product === line.product) ? lines.map((l) => (l.product === line.product ? line : l)) : [...lines, line];
}

/** Removing by product deletes the line. */
export const withoutLine = (lines: readonly CartLine[], product: number): CartLine[] => lines.filter((l) => l.product !== product);

/** A new quantity for a line, kept within 1..stock (a sold-out line keeps its quantity until removed). */
export function withQuantity(lines: readonly CartLine[], product: number, qty: number): CartLine[] {
  return lines.map((l) => {
    if (l.product !== product) return l;
    const clamped = clampQty(qty, l.countInStock);
    return clamped < 1 ? l : { ...l, qty: clamped };
  });
}

/**
 * The product as just read from the API: the line takes its name, image, (discounted) price and
 * stock, and its quantity is capped at the new stock. The quantity itself is the customer's.
 */
export function withProductData(lines: readonly CartLine[], product: ProductForCart): CartLine[] {
  return lines.map((l) => {
    if (l.product !== product._id) return l;
    const qty = clampQty(l.qty, product.countInStock);
    return {
      ...l,
      name: product.name,
      image: product.image,
      price: unitPriceOf(product),
      countInStock: product.countInStock,
      discount: product.discount,
      qty: qty < 1 ? l.qty : qty,
    };
  });
}

/** The header's number: the sum of the quantities. */
export const cartCount = (lines: readonly Pick<CartLine, 'qty'>[]) => lines.reduce((sum, l) => sum + l.qty, 0);

export interface CartSummary {
  count: number;
  itemsPrice: number;
  /** The chosen delivery method's price (75 Kč by post before one is chosen) in the Czech Republic; null abroad ('Bude oznámeno fakturou'). */
  shippingPrice: number | null;
  /** Products and shipping; null abroad, where no total is shown. */
  totalPrice: number | null;
  /** The chosen delivery method's name; null before one is chosen. */
  deliveryName: string | null;
}

/** The delivery method whose price the totals take. */
export type PricedMethod = Pick<DeliveryMethodJson, 'name' | 'price' | 'freeFrom'>;

/**
 * The totals of the cart in Kč (spec, storefront 9): products, and in the Czech Republic the chosen
 * method's price (the contract's pricing rule, as the server's), or the flat 75 Kč before one is chosen; abroad the postage is invoiced later.
 */
export function checkoutTotals(lines: readonly CartLine[], country: string, method: PricedMethod | undefined): OrderTotals {
  return cartTotalsKc([...lines], country, method);
}

/**
 * The summary of the cart (spec, storefront 9): total = sum of price × qty + the delivery in the
 * Czech Republic; for other countries the postage is invoiced later and no total is shown. Without
 * a saved address yet the cart counts with delivery in the Czech Republic.
 */
export function cartSummary(lines: readonly CartLine[], country: string | undefined, method?: PricedMethod): CartSummary {
  const totals = checkoutTotals(lines, country || CZECH_REPUBLIC, method);
  return {
    count: cartCount(lines),
    itemsPrice: totals.itemsPrice,
    shippingPrice: totals.shippingToBeInvoiced ? null : totals.shippingPrice,
    totalPrice: totals.shippingToBeInvoiced ? null : totals.totalPrice,
    deliveryName: totals.shippingToBeInvoiced ? null : (method?.name ?? null),
  };
}

/** A 409 of POST /api/orders with `changes`: the lines take the server's new unit prices. */
export function withPriceChanges(lines: readonly CartLine[], changes: PriceChangesJson['changes']): CartLine[] {
  const byProduct = new Map(changes.map((c) => [c.product, c]));
  return lines.map((l) => {
    const change = byProduct.get(l.product);
    return change ? { ...l, price: change.price, name: change.name || l.name } : l;
  });
}

/** A 409 with `shortages`: the lines learn the stock left and their quantities are capped at it. */
export function withStockShortages(lines: readonly CartLine[], shortages: StockShortageJson['shortages']): CartLine[] {
  const byProduct = new Map(shortages.map((s) => [s.product, s.countInStock]));
  return lines.map((l) => {
    const stock = byProduct.get(l.product);
    if (stock === undefined) return l;
    const qty = clampQty(l.qty, stock);
    return { ...l, countInStock: stock, qty: qty < 1 ? l.qty : qty };
  });
}

/** The same products in the same quantities, whatever their order. */
export function sameProductsAndQuantities(a: readonly Pick<CartLine, 'product' | 'qty'>[], b: readonly Pick<CartLine, 'product' | 'qty'>[]): boolean {
  if (a.length !== b.length) return false;
  const qtyOf = new Map(b.map((l) => [l.product, l.qty]));
  return a.every((l) => qtyOf.get(l.product) === l.qty);
}

/**
 * On sign-in: this device's cart joined with the server copy by the shared rule (mergeCarts: every
 * product of either, the larger quantity, capped at the stock). The stock and the product data are
 * the server's where it has the product (it answers them current), else the line's own.
 */
export function joinWithServerCart(local: readonly CartLine[], remote: readonly CartItemJson[]): CartLine[] {
  const stock = new Map<number, number>();
  for (const line of local) stock.set(line.product, line.countInStock);
  for (const item of remote) stock.set(item.product, item.countInStock);
  const fromServer = new Map(remote.map((item) => [item.product, item]));
  const remoteLines: CartLine[] = remote.map(({ product, name, image, price, countInStock, discount, qty }) => ({
    product,
    name,
    image,
    price,
    countInStock,
    discount,
    qty,
  }));
  return mergeCarts(local, remoteLines, stock).map((line) => {
    const item = fromServer.get(line.product);
    return item ? { ...line, name: item.name, image: item.image, price: item.price, countInStock: item.countInStock, discount: item.discount } : line;
  });
}

/** The server copy as lines of this device (when it changed on another device). */
export const linesFromServer = (remote: readonly CartItemJson[]): CartLine[] =>
  remote.map(({ product, name, image, price, countInStock, discount, qty }) => ({ product, name, image, price, countInStock, discount, qty }));

/** A line as the product it was made of, for when the product cannot be read again (offline, never cached). */
export const productOfLine = (line: CartLine): ProductForCart => ({
  _id: line.product,
  name: line.name,
  image: line.image,
  price: line.price,
  discount: line.discount,
  discountedPrice: line.price,
  countInStock: line.countInStock,
});

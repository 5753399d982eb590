// The cart rules of the spec (storefront 3, 4, 5, 9) as the pure functions the Dexie writes apply.
// fake-indexeddb is not installed, so the IndexedDB wiring (persistence, tabs, offline) is covered
// by e2e/checkout.spec.ts in a real browser.
import { describe, expect, it } from 'vitest';
import type { CartItemJson } from '@contract/cart';
import {
  type CartLine,
  cartCount,
  cartSummary,
  clampQty,
  joinWithServerCart,
  lineFromProduct,
  type ProductForCart,
  productOfLine,
  sameProductsAndQuantities,
  unitPriceOf,
  withLine,
  withoutLine,
  withPriceChanges,
  withProductData,
  withQuantity,
  withStockShortages,
} from './cartRules';

const product = (over: Partial<ProductForCart> = {}): ProductForCart => ({
  _id: 1,
  name: 'Normální křesťanský život',
  image: '/demo/covers/1.jpg',
  price: 120,
  discount: 0,
  discountedPrice: 120,
  countInStock: 5,
  ...over,
});

const line = (productId: number, qty: number, over: Partial<CartLine> = {}): CartLine => ({
  product: productId,
  name: `Kniha ${productId}`,
  image: `/demo/covers/${productId}.jpg`,
  price: 100,
  countInStock: 10,
  discount: 0,
  qty,
  ...over,
});

describe('a cart line stores the discounted price when there is a discount (spec 3, 4)', () => {
  it('takes the price without a discount', () => {
    expect(unitPriceOf(product())).toBe(120);
  });

  it('takes the discounted price with a discount', () => {
    const discounted = product({ discount: 20, discountedPrice: 96 });
    expect(unitPriceOf(discounted)).toBe(96);
    expect(lineFromProduct(discounted, 2)).toEqual({
      product: 1,
      name: 'Normální křesťanský život',
      image: '/demo/covers/1.jpg',
      price: 96,
      countInStock: 5,
      discount: 20,
      qty: 2,
    });
  });
});

describe('quantity choices run from 1 to countInStock (spec 5)', () => {
  it('keeps a quantity within 1..stock', () => {
    expect(clampQty(3, 5)).toBe(3);
    expect(clampQty(9, 5)).toBe(5);
    expect(clampQty(0, 5)).toBe(1);
    expect(clampQty(-2, 5)).toBe(1);
    expect(clampQty(Number.NaN, 5)).toBe(1);
    expect(clampQty(2.7, 5)).toBe(2);
  });

  it('cannot add a sold-out product', () => {
    expect(clampQty(1, 0)).toBe(0);
    expect(lineFromProduct(product({ countInStock: 0 }), 1)).toBeNull();
  });

  it('caps the quantity asked for by the link /cart/{id}?qty={n} at the stock', () => {
    expect(lineFromProduct(product({ countInStock: 3 }), 10)?.qty).toBe(3);
  });

  it('changes a line quantity only within its stock', () => {
    const lines = [line(1, 1, { countInStock: 4 }), line(2, 1)];
    expect(withQuantity(lines, 1, 3)[0]!.qty).toBe(3);
    expect(withQuantity(lines, 1, 8)[0]!.qty).toBe(4);
    expect(withQuantity(lines, 1, 3)[1]).toBe(lines[1]);
  });
});

describe('adding replaces the line of the same product, otherwise appends (spec 4)', () => {
  it('appends a new product at the end', () => {
    const lines = [line(1, 1), line(2, 2)];
    expect(withLine(lines, line(3, 1)).map((l) => l.product)).toEqual([1, 2, 3]);
  });

  it('replaces the line of a product already in the cart, in its place, without adding the quantities', () => {
    const lines = [line(1, 1), line(2, 2), line(3, 1)];
    const next = withLine(lines, line(2, 5, { price: 90 }));
    expect(next.map((l) => [l.product, l.qty, l.price])).toEqual([
      [1, 1, 100],
      [2, 5, 90],
      [3, 1, 100],
    ]);
  });

  it('removes by product and keeps the rest in order', () => {
    expect(withoutLine([line(1, 1), line(2, 2), line(3, 1)], 2).map((l) => l.product)).toEqual([1, 3]);
  });
});

describe('re-reading the product when adding or changing the quantity (spec 4)', () => {
  it('takes the current name, image, price, discount and stock, and keeps the customer quantity', () => {
    const lines = [line(1, 2, { price: 120 })];
    const [updated] = withProductData(lines, product({ discount: 10, discountedPrice: 108, countInStock: 7, name: 'Nový název' }));
    expect(updated).toMatchObject({ name: 'Nový název', price: 108, discount: 10, countInStock: 7, qty: 2 });
  });

  it('caps the quantity when the stock fell', () => {
    expect(withProductData([line(1, 4)], product({ countInStock: 2 }))[0]!.qty).toBe(2);
  });

  it('keeps a line that sold out (shown as Vyprodané) with its quantity', () => {
    expect(withProductData([line(1, 2)], product({ countInStock: 0 }))[0]).toMatchObject({ qty: 2, countInStock: 0 });
  });

  it('offline falls back on the line itself, which adds it again unchanged', () => {
    const saved = line(4, 2, { price: 85.5, discount: 10, countInStock: 3 });
    expect(lineFromProduct(productOfLine(saved), 2)).toEqual(saved);
  });
});

describe('the header count and the summary (spec 2 Header, 9)', () => {
  const lines = [line(1, 2, { price: 120 }), line(2, 1, { price: 95.5 })];

  it('counts the sum of quantities', () => {
    expect(cartCount(lines)).toBe(3);
    expect(cartCount([])).toBe(0);
  });

  it('adds a flat 75 Kč in the Czech Republic: total = sum of price × qty + 75', () => {
    expect(cartSummary(lines, 'Česká republika')).toEqual({ count: 3, itemsPrice: 335.5, shippingPrice: 75, totalPrice: 410.5, deliveryName: null });
  });

  it('counts with the Czech Republic before an address is saved, and normalises its spellings', () => {
    expect(cartSummary(lines, undefined).totalPrice).toBe(410.5);
    expect(cartSummary(lines, 'CZ').shippingPrice).toBe(75);
  });

  it('abroad shows no postage figure (Bude oznámeno fakturou) and no total', () => {
    expect(cartSummary(lines, 'Slovensko')).toEqual({ count: 3, itemsPrice: 335.5, shippingPrice: null, totalPrice: null, deliveryName: null });
  });

  it('sums haléře exactly (no floating point drift)', () => {
    expect(cartSummary([line(1, 3, { price: 0.1 }), line(2, 1, { price: 0.2 })], 'Česká republika').itemsPrice).toBe(0.5);
  });

  it('prices the chosen delivery method, free from its free-from amount, and abroad still invoices the postage', () => {
    const packeta = { name: 'Zásilkovna', price: 69, freeFrom: 1500 };
    expect(cartSummary([line(1, 1, { price: 17.4 })], 'Česká republika', packeta)).toMatchObject({
      shippingPrice: 69,
      totalPrice: 86.4,
      deliveryName: 'Zásilkovna',
    });
    expect(cartSummary([line(1, 5, { price: 300 })], 'Česká republika', packeta)).toMatchObject({ shippingPrice: 0, totalPrice: 1500 });
    expect(cartSummary(lines, 'Slovensko', packeta)).toMatchObject({ shippingPrice: null, totalPrice: null, deliveryName: null });
  });
});

describe('answers of POST /api/orders (409)', () => {
  it('takes the new prices of changed lines', () => {
    const lines = [line(1, 1, { price: 100 }), line(2, 1, { price: 50 })];
    const next = withPriceChanges(lines, [{ product: 2, name: 'Kniha 2', price: 55 }]);
    expect(next.map((l) => l.price)).toEqual([100, 55]);
  });

  it('learns the stock left and caps the quantity', () => {
    const lines = [line(1, 5), line(2, 1)];
    const next = withStockShortages(lines, [
      { product: 1, name: 'Kniha 1', countInStock: 2 },
      { product: 2, name: 'Kniha 2', countInStock: 0 },
    ]);
    expect(next.map((l) => [l.qty, l.countInStock])).toEqual([
      [2, 2],
      [1, 0],
    ]);
  });
});

describe('sign-in: joining this device cart with the server copy (mergeCarts)', () => {
  const serverItem = (productId: number, qty: number, over: Partial<CartItemJson> = {}): CartItemJson => ({
    product: productId,
    qty,
    name: `Server ${productId}`,
    image: `/s/${productId}.jpg`,
    price: 80,
    countInStock: 6,
    discount: 0,
    ...over,
  });

  it('keeps every product of either cart, local ones first, with the larger quantity', () => {
    const joined = joinWithServerCart([line(1, 2), line(2, 1)], [serverItem(2, 3), serverItem(3, 1)]);
    expect(joined.map((l) => [l.product, l.qty])).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
  });

  it('takes the server product data and caps quantities at the server stock', () => {
    const [joined] = joinWithServerCart([line(2, 5, { price: 100 })], [serverItem(2, 1, { countInStock: 3, price: 80 })]);
    expect(joined).toMatchObject({ product: 2, qty: 3, price: 80, name: 'Server 2', countInStock: 3 });
  });

  it('is the same when joined again (no quantities growing on every sign-in)', () => {
    const local = [line(1, 2), line(2, 1)];
    const remote = [serverItem(2, 3)];
    const once = joinWithServerCart(local, remote);
    const twice = joinWithServerCart(once, remote);
    expect(sameProductsAndQuantities(once, twice)).toBe(true);
  });

  it('compares carts by products and quantities, not by order', () => {
    expect(sameProductsAndQuantities([line(1, 1), line(2, 2)], [line(2, 2), line(1, 1)])).toBe(true);
    expect(sameProductsAndQuantities([line(1, 1)], [line(1, 2)])).toBe(false);
    expect(sameProductsAndQuantities([line(1, 1)], [line(1, 1), line(2, 1)])).toBe(false);
  });
});

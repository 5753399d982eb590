/** Kč (as JSON carries them) to integer haléře, rounding away float noise such as 5.8 * 100. */
export const toHalere = (kc: number) => Math.round(kc * 100);

/** Integer haléře to Kč for JSON. */
export const toKc = (halere: number) => halere / 100;

/** Price minus the discount percent, rounded up to the next 0.05 Kč (5 haléřů). */
export const discountedPrice = (priceHalere: number, percent: number) => Math.ceil((priceHalere * (100 - percent)) / 100 / 5) * 5;

export interface SellingPrice {
  /** The discount a customer gets, percent: the larger of the product's own and the shop-wide sale's. */
  discount: number;
  /** What a customer pays for one copy, haléře. */
  price: number;
}

/** A product's selling price under the running sale (salePercent 0 when none runs). */
export function sellingPriceOf(product: { price: number; discount: number }, salePercent: number): SellingPrice {
  const discount = Math.max(product.discount, salePercent);
  return { discount, price: discount > 0 ? discountedPrice(product.price, discount) : product.price };
}

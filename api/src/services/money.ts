/** Kč (as JSON carries them) to integer haléře, rounding away float noise such as 5.8 * 100. */
export const toHalere = (kc: number) => Math.round(kc * 100);

/** Integer haléře to Kč for JSON. */
export const toKc = (halere: number) => halere / 100;

/** Price minus the discount percent, rounded up to the next 0.05 Kč (5 haléřů). */
export const discountedPrice = (priceHalere: number, percent: number) =>
  Math.ceil((priceHalere * (100 - percent)) / 100 / 5) * 5;

/** What a customer pays for one copy, in haléře: the discounted price when the product has a discount. */
export const unitPriceOf = (p: { price: number; discount: number; discounted_price: number }) => (p.discount > 0 ? p.discounted_price : p.price);

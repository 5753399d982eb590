import type { Db } from '../db/open';
import { type SellingPrice, sellingPriceOf } from '@contract/money';
import { isRunning, saleSet } from './shopSale';

const DAY_MS = 24 * 60 * 60 * 1000;
/** §12a of the Czech consumer protection act: the lowest price of the 30 days before a discount. */
const REFERENCE_DAYS = 30;

const samePrice = (a: SellingPrice | undefined, b: SellingPrice) => a?.price === b.price && a.discount === b.discount;

/**
 * Writes the selling price of the given products (all without ids) from `now` on, where it changed,
 * and, when the running sale has an end date, the price after its end ahead of time. What was
 * written for the future before is replaced, so a changed or cancelled sale leaves no stale end.
 * Call it in the transaction that changes a price, a discount or the sale.
 */
export async function recordSellingPrices(trx: Db, now: Date, productIds?: number[]): Promise<void> {
  const at = now.toISOString();
  const set = await saleSet(trx);
  const sale = set && isRunning(set, now) ? set : undefined;
  // A draft offers nothing yet: its history starts when it is first saved (migration 0010).
  let query = trx.selectFrom('products').select(['id', 'price', 'discount']).where('is_draft', '=', 0);
  if (productIds) query = query.where('id', 'in', productIds);
  for (const product of await query.execute()) {
    await trx.deleteFrom('price_history').where('product_id', '=', product.id).where('valid_from', '>', at).execute();
    const latest = await trx
      .selectFrom('price_history')
      .select(['price', 'discount'])
      .where('product_id', '=', product.id)
      .orderBy('valid_from', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const current = sellingPriceOf(product, sale?.percent ?? 0);
    const rows = samePrice(latest, current) ? [] : [{ ...current, valid_from: at }];
    const afterSale = sellingPriceOf(product, 0);
    if (sale?.ends_at && !samePrice(current, afterSale)) rows.push({ ...afterSale, valid_from: sale.ends_at });
    if (rows.length)
      await trx
        .insertInto('price_history')
        .values(rows.map((row) => ({ product_id: product.id, ...row })))
        .execute();
  }
}

/**
 * The lowest price a discounted product sold at in the 30 days before its current discount began
 * (haléře), or null when it is not discounted. The discount began where the unbroken run of
 * discounted prices at the end of its history starts, however long ago; a product first offered
 * already discounted has no price from before its discount, so it names none (null) rather than
 * its reduced price, which would read as a fake discount.
 */
export async function lowestPriceBeforeDiscount(db: Db, productId: number, current: SellingPrice, now: Date): Promise<number | null> {
  if (current.discount === 0) return null;
  const history = await db
    .selectFrom('price_history')
    .select(['price', 'discount', 'valid_from'])
    .where('product_id', '=', productId)
    .where('valid_from', '<=', now.toISOString())
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
  let began = history.length;
  while (began > 0 && history[began - 1]!.discount > 0) began--;
  if (began === 0 || began === history.length) return null;
  const windowStart = new Date(Date.parse(history[began]!.valid_from) - REFERENCE_DAYS * DAY_MS).toISOString();
  // A row counts while it was in effect after the window opened: until the next row took over.
  const counted = history.slice(0, began).filter((_, i) => history[i + 1]!.valid_from > windowStart);
  return Math.min(...counted.map((row) => row.price));
}

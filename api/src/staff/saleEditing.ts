import type { SaleJson } from '@contract/admin/products';
import type { Db } from '../db/open';
import { recordSellingPrices } from '../catalogue/priceHistory';
import { publicProducts } from '../catalogue/products';
import { runningSale } from '../catalogue/shopSale';

/**
 * POST /api/products/discount: starts (or changes) the shop-wide sale, 0 cancels it. The products'
 * own discounts stay untouched; their new selling prices go into the price history in the same transaction.
 */
export async function setSale(db: Db, percent: number, endsAt: string | null, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (percent === 0) {
      await trx.deleteFrom('shop_sale').execute();
    } else {
      const sale = { percent, ends_at: endsAt, created_at: now.toISOString() };
      await trx
        .insertInto('shop_sale')
        .values({ id: 1, ...sale })
        .onConflict((oc) => oc.column('id').doUpdateSet(sale))
        .execute();
    }
    await recordSellingPrices(trx, now);
  });
}

/** GET /api/admin/sale: the running sale, and how many public products a sale of `percent` would make cheaper. */
export async function saleOverview(db: Db, percent: number, now: Date): Promise<SaleJson> {
  const sale = await runningSale(db, now);
  const { total, changed } = await publicProducts(db)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.case().when('discount', '<', percent).then(1).else(0).end()).as('changed')])
    .executeTakeFirstOrThrow();
  return {
    discount: sale?.percent ?? 0,
    endsAt: sale?.ends_at ?? null,
    preview: { discount: percent, changedProducts: Number(changed ?? 0), totalProducts: total },
  };
}

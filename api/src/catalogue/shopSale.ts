import type { Db } from '../db/open';

interface SaleRow {
  percent: number;
  ends_at: string | null;
}

/** The sale staff set, also one whose end has passed. */
export const saleSet = (db: Db): Promise<SaleRow | undefined> =>
  db.selectFrom('shop_sale').select(['percent', 'ends_at']).where('id', '=', 1).executeTakeFirst();

/** A sale runs until its end date (ISO times compare as text); without one until cancelled. */
export const isRunning = (sale: SaleRow, now: Date) => sale.ends_at === null || sale.ends_at > now.toISOString();

/** The sale running at `now`, or undefined. */
export async function runningSale(db: Db, now: Date): Promise<SaleRow | undefined> {
  const sale = await saleSet(db);
  return sale && isRunning(sale, now) ? sale : undefined;
}

/** The running sale's percent, 0 when none runs: what sellingPriceOf takes. */
export const salePercentAt = async (db: Db, now: Date) => (await runningSale(db, now))?.percent ?? 0;

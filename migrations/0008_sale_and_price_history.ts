import { type Kysely, sql } from 'kysely';
import { engineOf, identityKey } from '../api/src/db/engine';
import { createVersionTriggers, dropVersionTriggers, type VersionTrigger } from './versionTriggers';

// The shop-wide sale is its own layer over the products' own discounts (api/src/catalogue/shopSale.ts):
// one row while a sale is set, none otherwise. A product sells at the larger of the two discounts, so
// cancelling the sale leaves every own discount as it was.
//
// price_history holds each product's selling price (after both discounts) from the moment it applied,
// for the lowest price of the 30 days before a discount (api/src/catalogue/priceHistory.ts). A sale with
// an end date writes the price after its end ahead of time, so a row may lie in the future.

const saleTriggers = ['insert', 'update', 'delete'].map((event): VersionTrigger => [`shop_sale_version_${event}`, `after ${event} on shop_sale`]);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_sale')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 1 and 100`))
    .addColumn('ends_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The caches of lists and pages follow the sale like any product change (migration 0006).
  await createVersionTriggers(db, saleTriggers);

  await db.schema
    .createTable('price_history')
    .addColumn('id', 'integer', identityKey(engineOf(db)))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull()) // haléře, what a customer pays
    .addColumn('discount', 'integer', (c) => c.notNull()) // the percent that price carries
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_history_product_time').on('price_history').columns(['product_id', 'valid_from']).execute();
  // Every product's price stood at least since its last edit, which wrote updated_at.
  await sql`insert into price_history (product_id, price, discount, valid_from)
    select id, case when discount > 0 then discounted_price else price end, discount, updated_at from products`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_history').execute();
  await dropVersionTriggers(db, saleTriggers);
  await db.schema.dropTable('shop_sale').execute();
}

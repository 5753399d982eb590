import { type Kysely, sql } from 'kysely';

// The staff's figures and the order-event mails (issue 31):
// - products.low_stock_threshold: a title with fewer copies than this is "low stock" on the
//   figures page (default 3; 0 never warns);
// - order_mail_switches: the order-event mails staff turned on or off, one row per mail they
//   changed (a mail without a row keeps its default, api/src/orders/orderMailSwitches.ts);
// - daily_digests: one row per Prague day whose digest was queued, the claim that makes the digest
//   go once a day however many processes run or restart;
// - orders_unpaid_created: the unpaid, open orders by their time, for the overdue transfers.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('low_stock_threshold', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(3)
        .check(sql`low_stock_threshold >= 0`),
    )
    .execute();
  await db.schema
    .createTable('order_mail_switches')
    .addColumn('mail', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('daily_digests')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_unpaid_created').on('orders').columns(['is_paid', 'is_cancelled', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_unpaid_created').execute();
  await db.schema.dropTable('daily_digests').execute();
  await db.schema.dropTable('order_mail_switches').execute();
  await db.schema.alterTable('products').dropColumn('low_stock_threshold').execute();
}

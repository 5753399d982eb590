import { type Kysely, sql } from 'kysely';

// What several shop processes must count together lives in the database, not in one process:
// - the last order number, a row of `counters` moved in each order's transaction (no max()+1 race);
// - the attempt counters of the rate limits (api/src/http/rateLimit.ts), a row per limit and key
//   until its window ends.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('counters')
    .values({ name: 'order_number', value: sql`(select coalesce(max(order_number), 0) from orders)` })
    .execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
  await db.deleteFrom('counters').where('name', '=', 'order_number').execute();
}

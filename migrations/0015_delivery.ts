import type { Kysely } from 'kysely';

// TEMPORARY stand-in for delivery/server's migration 0015: only the order columns of issue 29 that
// the Packeta hand-over reads, so that branch's code and tests run against the same columns.
const TEXT_COLUMNS = [
  'delivery_name',
  'pickup_carrier',
  'pickup_point_id',
  'pickup_point_name',
  'pickup_point_street',
  'pickup_point_city',
  'pickup_point_zip',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_method', 'text', (c) => c.notNull().defaultTo('posta'))
    .execute();
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('orders').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...TEXT_COLUMNS].reverse()) await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.alterTable('orders').dropColumn('delivery_method').execute();
}

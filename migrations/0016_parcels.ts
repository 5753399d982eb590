import { type Kysely, sql } from 'kysely';

// The carrier's parcel of an order (issue 29, api/src/orders/parcels.ts): one per order at most.
// A hand-over first claims the row ('creating', with a lease in claimed_until), so two staff clicks
// send one createPacket; it ends 'created' with Packeta's packet id and barcode, or 'failed' with
// the reason staff see (last_error), and the order itself is left as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('parcels')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('creating', 'created', 'failed')`))
    .addColumn('claimed_until', 'text')
    .addColumn('parcel_id', 'text')
    .addColumn('barcode', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('last_error', 'text')
    // The carrier's last known state of the parcel (Packeta's codeText) and when it was asked.
    .addColumn('carrier_status', 'text')
    .addColumn('status_checked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('parcels_created_has_ids', sql`status <> 'created' or (parcel_id is not null and barcode is not null and tracking_url is not null)`)
    .execute();
  await db.schema.createIndex('parcels_status').on('parcels').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parcels').execute();
}

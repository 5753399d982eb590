import { type Kysely, sql } from 'kysely';
import { withPointColumns } from './pickupPointColumns';
import { createVersionTriggers, dropVersionTriggers, type VersionTrigger } from './versionTriggers';

// Delivery (issue 29): the methods a customer chooses from (staff set price, free-from amount and
// whether each is offered), the carriers' pickup points as their daily exports list them, and the
// method and point an order names, kept on the order as they were when it was placed.
// Money in haléře; `countries` is a JSON list of country names, '*' for every country.
const METHODS = [
  { id: 'posta', name: 'Česká pošta – na adresu', carrier: 'ceskaposta', price: 75_00, free_from: null, countries: ['*'], position: 1 },
  {
    id: 'packeta',
    name: 'Zásilkovna – výdejní místo nebo Z-BOX',
    carrier: 'packeta',
    price: 69_00,
    free_from: null,
    countries: ['Česká republika'],
    position: 2,
  },
  { id: 'balikovna', name: 'Balíkovna', carrier: 'balikovna', price: 65_00, free_from: null, countries: ['Česká republika'], position: 3 },
  { id: 'osobni', name: 'Osobní odběr v nakladatelství', carrier: null, price: 0, free_from: null, countries: ['Česká republika'], position: 4 },
];

/** The price comparison feeds list the methods' prices: a change of them is a change of the catalogue (migration 0006). */
const methodTriggers: VersionTrigger[] = [['delivery_methods_version_update', 'after update on delivery_methods']];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('free_from', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('countries', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('delivery_methods')
    .values(METHODS.map((m) => ({ ...m, countries: JSON.stringify(m.countries), enabled: 1 })))
    .execute();
  await createVersionTriggers(db, methodTriggers);

  await withPointColumns(db.schema.createTable('pickup_points'))
    .addColumn('closed_at', 'text')
    .addColumn('refreshed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pickup_points_pk', ['carrier', 'id'])
    .execute();
  // The open points of a carrier (the compact list, a search's scan) and the nearest ones (by latitude band).
  await db.schema.createIndex('pickup_points_open').on('pickup_points').columns(['carrier', 'closed_at']).execute();
  await db.schema.createIndex('pickup_points_zip').on('pickup_points').columns(['carrier', 'zip']).execute();
  await db.schema.createIndex('pickup_points_lat').on('pickup_points').columns(['carrier', 'lat']).execute();

  // The method and point of an order as they were; every earlier order went by post.
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_method', 'text', (c) => c.notNull().defaultTo('posta'))
    .execute();
  for (const column of [
    'delivery_name',
    'pickup_carrier',
    'pickup_point_id',
    'pickup_point_name',
    'pickup_point_street',
    'pickup_point_city',
    'pickup_point_zip',
  ]) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await sql`update orders set delivery_name = ${METHODS[0]!.name}`.execute(db);
  await db.schema.createIndex('orders_pickup_point').on('orders').columns(['pickup_carrier', 'pickup_point_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_pickup_point').execute();
  for (const column of [
    'pickup_point_zip',
    'pickup_point_city',
    'pickup_point_street',
    'pickup_point_name',
    'pickup_point_id',
    'pickup_carrier',
    'delivery_name',
    'delivery_method',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('pickup_points').execute();
  await dropVersionTriggers(db, methodTriggers);
  await db.schema.dropTable('delivery_methods').execute();
}

import { type Kysely, sql } from 'kysely';
import { createBumpFunction, createVersionTriggers, dropBumpFunction, dropVersionTriggers, type VersionTrigger } from './versionTriggers';

// One number that moves whenever something the catalogue shows changes: products (stock included),
// their related titles, approved reviews, banners, audio and videos. The caches of lists, rendered
// pages, feeds and the sitemap keep a value while it stands still, so the visit counter, carts,
// sessions, favourites and order states no longer empty them. It lives in the database, not in a
// process, so several shop processes can follow the same number.
//
// Triggers move it, so no writer can forget to (versionTriggers.ts makes them on either engine).

// Every product column a page, feed or the sitemap shows (updated_at is the sitemap's lastmod);
// a new shown column needs a migration that lists it here.
const productColumns = [
  'name',
  'author',
  'image',
  'price',
  'discount',
  'discounted_price',
  'count_in_stock',
  'catalog',
  'weight',
  'tags',
  'binding',
  'pages',
  'isbn',
  'language',
  'description',
  'category',
  'category2',
  'year',
  'excerpt_text',
  'excerpt_image',
  'excerpt_part',
  'updated_at',
];
const reviewColumns = ['product_id', 'name', 'rating', 'comment', 'is_acknowledged', 'created_at'];

const changed = (columns: string[]) => `(${columns.map((c) => `old.${c}`).join(', ')}) is not (${columns.map((c) => `new.${c}`).join(', ')})`;

/** [trigger name, timing and condition]: each moves the version once per row it fires for. */
const triggers: VersionTrigger[] = [
  ['products_version_insert', 'after insert on products'],
  ['products_version_update', `after update on products when ${changed(productColumns)}`],
  ['products_version_delete', 'after delete on products'],
  ['product_related_version_insert', 'after insert on product_related'],
  ['product_related_version_update', 'after update on product_related'],
  ['product_related_version_delete', 'after delete on product_related'],
  // Reviews waiting for approval are shown nowhere.
  ['reviews_version_insert', 'after insert on reviews when new.is_acknowledged = 1'],
  ['reviews_version_update', `after update on reviews when (old.is_acknowledged = 1 or new.is_acknowledged = 1) and ${changed(reviewColumns)}`],
  ['reviews_version_delete', 'after delete on reviews when old.is_acknowledged = 1'],
  ...['banners', 'audio', 'videos'].flatMap((table): VersionTrigger[] =>
    ['insert', 'update', 'delete'].map((event) => [`${table}_version_${event}`, `after ${event} on ${table}`]),
  ),
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
  await createBumpFunction(db);
  await createVersionTriggers(db, triggers);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropVersionTriggers(db, triggers);
  await dropBumpFunction(db);
  await db.schema.dropTable('catalogue_version').ifExists().execute();
}

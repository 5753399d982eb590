import { type Kysely, sql } from 'kysely';
import { bigInteger, engineOf, identityKey, nowAsText } from '../api/src/db/engine';
import { createPostgresSearch } from './productSearch';

// Money columns are integer haléře; timestamps are ISO-8601 UTC strings; booleans are 0/1.
/** The search index's columns, and the products' values for them (category holds both categories). Migration 0010 reuses them. */
export const ftsColumns = 'name, author, tags, catalog, category, description';
export const ftsValuesOf = (row: 'new' | 'old') =>
  `${row}.name, ${row}.author, ${row}.tags, ${row}.catalog, ${row}.category || ' ' || ${row}.category2, ${row}.description`;
/** The product columns the search index reads: an update of one of them reindexes the product. */
export const ftsSourceColumns = ftsColumns.replace('category,', 'category, category2,');

/** Keeps products_fts in step with every product (migration 0010 replaces them, and puts them back when undone). */
export async function createSearchTriggers(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create trigger products_fts_insert after insert on products begin
    insert into products_fts(rowid, ${ftsColumns}) values (new.id, ${ftsValuesOf('new')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger products_fts_delete after delete on products begin
    insert into products_fts(products_fts, rowid, ${ftsColumns}) values ('delete', old.id, ${ftsValuesOf('old')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger products_fts_update after update of ${ftsSourceColumns} on products begin
    insert into products_fts(products_fts, rowid, ${ftsColumns}) values ('delete', old.id, ${ftsValuesOf('old')});
    insert into products_fts(rowid, ${ftsColumns}) values (new.id, ${ftsValuesOf('new')}); end`,
    )
    .execute(db);
}

async function createSqliteSearch(db: Kysely<any>): Promise<void> {
  await sql`create virtual table products_fts using fts5(
    name, author, tags, catalog, category, description,
    content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await createSearchTriggers(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const engine = engineOf(db);
  const now = nowAsText(engine);
  const identity = identityKey(engine);
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', identity)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique()) // stored lower-cased
    .addColumn('password_hash', 'text')
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_assistant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_registered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_subscribed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  // Single-use, expiring links: registration confirmation, password reset, unsubscribe.
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('one_time_tokens_user_purpose').on('one_time_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', identity)
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discounted_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_in_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('catalog', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('binding', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pages', 'integer')
    .addColumn('isbn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('CZ'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'integer')
    .addColumn('excerpt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt_part', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('products_price_ok', sql`price >= 0 and discounted_price >= 0 and discount between 0 and 100`)
    .addCheckConstraint('products_stock_ok', sql`count_in_stock >= 0`)
    .addCheckConstraint('products_language_ok', sql`language in ('CZ', 'SK')`)
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category').execute();
  await db.schema.createIndex('products_category2').on('products').column('category2').execute();
  await db.schema.createIndex('products_year').on('products').column('year').execute();
  await db.schema.createIndex('products_created_at').on('products').column('created_at').execute();

  await db.schema
    .createTable('product_related')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('related_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_related_pk', ['product_id', 'position'])
    .addCheckConstraint('product_related_position_ok', sql`position between 1 and 3`)
    .execute();
  await db.schema.createIndex('product_related_related_id').on('product_related').column('related_id').execute();

  // Catalogue search: case- and diacritics-insensitive (zivot finds Život), kept in step by triggers.
  if (engine === 'postgres') await createPostgresSearch(db);
  else await createSqliteSearch(db);

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', identity)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('is_acknowledged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('reviews_one_per_user', ['product_id', 'user_id'])
    .execute();
  await db.schema.createIndex('reviews_user_id').on('reviews').column('user_id').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('favourites_product_id').on('favourites').column('product_id').execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', identity)
    .addColumn('banner_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('audio')
    .addColumn('id', 'integer', identity)
    .addColumn('audio_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mp3file', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subcategory', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audio_category').on('audio').columns(['category', 'subcategory']).execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', identity)
    .addColumn('video_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', identity)
    .addColumn('order_number', bigInteger(engine), (c) =>
      c
        .notNull()
        .unique()
        .check(sql`order_number between 1 and 9999999999`),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ship_name', 'text', (c) => c.notNull())
    .addColumn('ship_address', 'text', (c) => c.notNull())
    .addColumn('ship_city', 'text', (c) => c.notNull())
    .addColumn('ship_postal_code', 'text', (c) => c.notNull())
    .addColumn('ship_country', 'text', (c) => c.notNull())
    .addColumn('ship_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ship_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_ico', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('items_price', 'integer', (c) => c.notNull())
    .addColumn('shipping_price', 'integer', (c) => c.notNull())
    .addColumn('tax_price', 'integer', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'text')
    .addColumn('is_delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_at', 'text')
    .addColumn('is_cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_at', 'text')
    .addColumn('init_payment_id', 'text')
    .addColumn('stripe_session_id', 'text')
    .addColumn('failed_payment_notified_for', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('orders_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_user_id').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', identity)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_items_order_id').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_product_id').on('order_items').column('product_id').execute();

  // Stripe delivers webhooks at least once; an event id is processed only the first time.
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', bigInteger(engine), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('counters').values({ name: 'visits', value: 0 }).execute();

  // Facts about the installation itself, such as whether the demo catalogue was ever loaded.
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('is_subscribed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('subscribers_is_subscribed').on('subscribers').column('is_subscribed').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'subscribers',
    'app_meta',
    'counters',
    'payment_events',
    'order_items',
    'orders',
    'videos',
    'audio',
    'banners',
    'favourites',
    'reviews',
    'products_fts',
    'products_search',
    'product_related',
    'products',
    'one_time_tokens',
    'sessions',
    'users',
  ]) {
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  }
}

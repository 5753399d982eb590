import { type Kysely, sql } from 'kysely';

/**
 * The catalogue search index of migration 0001 on PostgreSQL, case- and diacritics-insensitive
 * (zivot finds Život), as SQLite's FTS5 table (unicode61 remove_diacritics) is: a GIN index over a
 * weighted tsvector of the same columns (the `simple` configuration over unaccented text), which
 * api/src/db/engine.ts queries with the same expression.
 */
// unaccent() itself is only stable (its dictionary could change), so an index needs an immutable
// wrapper; the functions name their schema, because an index is also evaluated under other search paths.
export async function createPostgresSearch(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = sql.id(rows[0]!.schema);
  await sql`create function ${schema}.shop_unaccent(text) returns text language sql immutable strict parallel safe
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
  const part = (text: string, weight: string) => `setweight(to_tsvector('simple'::regconfig, "${rows[0]!.schema}".shop_unaccent(${text})), '${weight}')`;
  await sql`create function ${schema}.shop_product_document(name text, author text, tags text, catalog text, category text, category2 text, description text)
    returns tsvector language sql immutable parallel safe
    as ${sql.lit(`select ${[
      part('name', 'A'),
      part('author', 'B'),
      part(`tags || ' ' || category || ' ' || category2`, 'C'),
      part(`catalog || ' ' || description`, 'D'),
    ].join(' || ')}`)}`.execute(db);
  await sql`create index products_search on products using gin (shop_product_document(name, author, tags, catalog, category, category2, description))`.execute(db);
}

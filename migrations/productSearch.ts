import { type Kysely, sql } from 'kysely';

/**
 * The catalogue search index of migration 0001 on PostgreSQL, case- and diacritics-insensitive
 * (zivot finds Život) as SQLite's FTS5 table (unicode61 remove_diacritics) is: the table
 * products_search, a weighted tsvector of the same columns per product (the `simple` configuration
 * over unaccented text) kept in step by a trigger, with a GIN index; stored, so ranking 50,000
 * matches reads it instead of building every document again.
 */
// unaccent() itself is only stable (its dictionary could change), so the document function needs an
// immutable wrapper; the functions name their schema, as a trigger may run under another search path.
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
  await sql`create table products_search (id integer primary key references products (id) on delete cascade, document tsvector not null)`.execute(db);
  await sql`create index products_search_document on products_search using gin (document)`.execute(db);
  await sql`create function ${schema}.products_search_sync() returns trigger language plpgsql as ${sql.lit(`begin
    insert into "${rows[0]!.schema}".products_search (id, document)
      values (new.id, "${rows[0]!.schema}".shop_product_document(new.name, new.author, new.tags, new.catalog, new.category, new.category2, new.description))
      on conflict (id) do update set document = excluded.document;
    return null;
  end`)}`.execute(db);
  await sql`create trigger products_search_sync after insert or update of name, author, tags, catalog, category, category2, description on products
    for each row execute function ${schema}.products_search_sync()`.execute(db);
}

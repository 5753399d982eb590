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
    as ${sql.lit(
      `select ${[
        part('name', 'A'),
        part('author', 'B'),
        part(`tags || ' ' || category || ' ' || category2`, 'C'),
        part(`catalog || ' ' || description`, 'D'),
      ].join(' || ')}`,
    )}`.execute(db);
  await sql`create table products_search (id integer primary key references products (id) on delete cascade, document tsvector not null)`.execute(db);
  await sql`create index products_search_document on products_search using gin (document)`.execute(db);
  await createSearchSync(db, false);
}

const SOURCE_COLUMNS = 'name, author, tags, catalog, category, category2, description';

/**
 * The trigger that writes a product's document into products_search; with `withoutDrafts`
 * (migration 0010) a draft has none, as drafts stay out of SQLite's index too.
 */
export async function createSearchSync(db: Kysely<any>, withoutDrafts: boolean): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = `"${rows[0]!.schema}"`;
  const leaveDraftsOut = withoutDrafts ? `if new.is_draft = 1 then delete from ${schema}.products_search where id = new.id; return null; end if;` : '';
  await sql`create or replace function ${sql.raw(schema)}.products_search_sync() returns trigger language plpgsql as ${sql.lit(`begin ${leaveDraftsOut}
    insert into ${schema}.products_search (id, document)
      values (new.id, ${schema}.shop_product_document(new.${SOURCE_COLUMNS.replaceAll(', ', ', new.')}))
      on conflict (id) do update set document = excluded.document;
    return null;
  end`)}`.execute(db);
  await sql`drop trigger if exists products_search_sync on products`.execute(db);
  await sql`create trigger products_search_sync after insert or update of ${sql.raw(SOURCE_COLUMNS)}${sql.raw(withoutDrafts ? ', is_draft' : '')} on products
    for each row execute function ${sql.raw(schema)}.products_search_sync()`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import { createSearchTriggers, ftsColumns, ftsSourceColumns, ftsValuesOf } from './0001_init';
import { engineOf } from '../api/src/db/engine';
import { createSearchSync } from './productSearch';
import { createVersionTriggers, dropVersionTriggers, type VersionTrigger } from './versionTriggers';

// A product, recording, video or banner made by 'create' is a draft (is_draft = 1) until staff first
// save it valid. The public sees drafts nowhere; the services read the public rows through
// publicProducts and its kin. Drafts stay out of the search index altogether, so a search ranked
// and paged inside the index never meets one.

const tables = ['products', 'audio', 'videos', 'banners'];

const searchTriggers = ['products_fts_insert', 'products_fts_delete', 'products_fts_update'];

// Publishing a draft shows it: the cached public answers must change.
const publishTriggers: VersionTrigger[] = [['products_version_publish', 'after update of is_draft on products when old.is_draft is not new.is_draft']];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables)
    await db.schema
      .alterTable(table)
      .addColumn('is_draft', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  if (engineOf(db) === 'postgres') {
    await createSearchSync(db, true);
    return createVersionTriggers(db, publishTriggers);
  }
  for (const name of searchTriggers) await sql.raw(`drop trigger ${name}`).execute(db);
  await sql
    .raw(
      `create trigger products_fts_insert after insert on products when new.is_draft = 0 begin
    insert into products_fts(rowid, ${ftsColumns}) values (new.id, ${ftsValuesOf('new')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger products_fts_delete after delete on products when old.is_draft = 0 begin
    insert into products_fts(products_fts, rowid, ${ftsColumns}) values ('delete', old.id, ${ftsValuesOf('old')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger products_fts_update after update of ${ftsSourceColumns}, is_draft on products begin
    insert into products_fts(products_fts, rowid, ${ftsColumns}) select 'delete', old.id, ${ftsValuesOf('old')} where old.is_draft = 0;
    insert into products_fts(rowid, ${ftsColumns}) select new.id, ${ftsValuesOf('new')} where new.is_draft = 0; end`,
    )
    .execute(db);
  await createVersionTriggers(db, publishTriggers);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropVersionTriggers(db, publishTriggers);
  if (engineOf(db) === 'postgres') {
    await createSearchSync(db, false);
    await sql`insert into products_search (id, document) select id, shop_product_document(name, author, tags, catalog, category, category2, description) from products where is_draft = 1`.execute(
      db,
    );
    for (const table of tables) await db.schema.alterTable(table).dropColumn('is_draft').execute();
    return;
  }
  for (const name of searchTriggers) await sql.raw(`drop trigger ${name}`).execute(db);
  await createSearchTriggers(db);
  for (const table of tables) await db.schema.alterTable(table).dropColumn('is_draft').execute();
  // The drafts become ordinary rows, so the index takes them in.
  await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db);
}

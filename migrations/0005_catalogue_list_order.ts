import { type Kysely, sql } from 'kysely';
import { engineOf } from '../api/src/db/engine';

// The home list orders by newest year first (undated last), then newest record: an index in that
// order lets SQLite read the first page directly instead of sorting the whole catalogue.
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`create index products_list_order on products ((year is null), year desc, id desc)`.execute(db);
  else await sql`create index products_list_order on products (year is null, year desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_list_order`.execute(db);
}

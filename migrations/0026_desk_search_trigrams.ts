import { type Kysely, sql } from 'kysely';
import { engineOf } from '../api/src/db/engine';

// The order desk's search (issue 31) is `search_text like '%…%'`. PostgreSQL answers it from a
// trigram index (pg_trgm, a trusted extension the database's owner may create) instead of reading
// every order; SQLite reads the orders_desk index, which already holds search_text.
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index orders_search_trigrams on orders using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`drop index orders_search_trigrams`.execute(db);
}

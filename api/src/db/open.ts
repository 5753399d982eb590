import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrationProvider } from '../../../migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Opens (creating if needed) the SQLite file in WAL mode with foreign keys enforced. */
export function openDatabase(file: string): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Runs every pending migration forward; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}

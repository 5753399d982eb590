import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { migrationProvider } from '../../../migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query anew, and compiling SQL is a large share of a cheap request.
 * Statements are reused by their SQL text (least recently used dropped first). Safe because
 * Kysely's SQLite driver runs one query at a time on its single connection.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** Opens (creating if needed) the SQLite file in WAL mode with foreign keys enforced. */
export function openDatabase(file: string): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Runs every pending migration forward; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}

/** How many migrations the database has not run yet; throws when the database does not answer. */
export async function pendingMigrations(db: Db): Promise<number> {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).length;
}

/** Folds the write-ahead log into the database file, so the file alone is complete, then closes. */
export async function closeDatabase(db: Db): Promise<void> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  await db.destroy();
}

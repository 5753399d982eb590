import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { engineOf, PostgresTextPlugin } from './engine';
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

/** A postgres:// or postgresql:// address rather than a file. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

/** The address of another database on the same PostgreSQL server (tests and benches make scratch ones). */
export const withDatabaseName = (url: string, name: string) => url.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`);

/** Opens the database at `location` for one piece of work, closes it again, and answers what the work answered. */
export async function onDatabase<T>(location: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(location);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const BIGINT = 20;
const NUMERIC = 1700;

/** count(*), sum() and bigint columns (order numbers) come back as numbers, as SQLite answers them, not as strings. */
const numberTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The pool as Kysely takes it, each client's query run in pg's callback form. With its promise form
 * (Kysely's), a run of queries on one connection keeps each result alive across V8's young-generation
 * collections: 2,000 reads of 25 orders promoted 47 MB of the 126 MB they allocated into the old
 * generation, to wait there for a full collection (a year's CSV grew the process by 60 MB); the
 * callback form promoted 1 MB.
 */
function withCallbackQueries(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  // Cast: pg types a result's command as any string, Kysely as the five it reads.
  const wrapped = (client: pg.PoolClient) =>
    ({
      query: (text: string, parameters: readonly unknown[]) =>
        new Promise<pg.QueryResult>((resolve, reject) => client.query(text, [...parameters], (error, result) => (error ? reject(error) : resolve(result)))),
      release: () => client.release(),
    }) as unknown as PostgresPoolClient;
  return {
    async connect() {
      const client = await pool.connect();
      let known = clients.get(client);
      if (!known) clients.set(client, (known = wrapped(client)));
      return known;
    },
    end: () => pool.end(),
  };
}

/** The shop's database at `location`: a PostgreSQL address (through a pool), or else a SQLite file. */
export function openDatabase(location: string): Db {
  if (isPostgresUrl(location)) {
    const pool = new pg.Pool({ connectionString: location, types: numberTypes });
    // An idle connection the server ended (a restart, a terminated backend) is an 'error' event, which
    // unheard would end the process; the pool has already dropped it and opens another when needed.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withCallbackQueries(pool) }), plugins: [new PostgresTextPlugin()] });
  }
  return openSqlite(location);
}

/** Opens (creating if needed) the SQLite file in WAL mode with foreign keys enforced. */
function openSqlite(file: string): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** A SQLite file opened read-only and never created (npm run db:copy reads the shop's file with it). */
export function openSqliteReadOnly(file: string): Db {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }) });
}

/** Closes the database; a SQLite file first gets its write-ahead log folded in, so the file alone is complete. */
export async function closeDatabase(db: Db): Promise<void> {
  if (engineOf(db) === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  await db.destroy();
}

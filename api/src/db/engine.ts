// Everything that differs between SQLite and PostgreSQL: which engine a Kysely instance talks to, and
// the few SQL fragments the two spell differently. Services and migrations ask here instead of
// writing either dialect themselves.
import { toMatchQuery, toTsQueries } from './searchQueries';
import {
  type ColumnDefinitionBuilder,
  type Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  PostgresAdapter,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type SelectQueryBuilder,
  sql,
  type Transaction,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export const engineOf = (db: Kysely<any>): Engine => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

const withoutNul = (value: unknown) => (typeof value === 'string' && value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value);

/** Every string a query sends with NUL characters replaced by U+FFFD. */
class NulReplacer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: withoutNul(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map(withoutNul) };
  }
}

/**
 * PostgreSQL's text cannot hold the NUL character, which SQLite stores, and refuses the whole
 * query: a NUL a visitor sends (in a token of a link, a name) is kept as U+FFFD instead, so such a
 * request is answered as on SQLite (a token not found, a name saved) rather than failing.
 */
export class PostgresTextPlugin implements KyselyPlugin {
  private readonly replacer = new NulReplacer();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.replacer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** A condition as a 0/1 flag, as the shop stores flags on both engines (PostgreSQL answers a condition as a boolean). */
export const asFlag = (condition: RawBuilder<unknown>) => sql<number>`(case when ${condition} then 1 else 0 end)`;

/** The column default of a timestamp: the current time as ISO-8601 UTC text with milliseconds, like Date.toISOString. */
export const nowAsText = (engine: Engine) =>
  engine === 'postgres' ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Where `needle` first occurs in `haystack` (1-based), 0 when it does not. */
export const positionOf = (engine: Engine, haystack: RawBuilder<unknown>, needle: RawBuilder<unknown>) =>
  engine === 'postgres' ? sql<number>`strpos(${haystack}, ${needle})` : sql<number>`instr(${haystack}, ${needle})`;

/**
 * The rows a claim may take: on PostgreSQL locked, skipping rows another process is claiming at
 * the same moment; SQLite runs one writer at a time, so its statement needs nothing more.
 */
export const lockedForClaim = <DB, TB extends keyof DB, O>(engine: Engine, query: SelectQueryBuilder<DB, TB, O>) =>
  engine === 'postgres' ? query.forUpdate().skipLocked() : query;

/**
 * The catalogue search's matches for what a visitor typed, as (rowid, score), the lower score the
 * better; null when nothing searchable is left.
 * - SQLite: FTS5's bm25 over products_fts (unicode61 remove_diacritics), a title hit first;
 * - PostgreSQL: products_search, the weighted documents of migration 0001 (name A, author B, tags
 *   and categories C, the rest D, unaccented, the `simple` configuration); the score is ts_rank of
 *   the words as prefixes plus ts_rank of the whole words, negated.
 */
export function searchMatches(db: Kysely<any>, keyword: string): SelectQueryBuilder<any, any, { rowid: number; score: number }> | null {
  if (engineOf(db) === 'sqlite') {
    const match = toMatchQuery(keyword);
    return match === null
      ? null
      : db
          .selectFrom('products_fts')
          .where(sql<boolean>`products_fts match ${match}`)
          .select([sql<number>`rowid`.as('rowid'), sql<number>`bm25(products_fts, 10.0, 4.0, 3.0, 1.0, 2.0, 1.0)`.as('score')]);
  }
  const queries = toTsQueries(keyword);
  if (queries === null) return null;
  const tsQuery = (text: string) => sql`to_tsquery('simple', shop_unaccent(${text}))`;
  return db
    .selectFrom('products_search')
    .where(sql<boolean>`document @@ ${tsQuery(queries.prefix)}`)
    .select([
      sql<number>`products_search.id`.as('rowid'),
      sql<number>`-(ts_rank(document, ${tsQuery(queries.prefix)}) + ts_rank(document, ${tsQuery(queries.exact)}))`.as('score'),
    ]);
}

/** Any number all shop processes agree on: the key of the lock of their starts. */
const STARTUP_LOCK = 7_468_727;

/**
 * Runs `work` while no other shop process runs its own: on PostgreSQL under an advisory lock held by
 * one connection, so processes started together on a new database seed the demo and create the
 * administrator once; a SQLite file has one process.
 */
export async function oneProcessAtATime<T>(db: Kysely<any>, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) === 'sqlite') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

/**
 * Makes the other shop processes' transactions that ask for the same `key` wait until `trx` ends: on
 * PostgreSQL an advisory transaction lock; a SQLite file has one process, whose transactions already
 * run one at a time.
 */
export async function lockUntilTransactionEnds(trx: Transaction<any>, key: string): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

// ——— for migrations ———

/**
 * The schema Kysely's Migrator keeps its tables in: on PostgreSQL the current one, named, because
 * otherwise it takes another schema's kysely_migration table for its own; SQLite has no schemas.
 */
export async function migrationTableSchema(db: Kysely<any>): Promise<string | undefined> {
  if (engineOf(db) === 'sqlite') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/** An id column's key: SQLite's `integer primary key autoincrement`, PostgreSQL's identity column. */
export const identityKey = (engine: Engine) => (column: ColumnDefinitionBuilder) =>
  engine === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

/** A whole number beyond 2³¹ (order numbers): SQLite's integer already has 64 bits, PostgreSQL's needs bigint. */
export const bigInteger = (engine: Engine) => (engine === 'postgres' ? 'bigint' : 'integer');

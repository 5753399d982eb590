import { type Kysely, sql } from 'kysely';
import { onDatabase } from '../db/open';
import { migrateToLatest, pendingMigrations } from '../../../migrations';
import { copyOrder } from './copyOrder';
import { postgresForeignKeys, postgresIdentityColumns, postgresTables, postgresTablesWithTriggers, sqliteTables } from './databaseTables';

/** A table's rows in the source and in the target; source null for a table only PostgreSQL has (products_search). */
export interface TableCount {
  table: string;
  source: number | null;
  target: number;
}

/** The copy counted other rows in a table than the source holds, and was undone. */
export class RowCountsDiffer extends Error {
  constructor(readonly counts: TableCount[]) {
    super('The row counts differ, so nothing was copied: the target holds its migrated, empty tables only.');
  }
}

const BATCH_ROWS = 500;
// PostgreSQL takes at most 65,535 values in one statement: fewer rows a statement for a table that wide.
const MAX_VALUES = 65_535;

/** A row as a comparable key, its columns in one order. */
const rowKey = (row: Record<string, unknown>) => JSON.stringify(row, Object.keys(row).sort());

/** The rows every migrated shop starts with (the counters, the catalogue version), by table: all that an empty target may hold. */
const rowsOfAFreshShop = () =>
  onDatabase(':memory:', async (fresh) => {
    await migrateToLatest(fresh);
    const rows = new Map<string, string[]>();
    for (const table of await sqliteTables(fresh)) rows.set(table, (await (fresh as Kysely<any>).selectFrom(table).selectAll().execute()).map(rowKey));
    return rows;
  });

/** Throws unless every table of `target` is empty or holds only rows a freshly migrated shop holds. */
async function refuseShopData(target: Kysely<any>, freshRows: Map<string, string[]>): Promise<void> {
  const holding: string[] = [];
  for (const table of await postgresTables(target)) {
    const allowed = freshRows.get(table) ?? [];
    // Rows are distinct, so one more row than allowed is one that is not.
    const rows = await target
      .selectFrom(table)
      .selectAll()
      .limit(allowed.length + 1)
      .execute();
    if (rows.some((row) => !allowed.includes(rowKey(row)))) holding.push(table);
  }
  if (holding.length) {
    throw new Error(`The target database already holds data (${holding.join(', ')}): db:copy copies only into an empty database, and changed nothing in it.`);
  }
}

/** Streams a table's rows out of the source snapshot into the target, a batch per insert. */
async function copyRows(source: Kysely<any>, target: Kysely<any>, table: string): Promise<void> {
  let batch: Record<string, unknown>[] = [];
  for await (const row of source.selectFrom(table).selectAll().stream()) {
    batch.push(row);
    if (batch.length === Math.min(BATCH_ROWS, Math.floor(MAX_VALUES / Object.keys(row).length))) {
      await target.insertInto(table).values(batch).execute();
      batch = [];
    }
  }
  if (batch.length) await target.insertInto(table).values(batch).execute();
}

/**
 * Sets each identity column to continue after the highest id the source ever gave: the copied ids
 * were written explicitly, which moves no sequence, and SQLite's sqlite_sequence remembers ids of
 * deleted rows too, which must not be given again.
 */
async function continueIdentities(source: Kysely<any>, target: Kysely<any>): Promise<void> {
  const { rows: given } = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(source);
  for (const { table, column } of await postgresIdentityColumns(target)) {
    const highestGiven = given.find((row) => row.name === table)?.seq ?? 0;
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), greatest(max(${sql.ref(column)}), ${highestGiven}, 0) + 1, false)
      from ${sql.table(table)}`.execute(target);
  }
}

const rowCount = async (db: Kysely<any>, table: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('rows'))
        .executeTakeFirstOrThrow()
    ).rows,
  );

/**
 * Copies every table of a shop's SQLite database into an empty PostgreSQL database, which it first
 * migrates to the same migrations; answers the row counts of both sides. The source is read in one
 * snapshot and the rows are written in one transaction, so the target gets all of them or none.
 *
 * Both engines store the same column types (integer, bigint, text: flags as 0/1, timestamps as
 * ISO-8601 text), so values pass unchanged; a NUL character, which PostgreSQL's text cannot hold,
 * becomes U+FFFD through the target's PostgresTextPlugin, as everywhere in the shop. PostgreSQL's
 * search documents (products_search) are written by their trigger as the products arrive.
 */
export async function copyShopDatabase(source: Kysely<any>, target: Kysely<any>): Promise<TableCount[]> {
  const pending = await pendingMigrations(source);
  if (pending)
    throw new Error(`The shop's database lacks its newest migrations (${pending} pending): stop the shop and run npm run migrate without DATABASE_URL first.`);
  const freshRows = await rowsOfAFreshShop();
  await refuseShopData(target, freshRows);
  await migrateToLatest(target);
  return source.transaction().execute((snapshot) =>
    target.transaction().execute(async (trx) => {
      await refuseShopData(trx, freshRows);
      const tables = await sqliteTables(snapshot);
      const order = copyOrder(tables, await postgresForeignKeys(trx), await postgresTablesWithTriggers(trx));
      // The rows of a fresh shop give way to the source's.
      for (const table of order.toReversed()) await trx.deleteFrom(table).execute();
      for (const table of order) await copyRows(snapshot, trx, table);
      await continueIdentities(snapshot, trx);
      const counts: TableCount[] = [];
      for (const table of await postgresTables(trx)) {
        counts.push({ table, source: tables.includes(table) ? await rowCount(snapshot, table) : null, target: await rowCount(trx, table) });
      }
      if (counts.some((count) => count.source !== null && count.source !== count.target)) throw new RowCountsDiffer(counts);
      return counts;
    }),
  );
}

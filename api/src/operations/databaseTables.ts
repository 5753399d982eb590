// What npm run db:copy reads of a schema from the databases themselves, so a table a later
// migration adds is copied without anyone listing it.
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, type Kysely, sql } from 'kysely';
import type { ForeignKey } from './copyOrder';

const isShopTable = (name: string) => name !== DEFAULT_MIGRATION_TABLE && name !== DEFAULT_MIGRATION_LOCK_TABLE && !name.startsWith('sqlite_');

/** The shop's tables in a SQLite database: neither Kysely's migration tables, SQLite's own, nor the FTS index (virtual) and its shadow tables. */
export async function sqliteTables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string; type: string; schema: string }>`pragma table_list`.execute(db);
  return rows
    .filter((row) => row.schema === 'main' && row.type === 'table' && isShopTable(row.name))
    .map((row) => row.name)
    .sort();
}

/** The shop's tables in the current schema of a PostgreSQL database, without Kysely's migration tables. */
export async function postgresTables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  return rows.map((row) => row.name).filter(isShopTable);
}

export async function postgresForeignKeys(db: Kysely<any>): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`select child.relname as "table", parent.relname as "references" from pg_constraint
    join pg_class child on child.oid = pg_constraint.conrelid join pg_class parent on parent.oid = pg_constraint.confrelid
    where pg_constraint.contype = 'f' and child.relnamespace = current_schema()::regnamespace`.execute(db);
  return rows;
}

/** The tables that have triggers of their own (not those PostgreSQL makes for foreign keys). */
export async function postgresTablesWithTriggers(db: Kysely<any>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select distinct pg_class.relname as name from pg_trigger join pg_class on pg_class.oid = pg_trigger.tgrelid
    where not pg_trigger.tgisinternal and pg_class.relnamespace = current_schema()::regnamespace`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** The identity columns (the ids the database gives) of the current schema. */
export async function postgresIdentityColumns(db: Kysely<any>): Promise<{ table: string; column: string }[]> {
  const { rows } = await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  return rows;
}

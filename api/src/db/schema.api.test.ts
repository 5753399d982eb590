// schema.ts is written by hand beside the migrations: this guard migrates a fresh database (on
// SQLite, and on PostgreSQL in the postgres project) and compares what Kysely's introspection finds
// with the interface, so a migration and schema.ts cannot disagree unnoticed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from './open';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/testDatabase';
import { type InterfaceColumn, readSchemaInterface, type ValueKind } from '../../test/schemaInterface';

// Full-text search lives in a table of each engine's own: an FTS5 virtual table on SQLite (its
// columns are the hidden ones a MATCH query names), a tsvector table on PostgreSQL.
const ONLY_ON: Record<string, 'sqlite' | 'postgres'> = { products_fts: 'sqlite', products_search: 'postgres' };
const VIRTUAL = new Set(['products_fts']);
const FTS5_SHADOW_TABLE = /^products_fts_(config|data|docsize|idx|content)$/;

const KIND_OF_DATA_TYPE: Record<string, ValueKind> = {
  integer: 'number',
  int4: 'number',
  int8: 'number',
  'double precision': 'number',
  float8: 'number',
  text: 'string',
  tsvector: 'string',
};

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-schema-'));
  database = await createTestDatabase(dir);
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

interface DatabaseColumn extends InterfaceColumn {
  dataType: string;
}

/** SQLite reports a primary key column nullable unless it says NOT NULL; a key is never null here. */
async function primaryKeyColumns(db: Db, table: string): Promise<Set<string>> {
  if (testEngine !== 'sqlite') return new Set();
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(db);
  return new Set(rows.map((row) => row.name));
}

async function migratedTables(db: Db): Promise<Map<string, Map<string, DatabaseColumn>>> {
  const tables = new Map<string, Map<string, DatabaseColumn>>();
  for (const table of await db.introspection.getTables()) {
    if (FTS5_SHADOW_TABLE.test(table.name)) continue;
    const keys = await primaryKeyColumns(db, table.name);
    const columns = table.columns.map((c): [string, DatabaseColumn] => [
      c.name,
      {
        dataType: c.dataType,
        kind: KIND_OF_DATA_TYPE[c.dataType.toLowerCase()] ?? 'other',
        nullable: c.isNullable && !keys.has(c.name),
        generated: c.hasDefaultValue || c.isAutoIncrementing,
      },
    ]);
    tables.set(table.name, new Map(columns));
  }
  return tables;
}

/** Every way the columns of one table disagree, in words. */
function columnDisagreements(table: string, migrated: Map<string, DatabaseColumn>, declared: Map<string, InterfaceColumn>): string[] {
  const found: string[] = [];
  for (const name of migrated.keys()) if (!declared.has(name)) found.push(`${table}.${name}: made by the migrations, missing in schema.ts`);
  for (const [name, column] of declared) {
    const actual = migrated.get(name);
    if (!actual) {
      found.push(`${table}.${name}: in schema.ts, not made by the migrations`);
      continue;
    }
    if (actual.kind !== column.kind) found.push(`${table}.${name}: ${actual.dataType} in the database, ${column.kind} in schema.ts`);
    if (actual.nullable !== column.nullable)
      found.push(`${table}.${name}: ${actual.nullable ? 'nullable' : 'not null'} in the database, ${column.nullable ? 'nullable' : 'not null'} in schema.ts`);
    // Generated<…> lets an insert leave the column out: the database must fill it in.
    if (column.generated && !actual.generated && !actual.nullable)
      found.push(`${table}.${name}: Generated in schema.ts, but the database has no default for it`);
  }
  return found;
}

it('the migrations make exactly the tables and columns of api/src/db/schema.ts, with their types and nullability', async () => {
  const declared = readSchemaInterface('api/src/db/schema.ts');
  const migrated = await migratedTables(database.db);
  const expectedHere = [...declared.keys()].filter((table) => (ONLY_ON[table] ?? testEngine) === testEngine);
  expect([...migrated.keys()].sort()).toEqual(expectedHere.sort());
  const disagreements = expectedHere
    .filter((table) => !VIRTUAL.has(table))
    .flatMap((table) => columnDisagreements(table, migrated.get(table)!, declared.get(table)!));
  expect(disagreements).toEqual([]);
});

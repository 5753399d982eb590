import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type Db, migrateToLatest, openDatabase } from '../src/db/open';

/**
 * The engine the tests run on: the `postgres` project of vitest.config.ts sets TEST_ENGINE=postgres
 * (and needs TEST_DATABASE_URL); otherwise SQLite.
 */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL (e.g. postgres://root@/shop_test?host=/var/run/postgresql).');
  return url;
}

const withSearchPath = (url: string, schema: string) => `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;

/** Runs `statement` on the test database itself, outside every test's schema. */
async function onTestDatabase(statement: (db: Db) => Promise<unknown>): Promise<void> {
  const admin = openDatabase(postgresUrl());
  try {
    await statement(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * A fresh, migrated database for one test server or service test: a SQLite file in `dir`, or on
 * PostgreSQL a schema of its own in TEST_DATABASE_URL's database; `drop` closes and removes it.
 */
export async function createTestDatabase(dir: string): Promise<{ db: Db; drop(): Promise<void> }> {
  if (testEngine === 'sqlite') {
    const db = openDatabase(join(dir, 'shop.db'));
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await onTestDatabase(async (admin) => {
    // Test files start side by side: of two creating the extension at once, one may lose the race.
    await sql`create extension if not exists unaccent schema public`.execute(admin).catch(() => sql`select 1 from pg_extension where extname = 'unaccent'`.execute(admin));
    await sql`create schema ${sql.id(schema)}`.execute(admin);
  });
  const db = openDatabase(withSearchPath(postgresUrl(), schema));
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await onTestDatabase((admin) => sql`drop schema ${sql.id(schema)} cascade`.execute(admin));
    },
  };
}

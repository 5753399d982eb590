import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type Db, onDatabase, openDatabase, withDatabaseName } from '../src/db/open';
import { migrateToLatest } from '../../migrations';

/**
 * The engine the tests run on: the `postgres` project of vitest.config.ts sets TEST_ENGINE=postgres
 * (and needs TEST_DATABASE_URL); otherwise SQLite.
 */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test database on PostgreSQL is copied from (postgresSetup.ts makes it). */
    templateDatabase: string;
  }
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL (e.g. postgres://root@/shop_test?host=/var/run/postgresql).');
  return url;
}

/** TEST_DATABASE_URL with another database name. */
export const urlOfDatabase = (name: string) => withDatabaseName(testDatabaseUrl(), name);

/** Runs `statement` on TEST_DATABASE_URL's own database. */
export const onTestDatabase = <T>(statement: (db: Db) => Promise<T>) => onDatabase(testDatabaseUrl(), statement);

export interface TestDatabase {
  db: Db;
  /** Where another connection opens the same database (as a second shop process would): a file or an address. */
  location: string;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test server: a SQLite file in `dir`, or on PostgreSQL a
 * database of its own, copied from the migrated template.
 */
export async function createTestDatabase(dir: string): Promise<TestDatabase> {
  if (testEngine === 'sqlite') {
    const location = join(dir, 'shop.db');
    const db = openDatabase(location);
    await migrateToLatest(db);
    return { db, location, drop: () => db.destroy() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onTestDatabase((admin) => sql`create database ${sql.id(name)} template ${sql.id(inject('templateDatabase'))}`.execute(admin));
  const location = urlOfDatabase(name);
  const db = openDatabase(location);
  return {
    db,
    location,
    drop: async () => {
      await db.destroy();
      await onTestDatabase((admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../src/db/open';
import { migrateToLatest } from '../../migrations';

/** A migrated SQLite file in a temporary folder, for service tests; `close` removes it. */
export async function openTempDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-unit-'));
  const db = openDatabase(join(dir, 'shop.db'));
  await migrateToLatest(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Inserts a user with sensible defaults and answers its id. */
export async function insertUser(
  db: Db,
  fields: { email: string; name?: string; is_registered?: number; is_admin?: number; is_assistant?: number; password_hash?: string | null },
) {
  const { id } = await db
    .insertInto('users')
    .values({ name: 'Test', ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// npm run migrate: runs the pending migrations on DATABASE_URL's PostgreSQL database, or else on
// DATA_DIR/shop.db (the server also migrates on every start; this runs them without starting it).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '../db/open';
import { migrateToLatest, pendingMigrations } from '../../../migrations';
import { runOperatorCommand } from './operatorCommand';

await runOperatorCommand(async ({ dataDir, databaseUrl }) => {
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(databaseUrl ?? join(dataDir, 'shop.db'));
  try {
    const pending = await pendingMigrations(db);
    await migrateToLatest(db);
    console.log(
      `${pending} migrations run on ${databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : join(dataDir, 'shop.db')}; the database is up to date.`,
    );
  } finally {
    await closeDatabase(db);
  }
});

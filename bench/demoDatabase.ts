import { onDatabase } from '../api/src/db/open';
import { migrateToLatest } from '../migrations';
import { seedDemoCatalogue } from '../api/src/seed/seedDemo';

/** A scratch SQLite file with the schema and the demo catalogue, closed again for a bench server to open. */
export async function createDemoDatabase(file: string): Promise<void> {
  await onDatabase(file, async (db) => {
    await migrateToLatest(db);
    await seedDemoCatalogue(db);
  });
}

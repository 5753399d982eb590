import type { Kysely } from 'kysely';
import { withPointColumns } from './pickupPointColumns';

// The pickup point refresh (issue 29) writes a downloaded list here in short batches while requests
// go on, and applies it to pickup_points in one short step only once the whole export has been read
// and does not look truncated. Each refresh writes under its own `run`, so two shop processes
// refreshing at once (PostgreSQL) do not mix their lists; `staged_at` lets a later refresh clear
// what a crashed one left.
export async function up(db: Kysely<any>): Promise<void> {
  await withPointColumns(
    db.schema
      .createTable('pickup_point_staging')
      .addColumn('run', 'text', (c) => c.notNull())
      .addColumn('staged_at', 'text', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('pickup_point_staging_pk', ['run', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pickup_point_staging').execute();
}

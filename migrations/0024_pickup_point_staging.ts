import type { Kysely } from 'kysely';

// The pickup point refresh (issue 29) writes a downloaded list here in short batches while requests
// go on, and applies it to pickup_points in one short step only once the whole export has been read
// and does not look truncated. Each refresh writes under its own `run`, so two shop processes
// refreshing at once (PostgreSQL) do not mix their lists; `staged_at` lets a later refresh clear
// what a crashed one left.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pickup_point_staging')
    .addColumn('run', 'text', (c) => c.notNull())
    .addColumn('staged_at', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('wheelchair', 'integer', (c) => c.notNull())
    .addColumn('card_payment', 'integer', (c) => c.notNull())
    .addColumn('max_weight_kg', 'double precision')
    .addColumn('max_size_cm', 'text')
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pickup_point_staging_pk', ['run', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pickup_point_staging').execute();
}

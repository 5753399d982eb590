import type { CreateTableBuilder } from 'kysely';

/**
 * A pickup point's columns as the carriers' exports give it: pickup_points (migration 0015) and the
 * staging table a refresh writes beside it (0024). Frozen: both migrations have run with them, so a
 * change is a new migration.
 */
export const withPointColumns = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
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
    .addColumn('wheelchair', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('card_payment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_weight_kg', 'double precision')
    .addColumn('max_size_cm', 'text')
    // name, street, city and zip folded (contract/searchFolding.ts), for a search ignoring case and diacritics.
    .addColumn('name_folded', 'text', (c) => c.notNull());

import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';

// Listed statically so migrations work the same under tsx, vitest and a bundle.
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

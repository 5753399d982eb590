import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_oauth_states';

// Listed statically so migrations work the same under tsx, vitest and a bundle.
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_oauth_states': m0002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

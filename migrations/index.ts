import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrationTableSchema } from '../api/src/db/engine';
import type { Db } from '../api/src/db/open';
import * as m0001 from './0001_init';
import * as m0002 from './0002_oauth_states';
import * as m0003 from './0003_carts';
import * as m0004 from './0004_unsubscribe_tokens';
import * as m0005 from './0005_catalogue_list_order';
import * as m0006 from './0006_catalogue_version';
import * as m0007 from './0007_mail_outbox';
import * as m0008 from './0008_sale_and_price_history';
import * as m0009 from './0009_audio_title_folded';
import * as m0010 from './0010_drafts';
import * as m0011 from './0011_shared_counters';
import * as m0012 from './0012_audio_published_at';
import * as m0013 from './0013_card_session_expiry';
import * as m0014 from './0014_review_pending_edit';
import * as m0015 from './0015_delivery';
import * as m0016 from './0016_parcels';
import * as m0017 from './0017_bank_payments';
import * as m0018 from './0018_listening_chapters';
import * as m0019 from './0019_order_sent';
import * as m0020 from './0020_accounting';
import * as m0021 from './0021_figures_and_order_mails';
import * as m0022 from './0022_push';
import * as m0023 from './0023_order_desk';
import * as m0024 from './0024_pickup_point_staging';
import * as m0025 from './0025_staff_speed';
import * as m0026 from './0026_desk_search_trigrams';

// Listed statically so migrations work the same under tsx, vitest and a bundle.
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_oauth_states': m0002,
  '0003_carts': m0003,
  '0004_unsubscribe_tokens': m0004,
  '0005_catalogue_list_order': m0005,
  '0006_catalogue_version': m0006,
  '0007_mail_outbox': m0007,
  '0008_sale_and_price_history': m0008,
  '0009_audio_title_folded': m0009,
  '0010_drafts': m0010,
  '0011_shared_counters': m0011,
  '0012_audio_published_at': m0012,
  '0013_card_session_expiry': m0013,
  '0014_review_pending_edit': m0014,
  '0015_delivery': m0015,
  '0016_parcels': m0016,
  '0017_bank_payments': m0017,
  '0018_listening_chapters': m0018,
  '0019_order_sent': m0019,
  '0020_accounting': m0020,
  '0021_figures_and_order_mails': m0021,
  '0022_push': m0022,
  '0023_order_desk': m0023,
  '0024_pickup_point_staging': m0024,
  '0025_staff_speed': m0025,
  '0026_desk_search_trigrams': m0026,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Runs every pending migration forward; throws with the failing migration's error. */
const migratorOf = async (db: Db) => new Migrator({ db, provider: migrationProvider, migrationTableSchema: await migrationTableSchema(db) });

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await (await migratorOf(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}

/** How many migrations the database has not run yet; throws when the database does not answer. */
export async function pendingMigrations(db: Db): Promise<number> {
  const migrations = await (await migratorOf(db)).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).length;
}

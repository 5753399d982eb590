// The shop's database as a start finds it: created and migrated, with the accounts the settings
// ask for, and the demo's catalogue and accounts only where they belong.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { oneProcessAtATime } from '../db/engine';
import { type Db, openDatabase } from '../db/open';
import { migrateToLatest } from '../../../migrations';
import { DEMO_USERS, ensureDemoUsers } from '../seed/demoUsers';
import { ensureAccount } from '../accounts/accounts';
import { passwordMatches } from '../accounts/passwords';
import { findUserByEmail } from '../accounts/publicUser';
import type { Settings } from '../settings';
import { StartRefused } from './refuseToStart';

type Say = (line: string) => void;

/** Demo accounts that still open with the password the README publishes. */
async function openDemoAccounts(db: Db): Promise<string[]> {
  const open: string[] = [];
  for (const account of DEMO_USERS) {
    const user = await findUserByEmail(db, account.email);
    if (user && (await passwordMatches(user.password_hash, account.password))) open.push(account.email);
  }
  return open;
}

export async function openShopDatabase(settings: Settings, say: Say): Promise<Db> {
  mkdirSync(settings.dataDir, { recursive: true });
  const db = openDatabase(settings.databaseUrl ?? join(settings.dataDir, 'shop.db'));
  try {
    await oneProcessAtATime(db, () => prepare(db, settings, say));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

async function prepare(db: Db, settings: Settings, say: Say): Promise<void> {
  await migrateToLatest(db);
  if (settings.seedDemo) {
    const { seedDemoCatalogue } = await import('../seed/seedDemo');
    if (await seedDemoCatalogue(db)) say('Demo catalogue loaded.');
  }
  if (settings.admin) {
    const done = await ensureAccount(db, { name: 'Administrátor', ...settings.admin, isAdmin: true });
    say(`Administrator ${settings.admin.email} ${done === 'created' ? 'created' : 'confirmed as administrator'}.`);
  }
  if (!settings.production) {
    if (await ensureDemoUsers(db)) say('Demo accounts ready: admin@, asistent@ and zakaznik@slovozivota.cz (passwords in .env.example).');
    return;
  }
  // A database that began as the demo still knows the demo's published passwords.
  const published = await openDemoAccounts(db);
  if (published.length) {
    throw new StartRefused(
      `The database in ${settings.dataDir} has demo accounts with the passwords the README publishes (${published.join(', ')}): ` +
        'delete them in the staff area or give them new passwords before starting in production.',
    );
  }
}

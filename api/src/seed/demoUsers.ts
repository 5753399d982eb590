import type { Db } from '../db/open';
import { ensureAccount } from '../accounts/accounts';

/** The demo's accounts, one per role, documented in the README; never created in production. */
export const DEMO_USERS = [
  { name: 'Demo Administrátor', email: 'admin@slovozivota.cz', password: 'admin1234', isAdmin: true },
  { name: 'Demo Asistent', email: 'asistent@slovozivota.cz', password: 'asistent1234', isAssistant: true },
  { name: 'Demo Zákazník', email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' },
] as const;

/** Creates the missing demo accounts (confirmed, with their roles); running it again changes nothing. */
export async function ensureDemoUsers(db: Db): Promise<number> {
  let created = 0;
  for (const account of DEMO_USERS) if ((await ensureAccount(db, account)) === 'created') created++;
  return created;
}

import type { Db } from '../db/open';
import type { PublicUser } from './publicUser';

/**
 * Keeps the newsletter list in step with a user's profile: the user's row (found by e-mail) gets
 * their current name and choice. A user who never chose anything gets no row, unless `chose`.
 */
export async function syncNewsletterChoice(db: Db, user: PublicUser, chose: boolean, now: Date): Promise<void> {
  const ownRows = await db.selectFrom('subscribers').select('email').where('user_id', '=', user.id).execute();
  if (!chose && ownRows.length === 0) return;
  // After an e-mail change the row under the old address goes; the list is keyed by address.
  await db.deleteFrom('subscribers').where('user_id', '=', user.id).where('email', '!=', user.email).execute();
  const row = { user_id: user.id, name: user.name, is_subscribed: user.is_subscribed, updated_at: now.toISOString() };
  await db
    .insertInto('subscribers')
    .values({ ...row, email: user.email })
    .onConflict((oc) => oc.column('email').doUpdateSet(row))
    .execute();
}

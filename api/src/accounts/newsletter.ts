import type { SubscriberJson } from '@contract/admin/users';
import type { Db } from '../db/open';
import { randomToken } from './tokens';

/** Where the unsubscribe link of a mail leads: a page that asks, then unsubscribes by POST to the same address. */
export const unsubscribePath = (token: string) => `/api/subscribers/unsubscribe/${token}`;

/** The people on the newsletter list (`subscribed`) or who left it, in the order they joined. */
export async function listSubscribers(db: Db, subscribed: boolean): Promise<SubscriberJson[]> {
  const rows = await db
    .selectFrom('subscribers')
    .select(['id', 'name', 'email'])
    .where('is_subscribed', '=', subscribed ? 1 : 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: r.name, email: r.email }));
}

/**
 * The unsubscribe link for the foot of a newsletter-related mail to `email`, or undefined when the
 * address is not subscribed (then the mail carries no link). The subscriber's token is made with
 * the first link and kept, so every mail sent until it is used carries a working link. It is
 * stored as it is (not hashed) because later mails must repeat it; it can do nothing but
 * unsubscribe that one address.
 */
export async function unsubscribeLink(db: Db, publicUrl: string, email: string): Promise<string | undefined> {
  const subscriber = () =>
    db
      .selectFrom('subscribers')
      .select(['id', 'unsubscribe_token'])
      .where('email', '=', email.trim().toLowerCase())
      .where('is_subscribed', '=', 1)
      .executeTakeFirst();
  const found = await subscriber();
  if (!found) return undefined;
  if (!found.unsubscribe_token) {
    // Only where none exists yet, so two mails built at once agree on the token.
    await db.updateTable('subscribers').set({ unsubscribe_token: randomToken() }).where('id', '=', found.id).where('unsubscribe_token', 'is', null).execute();
  }
  const token = found.unsubscribe_token ?? (await subscriber())?.unsubscribe_token;
  return token ? publicUrl + unsubscribePath(token) : undefined;
}

/** The subscribed address an unsubscribe token stands for, or undefined when it is unknown or used. */
export async function subscriberOfToken(db: Db, token: string): Promise<string | undefined> {
  return (await db.selectFrom('subscribers').select('email').where('unsubscribe_token', '=', token).where('is_subscribed', '=', 1).executeTakeFirst())?.email;
}

/**
 * Takes the token's address off the newsletter list (and the account's isSubscribed with it) and
 * spends the token. False when the token is unknown or already used.
 */
export async function unsubscribeByToken(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('subscribers').select(['id', 'user_id']).where('unsubscribe_token', '=', token).executeTakeFirst();
    if (!found) return false;
    const at = now.toISOString();
    await trx.updateTable('subscribers').set({ is_subscribed: 0, unsubscribe_token: null, updated_at: at }).where('id', '=', found.id).execute();
    if (found.user_id !== null) await trx.updateTable('users').set({ is_subscribed: 0, updated_at: at }).where('id', '=', found.user_id).execute();
    return true;
  });
}

// A customer's push subscriptions, one per device (browser), each with the topics it hears about.
import { createECDH } from 'node:crypto';
import { type PushSubscriptionInput, type PushTopic, pushMessages } from '@contract/push';
import type { Db } from '../db/open';
import { InvalidInput, NotFound } from '../domainErrors';
import { safePushEndpoint } from './pushEndpoints';

/** Whether the key is a point of P-256 (the browser's), which the payload's encryption needs. */
function isP256Point(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

async function replaceTopics(trx: Db, subscriptionId: number, topics: readonly string[]): Promise<void> {
  await trx.deleteFrom('push_subscription_topics').where('subscription_id', '=', subscriptionId).execute();
  const distinct = [...new Set(topics)];
  if (distinct.length)
    await trx
      .insertInto('push_subscription_topics')
      .values(distinct.map((topic) => ({ subscription_id: subscriptionId, topic })))
      .execute();
}

const topicsOf = async (db: Db, subscriptionId: number) =>
  (await db.selectFrom('push_subscription_topics').select('topic').where('subscription_id', '=', subscriptionId).orderBy('topic').execute()).map(
    (row) => row.topic as PushTopic,
  );

/**
 * Stores the device's subscription for the user. An endpoint already stored (the same browser
 * subscribing again, or another customer signing in on it) becomes this user's with these keys and
 * topics: the device hears about the account signed in on it.
 */
export async function subscribe(db: Db, userId: number, input: PushSubscriptionInput, production: boolean, now: Date): Promise<PushTopic[]> {
  safePushEndpoint(input.endpoint, production);
  if (!isP256Point(input.keys.p256dh)) throw new InvalidInput(pushMessages.keys);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceTopics(trx, id, input.topics);
    return topicsOf(trx, id);
  });
}

/** The user's subscription with this endpoint, or 404: nobody can touch another customer's device. */
async function ownSubscription(db: Db, userId: number, endpoint: string): Promise<number> {
  const row = await db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new NotFound(pushMessages.notFound);
  return row.id;
}

/** Removes the device's subscription (turned off, or signing out), with the pushes still waiting for it. */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  const { numDeletedRows } = await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).executeTakeFirst();
  if (numDeletedRows === 0n) throw new NotFound(pushMessages.notFound);
}

export async function chooseTopics(db: Db, userId: number, endpoint: string, topics: readonly PushTopic[]): Promise<PushTopic[]> {
  return db.transaction().execute(async (trx) => {
    const id = await ownSubscription(trx, userId, endpoint);
    await replaceTopics(trx, id, topics);
    return topicsOf(trx, id);
  });
}

/** The subscriptions of a user that hear about `topic` (orders), or of everyone following `topic` (a show) when `userId` is null. */
export function subscriptionsHearing(db: Db, topic: string, userId: number | null) {
  let query = db
    .selectFrom('push_subscriptions')
    .innerJoin('push_subscription_topics', 'push_subscription_topics.subscription_id', 'push_subscriptions.id')
    .select('push_subscriptions.id')
    .where('push_subscription_topics.topic', '=', topic);
  if (userId !== null) query = query.where('push_subscriptions.user_id', '=', userId);
  return query.execute();
}

// Pushes are queued as rows of push_outbox in the transaction of their event, one per subscription
// that hears about it, so a push exists exactly when its event does; pushSender.ts delivers them.
import { ORDERS_TOPIC, type PushPayload, podcastTopic } from '@contract/push';
import { PODCASTS } from '@contract/podcasts';
import type { Db } from '../db/open';
import { episodePush, type OrderPushEvent, orderPush } from './pushMessages';
import { subscriptionsHearing } from './pushSubscriptions';

async function enqueue(trx: Db, subscriptions: { id: number }[], payload: PushPayload, now: Date): Promise<void> {
  if (!subscriptions.length) return;
  const at = now.toISOString();
  const text = JSON.stringify(payload);
  await trx
    .insertInto('push_outbox')
    .values(subscriptions.map(({ id }) => ({ subscription_id: id, payload: text, next_attempt_at: at, created_at: at })))
    .execute();
}

export interface OrderPush {
  orderId: number;
  event: OrderPushEvent;
  /** The carrier's tracking page (a hand-over to Packeta). */
  trackingUrl?: string;
}

/** Queues the order's event to its customer's devices that hear about orders (none for an order without an account). */
export async function enqueueOrderPush(trx: Db, { orderId, event, trackingUrl }: OrderPush, now: Date): Promise<void> {
  const order = await trx.selectFrom('orders').select(['user_id', 'order_number']).where('id', '=', orderId).executeTakeFirst();
  if (order?.user_id == null) return;
  const payload = orderPush(event, { orderId, orderNumber: order.order_number, trackingUrl });
  await enqueue(trx, await subscriptionsHearing(trx, ORDERS_TOPIC, order.user_id), payload, now);
}

/** Queues a new episode of a show to every device following it; a recording of no show is no episode. */
export async function enqueueEpisodePush(trx: Db, episode: { id: number; title: string; category: string }, now: Date): Promise<void> {
  const podcast = PODCASTS.find((show) => show.category === episode.category);
  if (!podcast) return;
  await enqueue(trx, await subscriptionsHearing(trx, podcastTopic(podcast.slug), null), episodePush(podcast, episode), now);
}

import { Hono } from 'hono';
import { pushEndpointBody, pushMessages, pushSubscriptionBody, pushTopicsBody } from '@contract/push';
import type { AppEnv } from '../env';
import { Unavailable } from '../domainErrors';
import { requireUser } from '../http/auth';
import { validated } from '../http/validation';
import { chooseTopics, subscribe, unsubscribe } from './pushSubscriptions';

/** The app's variables, with push known to be set up (the router's first step refuses every call otherwise). */
type PushEnv = AppEnv & { Variables: { vapid: NonNullable<AppEnv['Variables']['push']> } };

/**
 * /api/push: the VAPID key to subscribe with, and a signed-in customer's subscriptions (one per device).
 * Without push (production without VAPID keys) every call is refused with 503 before anything else.
 */
export const push = new Hono<PushEnv>()
  .use(async (c, next) => {
    if (!c.var.push) throw new Unavailable(pushMessages.unavailable);
    c.set('vapid', c.var.push);
    await next();
  })
  .get('/key', (c) => c.json({ publicKey: c.var.vapid.publicKey }))
  .post('/subscriptions', requireUser, validated('json', pushSubscriptionBody), async (c) => {
    const topics = await subscribe(c.var.db, c.var.user.id, c.req.valid('json'), c.var.vapid.production, c.var.now());
    return c.json({ message: pushMessages.subscribed, topics }, 201);
  })
  .delete('/subscriptions', requireUser, validated('json', pushEndpointBody), async (c) => {
    await unsubscribe(c.var.db, c.var.user.id, c.req.valid('json').endpoint);
    return c.json({ message: pushMessages.unsubscribed });
  })
  .put('/subscriptions/topics', requireUser, validated('json', pushTopicsBody), async (c) => {
    const { endpoint, topics } = c.req.valid('json');
    return c.json({ message: pushMessages.topicsSaved, topics: await chooseTopics(c.var.db, c.var.user.id, endpoint, topics) });
  });

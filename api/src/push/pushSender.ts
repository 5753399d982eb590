// Delivers push_outbox in the background, as mailSender.ts delivers mail: it claims due rows with a
// lease (a sender that dies gives them up when the lease runs out), encrypts each push for its
// subscription with web-push's generateRequestDetails (VAPID, aes128gcm, TTL) and POSTs it with
// fetch and a timeout. The push service's answer decides what follows: 2xx sent; 404 or 410 the
// subscription is gone and is removed (with its pushes); 429 or 5xx again after its Retry-After or
// an exponential backoff; anything else, or too many attempts, failed.
import webPush from 'web-push';
import { engineOf, lockedForClaim } from '../db/engine';
import type { Db } from '../db/open';
import type { Log } from '../log';
import type { VapidKeys } from './vapidKeys';

export interface PushTiming {
  /** How often the outbox is read: new pushes, retries that fell due, rows a crashed sender left. */
  pollMs: number;
  /** How long a claimed row belongs to this sender. */
  leaseMs: number;
  maxAttempts: number;
  /** The wait after the first failed attempt without a Retry-After, doubled after each further one. */
  firstRetryMs: number;
  /** The longest Retry-After obeyed. */
  maxRetryMs: number;
  /** How long a push service may take to answer. */
  requestTimeoutMs: number;
  /** How long the push service keeps a push for a device that is off (TTL, seconds). */
  ttlSeconds: number;
  /** Pushes claimed and sent at once. */
  batch: number;
}

export const DEFAULT_PUSH_TIMING: PushTiming = {
  pollMs: 2_000,
  leaseMs: 30_000,
  maxAttempts: 8,
  firstRetryMs: 30_000,
  maxRetryMs: 6 * 60 * 60_000,
  requestTimeoutMs: 10_000,
  ttlSeconds: 2 * 24 * 60 * 60,
  batch: 32,
};

export interface PushSenderOptions {
  db: Db;
  vapid: VapidKeys & { subject: string };
  now: () => Date;
  log: Log;
  timing?: Partial<PushTiming>;
}

export interface PushSender {
  /** Stops polling and waits for the pushes on their way. */
  stop(): Promise<void>;
}

interface ClaimedPush {
  id: number;
  subscription_id: number;
  payload: string;
  attempts: number;
  claimed_until: string | null;
}

type Outcome =
  { state: 'sent' } | { state: 'gone'; status: number } | { state: 'retry'; reason: string; afterMs?: number } | { state: 'failed'; reason: string };

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

async function claimDue(db: Db, now: Date, timing: PushTiming): Promise<ClaimedPush[]> {
  const at = now.toISOString();
  return db
    .updateTable('push_outbox')
    .set((eb) => ({ claimed_until: new Date(now.getTime() + timing.leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      lockedForClaim(
        engineOf(db),
        eb
          .selectFrom('push_outbox')
          .select('id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', at)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
          .orderBy('id')
          .limit(timing.batch),
      ),
    )
    .returning(['id', 'subscription_id', 'payload', 'attempts', 'claimed_until'])
    .execute();
}

export function startPushSender({ db, vapid, now, log, timing: overrides }: PushSenderOptions): PushSender {
  const timing = { ...DEFAULT_PUSH_TIMING, ...overrides };
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  let running: Promise<void> | undefined;
  let stopped = false;

  async function post(push: ClaimedPush): Promise<Outcome> {
    const subscription = await db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('id', '=', push.subscription_id)
      .executeTakeFirst();
    if (!subscription) return { state: 'gone', status: 0 };
    let request: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        push.payload,
        {
          TTL: timing.ttlSeconds,
          vapidDetails,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      return { state: 'failed', reason: `Cannot encrypt the push: ${error instanceof Error ? error.message : String(error)}` };
    }
    // fetch counts the body itself.
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
    let response: Response;
    try {
      // No redirects: the endpoint was checked (pushEndpoints.ts), where it would lead was not.
      response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body && new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(timing.requestTimeoutMs),
      });
    } catch (error) {
      return { state: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    const answer = `${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`.trim();
    if (response.ok) return { state: 'sent' };
    if (response.status === 404 || response.status === 410) return { state: 'gone', status: response.status };
    if (response.status === 429 || response.status >= 500)
      return { state: 'retry', reason: answer, afterMs: retryAfterMs(response.headers.get('Retry-After'), now()) };
    return { state: 'failed', reason: answer };
  }

  async function deliver(push: ClaimedPush): Promise<void> {
    const outcome = await post(push);
    const stamp = now().toISOString();
    const ours = db.updateTable('push_outbox').where('id', '=', push.id).where('claimed_until', '=', push.claimed_until).where('state', '=', 'pending');
    if (outcome.state === 'sent') {
      await ours.set({ state: 'sent', sent_at: stamp, claimed_until: null, last_error: null }).execute();
      await db.updateTable('push_subscriptions').set({ last_used_at: stamp }).where('id', '=', push.subscription_id).execute();
    } else if (outcome.state === 'gone') {
      // The browser unsubscribed or the push service forgot it: its pending pushes go with it.
      await db.deleteFrom('push_subscriptions').where('id', '=', push.subscription_id).execute();
      log.info({ pushId: push.id, subscriptionId: push.subscription_id, status: outcome.status }, 'Push subscription gone; removed');
    } else {
      const failed = outcome.state === 'failed' || push.attempts >= timing.maxAttempts;
      const waitMs = Math.min(timing.maxRetryMs, (outcome.state === 'retry' && outcome.afterMs) || timing.firstRetryMs * 2 ** (push.attempts - 1));
      await ours
        .set({
          state: failed ? 'failed' : 'pending',
          claimed_until: null,
          last_error: outcome.reason.slice(0, 500),
          next_attempt_at: new Date(now().getTime() + waitMs).toISOString(),
        })
        .execute();
      if (failed) log.warn({ pushId: push.id, attempts: push.attempts, reason: outcome.reason }, 'Push not delivered; it is marked failed');
    }
  }

  /** Claims and sends due pushes, batch after batch, until none are due. */
  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const pushes = await claimDue(db, now(), timing);
      await Promise.all(pushes.map((push) => deliver(push).catch((error: unknown) => log.error({ err: error, pushId: push.id }, 'The push sender failed'))));
      if (pushes.length < timing.batch) return;
    }
  }

  function poll(): void {
    running ??= drain()
      .catch((error: unknown) => log.error({ err: error }, 'The push sender failed'))
      .finally(() => (running = undefined));
  }

  const timer = setInterval(poll, timing.pollMs);
  timer.unref();
  poll(); // pushes a previous run left behind
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

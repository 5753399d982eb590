// Orders placed offline (issue 33): kept in IndexedDB with a key made here, which is also their
// Idempotency-Key, and sent once the network answers, by whoever gets there first: Background Sync in
// the service worker (pwa/src/sw/pendingOrderSync.ts), or the app on its start, `online` and
// `visibilitychange` (features/cart/cartSync). One sender at a time across tabs and the worker
// (Web Locks); should two ever send the same order, the server's idempotency places it once.
// The body carries what the customer saw (`expected`): the server refuses the order when anything
// changed, and the customer confirms the new figures or edits the cart.
import { acceptableChange, type OrderChangeJson, orderChangesSchema } from '@contract/checkout/orderChanges';
import { ApiError } from './api';
import { answer, client } from './client';
import { db, type PendingOrderRecord } from './db';

/** The Background Sync tag, and the lock every sender takes. */
export const PENDING_ORDERS_SYNC = 'pending-orders';

/** What Chromium's service worker registration offers beyond the standard types (Background Sync). */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker to send the waiting orders when the network returns, where the browser can. */
export async function requestBackgroundSync(): Promise<void> {
  const registration = (await navigator.serviceWorker?.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
  await registration?.sync?.register(PENDING_ORDERS_SYNC).catch(() => undefined);
}

/** Keeps an order placed offline, waiting to be sent. */
export async function keepPendingOrder(order: Omit<PendingOrderRecord, 'state'>): Promise<void> {
  await db.pendingOrders.add({ ...order, state: 'waiting' });
  await requestBackgroundSync();
}

type Outcome = Pick<PendingOrderRecord, 'state' | 'changes' | 'message' | 'orderId'> | 'unsent';

/** Sends one order; answers what became of it, or 'unsent' when it should be tried again later. */
async function send(order: PendingOrderRecord): Promise<Outcome> {
  try {
    const placed = await answer(client.orders.$post({ json: order.body }, { headers: { 'Idempotency-Key': order.key, Authorization: order.authorization } }));
    return { state: 'placed', orderId: placed._id };
  } catch (error) {
    // No answer, a server in trouble, or a session the server no longer knows: try again later.
    if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500) return 'unsent';
    const changed = orderChangesSchema.safeParse({ ...error.details, message: error.message });
    if (changed.success) return { state: 'needsConfirmation', changes: changed.data.changes, message: changed.data.message };
    return { state: 'refused', message: error.message };
  }
}

export interface SendingResult {
  /** Orders still waiting (the network or the server did not answer). */
  unsent: number;
  /** Orders this pass found changed since the customer saw them. */
  toConfirm: PendingOrderRecord[];
}

/** Runs `task` while holding the senders' lock, so one sender works at a time (directly where Web Locks are missing). */
function holdingSendLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(PENDING_ORDERS_SYNC, task) : task();
}

/** Sends every waiting order, oldest first; stops at the first without an answer. */
export function sendPendingOrders(): Promise<SendingResult> {
  return holdingSendLock(async () => {
    // Read under the lock: what another sender finished is no longer waiting.
    const waiting = await db.pendingOrders.where('state').equals('waiting').sortBy('createdAt');
    const toConfirm: PendingOrderRecord[] = [];
    for (const [index, order] of waiting.entries()) {
      const outcome = await send(order);
      if (outcome === 'unsent') return { unsent: waiting.length - index, toConfirm };
      await db.pendingOrders.update(order.key, outcome);
      if (outcome.state === 'needsConfirmation') toConfirm.push({ ...order, ...outcome });
    }
    return { unsent: 0, toConfirm };
  });
}

/** Whether the customer can confirm the changes as they are (new prices or postage), rather than edit the cart. */
export const confirmable = (changes: readonly OrderChangeJson[]) => changes.every(acceptableChange);

/** The order with the new figures taken as the customer's: each line's price and discount, the postage, the total. */
export function withChangesAccepted(order: PendingOrderRecord, key: string): PendingOrderRecord {
  const changes = order.changes ?? [];
  const newValue = (kind: OrderChangeJson['kind'], product: number | undefined, old: number) => {
    const value = changes.find((c) => c.kind === kind && c.product === product)?.new;
    return typeof value === 'number' ? value : old;
  };
  const lines = order.lines.map((l) => ({ ...l, price: newValue('price', l.product, l.price), discount: newValue('discount', l.product, l.discount) }));
  const { expected } = order.body;
  return {
    ...order,
    key,
    state: 'waiting',
    changes: undefined,
    message: undefined,
    lines,
    delivery: order.delivery && { ...order.delivery, price: newValue('postage', undefined, order.delivery.price) },
    body: {
      ...order.body,
      expected: {
        ...expected,
        lines: expected.lines.map((l) => ({ ...l, price: newValue('price', l.product, l.price), discount: newValue('discount', l.product, l.discount) })),
        postage: newValue('postage', undefined, expected.postage),
        total: newValue('price', undefined, expected.total),
      },
    },
  };
}

/** The customer confirmed the changes: the order is sent again with them as what the customer saw, under a new key. */
export async function confirmPendingOrder(order: PendingOrderRecord, key: string): Promise<void> {
  await db.transaction('rw', db.pendingOrders, async () => {
    await db.pendingOrders.delete(order.key);
    await db.pendingOrders.add(withChangesAccepted(order, key));
  });
  await requestBackgroundSync();
}

export const discardPendingOrder = (key: string) => db.pendingOrders.delete(key);

// The cart follows a signed-in customer across devices (GET/PUT /api/cart). On sign-in this
// device's cart is joined with the server copy by the shared rule (mergeCarts), stored here and sent
// back; afterwards every local change is sent (debounced), and a copy changed on another device is
// taken when this tab starts, comes back online or becomes visible. Favourite changes waiting in
// the outbox, and orders placed offline (lib/pendingOrders), are sent at start, whenever the
// connection returns and when the tab becomes visible. Loaded on demand (cartBadge.ts).
import { type CartJson, type ShippingAddressDraft } from '@contract/cart';
import { ADDRESS_FIELDS, shippingAddressSchema, type ShippingAddress } from '@contract/checkout/address';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { ApiError } from '../../lib/api';
import { answer, client } from '../../lib/client';
import { isOnline, onConnectionChange } from '../../lib/connectivity';
import { db, getCheckoutValue, putCheckoutValue } from '../../lib/db';
import { sendPendingOrders } from '../../lib/pendingOrders';
import { currentUser, subscribe, type UserInfo } from '../account/session';
import { flushOutbox } from '../favourites/favouritesStore';
import { publishCartCount } from './cartBadge';
import { type CartLine, cartCount, joinWithServerCart, linesFromServer, sameProductsAndQuantities } from './cartRules';
import { changeCart, onLocalCartChange, readCart, readCartSync, writeCartSync } from './cartStore';

/** How long after the last change the cart is sent: a customer tapping + three times sends once. */
const PUSH_DELAY_MS = 700;

const stillSignedIn = (user: UserInfo) => currentUser()?._id === user._id;

async function payloadOf(lines: readonly CartLine[]) {
  const [shippingAddress, paymentMethod] = await Promise.all([getCheckoutValue('shippingAddress'), getCheckoutValue('paymentMethod')]);
  // Sent also when empty: an address or method cleared here (a new order, spec 2) is cleared on the server too.
  return { cartItems: lines.map(({ product, qty }) => ({ product, qty })), shippingAddress: shippingAddress ?? {}, paymentMethod: paymentMethod ?? '' };
}

const sameAddress = (a: ShippingAddress, b: ShippingAddressDraft) => ADDRESS_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));

/** The server copy's address and payment method, when they are complete and this device has none (or takes the server's). */
async function takeServerCheckout(remote: CartJson, { replace }: { replace: boolean }) {
  const parsed = shippingAddressSchema.safeParse(remote.shippingAddress);
  if (parsed.success && (replace || !(await getCheckoutValue('shippingAddress')))) await putCheckoutValue('shippingAddress', parsed.data);
  const methods: string[] = Object.values(PAYMENT_METHODS);
  if (methods.includes(remote.paymentMethod) && (replace || !(await getCheckoutValue('paymentMethod'))))
    await putCheckoutValue('paymentMethod', remote.paymentMethod);
}

/** Sign-in (or the first sync for this customer on this device): join both carts, keep and send the result. */
async function joinOnSignIn(user: UserInfo) {
  const remote = await answer(client.cart.$get());
  if (!stillSignedIn(user)) return;
  const { version } = await readCartSync();
  const joined = await changeCart((local) => joinWithServerCart(local, remote.cartItems), { fromServer: true });
  await takeServerCheckout(remote, { replace: false });
  const [address, method] = await Promise.all([getCheckoutValue('shippingAddress'), getCheckoutValue('paymentMethod')]);
  const differs =
    !sameProductsAndQuantities(joined, remote.cartItems) ||
    (address !== undefined && !sameAddress(address, remote.shippingAddress)) ||
    (method !== undefined && method !== remote.paymentMethod);
  const saved = differs ? await answer(client.cart.$put({ json: await payloadOf(joined) })) : remote;
  await settle(user, version, saved.updatedAt);
}

/** Records that the server has the cart as of `version`; a change made meanwhile stays to be sent. */
async function settle(user: UserInfo, version: number, serverUpdatedAt: string | null) {
  await db.transaction('rw', db.sync, async () => {
    if (!stillSignedIn(user)) return; // signed out meanwhile: the sign-out cleared everything
    const now = await readCartSync();
    await writeCartSync({ userId: user._id, serverUpdatedAt, version: now.version, dirty: now.version !== version });
  });
}

async function push(user: UserInfo) {
  const { version } = await readCartSync();
  const saved = await answer(client.cart.$put({ json: await payloadOf(await readCart()) }));
  await settle(user, version, saved.updatedAt);
}

/** Takes the server copy when it changed on another device and nothing here waits to be sent. */
async function pull(user: UserInfo) {
  const remote = await answer(client.cart.$get());
  await db.transaction('rw', [db.cart, db.sync, db.checkout], async () => {
    const sync = await readCartSync();
    if (!stillSignedIn(user) || sync.userId !== user._id || sync.dirty || sync.serverUpdatedAt === remote.updatedAt) return;
    await changeCart(() => linesFromServer(remote.cartItems), { fromServer: true });
    await takeServerCheckout(remote, { replace: true });
    await writeCartSync({ ...sync, serverUpdatedAt: remote.updatedAt });
  });
}

/** One step towards agreeing with the server: join on a new sign-in, else send local changes, else take remote ones. */
async function syncCart(user: UserInfo) {
  const sync = await readCartSync();
  if (sync.userId !== user._id) return joinOnSignIn(user);
  return sync.dirty ? push(user) : pull(user);
}

// ——— scheduling: one piece of work at a time per tab ———

let queue: Promise<void> = Promise.resolve();

function enqueue(task: () => Promise<unknown>) {
  queue = queue.then(task).then(
    () => undefined,
    (error: unknown) => {
      // Offline (status 0) the change waits for the next chance; the API's own refusals are logged.
      if (!(error instanceof ApiError && error.status === 0)) console.warn('Cart sync failed', error);
    },
  );
  return queue;
}

/** Syncs the cart now, if someone is signed in. */
export function syncNow(): Promise<void> {
  const user = currentUser();
  if (!user) return queue;
  return enqueue(() => syncCart(user));
}

let pushTimer: ReturnType<typeof setTimeout> | undefined;

function schedulePush() {
  clearTimeout(pushTimer);
  if (!currentUser()) return;
  pushTimer = setTimeout(() => void syncNow(), PUSH_DELAY_MS);
}

/** The shipping address or payment method changed here: send them with the cart. */
export async function markCheckoutChanged() {
  await db.transaction('rw', db.sync, async () => {
    const sync = await readCartSync();
    await writeCartSync({ ...sync, version: sync.version + 1, dirty: true });
  });
  schedulePush();
}

let started = false;

/** Starts the background work of this tab (once). */
export async function startCartSync(): Promise<void> {
  if (started) return;
  started = true;
  // The header's number from the cart itself, in case the two ever disagree.
  publishCartCount(cartCount(await readCart()));

  let userId = currentUser()?._id ?? null;
  subscribe(() => {
    const now = currentUser()?._id ?? null;
    if (now === userId) return;
    userId = now;
    if (now === null) clearTimeout(pushTimer);
    else void online();
  });
  onLocalCartChange(schedulePush);

  async function online() {
    if (!isOnline() || !currentUser()) return;
    await Promise.all([syncNow(), flushOutbox().catch(() => undefined), sendPendingOrders().catch(() => undefined)]);
  }
  onConnectionChange(() => {
    if (isOnline()) void online();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void online();
  });
  await online();
}

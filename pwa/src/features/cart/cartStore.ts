// The cart kept in IndexedDB (Dexie): reads, and writes that apply the rules of cartRules.ts. Every
// local change marks the cart as changed for the server copy (cartSync.ts) and updates the header's number.
import { answer, client } from '../../lib/client';
import { type CartSyncState, db } from '../../lib/db';
import { publishCartCount } from './cartBadge';
import {
  cartCount,
  type CartLine,
  lineFromProduct,
  type ProductForCart,
  productOfLine,
  withLine,
  withoutLine,
  withProductData,
  withQuantity,
} from './cartRules';

/** The lines in cart order; what useLiveQuery watches. */
export const readCart = async (): Promise<CartLine[]> => (await db.cart.orderBy('position').toArray()).map(({ position: _position, ...line }) => line);

const EMPTY_SYNC: CartSyncState = { userId: null, serverUpdatedAt: null, version: 0, dirty: false };

export async function readCartSync(): Promise<CartSyncState> {
  const row = await db.sync.get('cart');
  return row?.value ?? EMPTY_SYNC;
}

export const writeCartSync = (value: CartSyncState) => db.sync.put({ key: 'cart', value });

const sameLinesExactly = (a: readonly CartLine[], b: readonly CartLine[]) =>
  a.length === b.length && a.every((line, i) => JSON.stringify(line) === JSON.stringify(b[i]));

const localChangeListeners = new Set<() => void>();

/** Called after every change made on this device (not after taking the server copy). */
export function onLocalCartChange(listener: () => void): () => void {
  localChangeListeners.add(listener);
  return () => localChangeListeners.delete(listener);
}

/**
 * Applies a rule to the stored cart in one transaction. A local change marks the cart changed for
 * the server copy; `fromServer` (taking or joining the server copy) does not.
 */
export async function changeCart(rule: (lines: CartLine[]) => CartLine[], { fromServer = false } = {}): Promise<CartLine[]> {
  const { next, changed } = await db.transaction('rw', db.cart, db.sync, async () => {
    const lines = await readCart();
    const next = rule(lines);
    const changed = !sameLinesExactly(lines, next);
    if (changed) {
      await db.cart.clear();
      await db.cart.bulkPut(next.map((line, position) => ({ ...line, position })));
      if (!fromServer) {
        const sync = await readCartSync();
        await writeCartSync({ ...sync, version: sync.version + 1, dirty: true });
      }
    }
    return { next, changed };
  });
  publishCartCount(cartCount(next));
  if (changed && !fromServer) for (const listener of localChangeListeners) listener();
  return next;
}

/** Reads the product again (offline the service worker answers its saved copy). */
const readProduct = (productId: number) => answer(client.products[':id'].$get({ param: { id: String(productId) } }));

/**
 * Adds `qty` pieces of a product, re-reading the product first. When it cannot be read (offline
 * and never saved) the product the page already had is used, else the line already in the cart.
 * Throws the API's error when there is nothing to add from, and a SoldOutError when out of stock.
 */
export async function addToCart(productId: number, qty: number, known?: ProductForCart): Promise<CartLine[]> {
  let product: ProductForCart | undefined;
  try {
    product = await readProduct(productId);
  } catch (error) {
    const existing = (await readCart()).find((l) => l.product === productId);
    product = known ?? (existing && productOfLine(existing));
    if (!product) throw error;
  }
  const line = lineFromProduct(product, qty);
  if (!line) throw new SoldOutError();
  return changeCart((lines) => withLine(lines, line));
}

export class SoldOutError extends Error {}

/** Changes a line's quantity at once, then re-reads the product and takes its current price and stock. */
export async function setQuantity(productId: number, qty: number): Promise<void> {
  await changeCart((lines) => withQuantity(lines, productId, qty));
  await refreshProduct(productId);
}

/** Takes the current price and stock of a product into its line; offline nothing changes. */
export async function refreshProduct(productId: number): Promise<void> {
  try {
    const product = await readProduct(productId);
    await changeCart((lines) => withProductData(lines, product));
  } catch {
    // offline and not saved, or the product is gone: the line keeps what it had, the order checks it
  }
}

export const removeFromCart = (productId: number) => changeCart((lines) => withoutLine(lines, productId));

export const clearCart = () => changeCart(() => []);

/**
 * Spec 4: a sign-out clears the cart, shipping address, payment method and (per user) favourites;
 * and the orders placed offline, whose session the sign-out ended, so they can no longer be sent.
 */
export async function clearOnSignOut(): Promise<void> {
  await db.transaction('rw', [db.cart, db.checkout, db.favourites, db.sync, db.pendingOrders], async () => {
    await Promise.all([db.cart.clear(), db.checkout.clear(), db.favourites.clear(), db.sync.clear(), db.pendingOrders.clear()]);
  });
  publishCartCount(0);
}

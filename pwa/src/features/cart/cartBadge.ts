// The number in the header's cart (the sum of quantities, spec 2 Header), available on the first
// paint of every page without loading IndexedDB: the cart store writes the number here after every
// change, and other tabs hear of it through the `storage` event. The cart itself lives in Dexie
// (cartStore.ts); this module is tiny and part of the first chunk.
import { createStore } from '../../lib/store';
import { useStore } from '../../lib/useStore';
import { onSignOut } from '../account/session';

const COUNT_KEY = 'cartCount';

function storedCount(): number {
  try {
    const count = Number(globalThis.localStorage?.getItem(COUNT_KEY));
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

// The server knows no cart: a server-rendered page shows none until the browser has read its own.
const cartCount = createStore(storedCount(), 0);

/** Records the cart's number of pieces (called by the cart store after each change). */
export function publishCartCount(count: number) {
  try {
    if (storedCount() !== count) globalThis.localStorage?.setItem(COUNT_KEY, String(count));
  } catch {
    // storage blocked: the header of this tab still shows it
  }
  if (cartCount.get() !== count) cartCount.set(count);
}

/** The live number of pieces in the cart, the same in every tab. */
export const useCartCount = () => useStore(cartCount);

let started: Promise<void> | undefined;

/**
 * Starts the cart's background work once per tab: following the server copy of a signed-in
 * customer's cart, and sending favourite changes made offline. Loaded on demand, so a visitor
 * with an empty cart never downloads Dexie on the home page.
 */
export function startShopSync(): Promise<void> {
  started ??= import('./cartSync').then(
    (sync) => sync.startCartSync(),
    (error: unknown) => {
      started = undefined; // a failed chunk load (offline, old version) is tried again next time
      console.warn('Cart sync did not start', error);
    },
  );
  return started;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COUNT_KEY || event.key === null) cartCount.set(storedCount());
  });
  // Sign-out clears the cart, shipping address and payment method (spec, storefront 4) in IndexedDB too.
  onSignOut(() => {
    publishCartCount(0);
    return import('./cartStore').then((store) => store.clearOnSignOut());
  });
}

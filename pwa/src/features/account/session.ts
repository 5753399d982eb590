// The signed-in user, kept in localStorage under the spec's key `userInfo` (storefront 3 and 4).
// Screens read it through useSession(); every tab of the shop agrees through the `storage` event.
import type { UserInfoJson } from '@contract/account';
import { setSessionHooks } from '../../lib/api';
import { client } from '../../lib/client';
import { loginPath } from './loginPath';

export type UserInfo = UserInfoJson;

export const USER_INFO_KEY = 'userInfo';
/** What a sign-out clears (spec, storefront 4: user info, cart, shipping address, payment method). */
export const SIGN_OUT_KEYS = [USER_INFO_KEY, 'cartItems', 'shippingAddress', 'paymentMethod'] as const;

/** Stored user info if it has the expected shape, else null (an old or damaged value counts as signed out). */
export function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserInfo> | null;
    if (!value || typeof value !== 'object') return null;
    if (typeof value.token !== 'string' || !value.token || typeof value.name !== 'string' || typeof value.email !== 'string') return null;
    return {
      _id: Number(value._id),
      name: value.name,
      email: value.email,
      isAdmin: value.isAdmin === true,
      isAssistant: value.isAssistant === true,
      isSubscribed: value.isSubscribed === true,
      token: value.token,
    };
  } catch {
    return null;
  }
}

/** The staff menu a user gets (admin spec 2.1): administrators who are not assistants, assistants, or none. */
export function staffRole(user: Pick<UserInfo, 'isAdmin' | 'isAssistant'> | null): 'admin' | 'assistant' | null {
  if (!user) return null;
  if (user.isAssistant) return 'assistant';
  return user.isAdmin ? 'admin' : null;
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(USER_INFO_KEY);
  } catch {
    return null; // storage blocked: nobody is signed in
  }
}

// useSyncExternalStore needs the same object while nothing changed: parse only when the text changes.
let cachedRaw: string | null | undefined;
let cachedUser: UserInfo | null = null;

/** The signed-in user now, or null. */
export function currentUser(): UserInfo | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUserInfo(raw);
  }
  return cachedUser;
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Another tab signed in or out (the `storage` event fires only in the other tabs). */
function onStorage(event: StorageEvent) {
  if (event.key === USER_INFO_KEY || event.key === null) notify();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Stores the user info the server answered (sign-in, Google sign-in, profile update). */
export function signIn(info: UserInfo) {
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
  notify();
}

// ——— signing out ———

export interface SignedOutNavigation {
  to: string;
  /** The session ended on the server (expired, or signed out elsewhere), not by the user's choice. */
  expired?: boolean;
}

/** Where a sign-out goes; the router registers itself here (app/routes.tsx), until then a full page load. */
let goTo: (navigation: SignedOutNavigation) => unknown = ({ to }) => window.location.assign(to);
let leaving = false;

export function whenSignedOut(navigate: (navigation: SignedOutNavigation) => unknown) {
  goTo = navigate;
}

/**
 * True while a sign-out is on its way to /login: pages that need a user wait instead of sending the
 * visitor to /login?redirect=… themselves.
 */
export const isSigningOut = () => leaving;

/** What other features clear on a sign-out besides the keys above (the cart's IndexedDB data: spec, storefront 4). */
const signOutCleanups = new Set<() => unknown>();

/** Registers a clean-up that runs on every sign-out, after the user info is gone; answers the unregister. */
export function onSignOut(cleanup: () => unknown): () => void {
  signOutCleanups.add(cleanup);
  return () => signOutCleanups.delete(cleanup);
}

function endSession(navigation: SignedOutNavigation) {
  leaving = true;
  for (const key of SIGN_OUT_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage blocked: nothing stored either
    }
  }
  notify();
  for (const cleanup of signOutCleanups) {
    void Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => console.warn('Sign-out clean-up failed', error));
  }
  void Promise.resolve(goTo(navigation)).finally(() => {
    leaving = false;
  });
}

/** Ends the session on the server (best effort: an offline sign-out still signs out here), clears local data, goes to /login. */
export function signOut() {
  const user = currentUser();
  if (user) {
    const authorization = `Bearer ${user.token}`;
    // This device stops hearing about the account first, while the session still lets it ask
    // (loaded only now: the first screens carry none of push).
    void import('../pwa/pushSubscription')
      .then(({ turnOff }) => turnOff(authorization))
      .catch(() => undefined)
      .then(() => client.users.logout.$post({}, { headers: { Authorization: authorization } }))
      .catch(() => {
        // already signed out here; an unreachable server forgets the session when it expires
      });
  }
  endSession({ to: '/login' });
}

setSessionHooks({
  authorization() {
    const user = currentUser();
    return user ? `Bearer ${user.token}` : undefined;
  },
  tokenFailed(authorization) {
    // Only if the refused token is still ours (a late answer must not end a newer session).
    const user = currentUser();
    if (!user || `Bearer ${user.token}` !== authorization) return;
    const here = `${window.location.pathname}${window.location.search}`;
    endSession({ to: loginPath(here), expired: true });
  },
});

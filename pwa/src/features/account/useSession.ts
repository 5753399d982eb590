import { useSyncExternalStore } from 'react';
import { currentUser, subscribe, type UserInfo } from './session';

/** The signed-in user or null, re-rendering on sign-in, sign-out and profile changes in any tab. */
export function useSession(): UserInfo | null {
  return useSyncExternalStore(subscribe, currentUser, () => null);
}

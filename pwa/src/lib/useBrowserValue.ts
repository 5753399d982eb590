import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * A value only the browser can read (localStorage, the user agent). A server render, and the
 * hydration of its page, use serverValue; the browser then re-renders with its own.
 * read must return the same value while nothing changed (a primitive).
 */
export const useBrowserValue = <T>(read: () => T, serverValue: T): T => useSyncExternalStore(neverChanges, read, () => serverValue);

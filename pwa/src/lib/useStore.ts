import { useSyncExternalStore } from 'react';
import type { Store } from './store';

const whole = <T>(value: T) => value;

/**
 * A store's value, or the part of it select picks: a component re-renders only when that part
 * changes (select returns a primitive, or the same object while nothing changed).
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S | T = whole) {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.getServerValue()),
  );
}

/**
 * A value kept outside React (set by browser events or async work) that screens read with useStore.
 * Free of React, so the page's entry script can fill a store before the app's code has loaded.
 */
export interface Store<T> {
  get(): T;
  /** What a server render shows, and hydration with it, before the browser's own value. */
  getServerValue(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T, serverValue: T = initial): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getServerValue: () => serverValue,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

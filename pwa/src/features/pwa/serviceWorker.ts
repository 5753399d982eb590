import { Workbox } from 'workbox-window';
import { createStore } from '../../lib/store';
import { warmCaches } from './warmCaches';

/** Set while a new version waits: calling it activates that version, and the page then reloads once. */
export const waitingUpdate = createStore<(() => void) | null>(null);

/**
 * Registers the service worker (after the page has loaded, so it does not compete with the first
 * paint). A new version is only offered; it takes over when the visitor accepts it.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => waitingUpdate.set(() => workbox.messageSkipWaiting()));
  workbox.addEventListener('controlling', (event) => {
    // An update took over (accepted here or in another tab): show the new version, once.
    if (event.isUpdate) window.location.reload();
    // The first install: what this page loaded before the worker ran is not cached yet.
    else warmCaches();
  });
  void workbox.register();
}

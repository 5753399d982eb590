import type { Workbox } from 'workbox-window';
import { createStore } from '../../lib/store';
import { whenIdle } from '../../lib/whenIdle';
import { warmCaches } from './warmCaches';

/** Set while a new version waits: calling it activates that version, and the page then reloads once. */
export const waitingUpdate = createStore<(() => void) | null>(null);

/** Runs `run` once the page has loaded (at once if it has). */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Registers the service worker once the page has loaded and the browser is idle (called once the app
 * has taken the page over), so neither it nor workbox-window's code competes with the first paint
 * and the first tap. A new version is only offered; it takes over when the visitor accepts it.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  afterLoad(() => {
    whenIdle(() => void import('workbox-window').then((workboxWindow) => listenTo(new workboxWindow.Workbox('/sw.js'))));
  });
}

function listenTo(workbox: Workbox) {
  workbox.addEventListener('waiting', () => waitingUpdate.set(() => workbox.messageSkipWaiting()));
  workbox.addEventListener('controlling', (event) => {
    // An update took over (accepted here or in another tab): show the new version, once.
    if (event.isUpdate) window.location.reload();
    // The first install: what this page loaded before the worker ran is not cached yet.
    else warmCaches();
  });
  void workbox.register();
}

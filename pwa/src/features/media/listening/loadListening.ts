// The listening memory (Dexie, sync) is loaded only where places are read or written: by the
// player once a track plays, by the recording lists, and by the home page for a listener who has
// started something.
import { loadOnce } from '../../../lib/loadOnce';

/** Loads the memory, which reads IndexedDB into the `listening` store and starts the sync. */
export const loadListening = loadOnce(() => import('./listeningMemory'));

/** Starts reading the places where they are about to be shown; a failure leaves every episode as new. */
export function preloadListening() {
  loadListening().catch(() => undefined);
}

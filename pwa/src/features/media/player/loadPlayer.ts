// The player bar is loaded only once there is something to play, so pages without recordings (the
// home page above all) do not carry it.
import { loadOnce } from '../../../lib/loadOnce';

/** Loads the bar's code once; a failed load (offline) is tried again on the next call. */
export const loadMiniPlayerBar = loadOnce(() => import('./MiniPlayerBar'));

/** Called by the screens listing recordings, so the bar shows at once when play is tapped. */
export function preloadPlayer() {
  loadMiniPlayerBar().catch(() => undefined); // the bar's own load, when play is tapped, tries again
}

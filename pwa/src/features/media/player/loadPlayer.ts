// The player bar is loaded only once there is something to play, so pages without recordings (the
// home page above all) do not carry it.

export const loadMiniPlayerBar = () => import('./MiniPlayerBar');

/** Called by the screens listing recordings, so the bar shows at once when play is tapped. */
export function preloadPlayer() {
  void loadMiniPlayerBar();
}

import type { Howl } from 'howler';

// howler and the player bar are loaded only once there is something to play, so pages without
// recordings (the home page above all) do not carry them.

let HowlClass: typeof Howl | undefined;

export async function loadHowl(): Promise<typeof Howl> {
  HowlClass ??= (await import('howler')).Howl;
  return HowlClass;
}

/** howler's Howl once loaded; until then undefined. */
export const loadedHowl = () => HowlClass;

export const loadMiniPlayerBar = () => import('./MiniPlayerBar');

/** Called by the screens listing recordings, so a tap on play starts at once (iOS plays only within the tap). */
export function preloadPlayer() {
  void loadHowl();
  void loadMiniPlayerBar();
}

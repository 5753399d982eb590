import { lazy, Suspense, useEffect } from 'react';
import { takeOverEarlyPlayback } from './earlyPlayback';
import { loadMiniPlayerBar } from './loadPlayer';
import { usePlayer } from './usePlayer';

const MiniPlayerBar = lazy(() => loadMiniPlayerBar().then((module) => ({ default: module.MiniPlayerBar })));

/**
 * The player bar at the bottom of every page; shown (and its code loaded) only while a track is
 * loaded. It is in the page's body, so once the play buttons have been hydrated with it, the player
 * carries on with the recording a tap played before the app started.
 */
export function MiniPlayer() {
  const { track, carryOn } = usePlayer();
  useEffect(() => {
    const early = takeOverEarlyPlayback();
    if (early) carryOn(early);
  }, [carryOn]);
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayerBar track={track} />
    </Suspense>
  );
}

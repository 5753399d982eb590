import { lazy, Suspense } from 'react';
import { useShowsPlayback } from './earlyPlayback';
import { loadMiniPlayerBar } from './loadPlayer';
import { usePlayer } from './usePlayer';

const MiniPlayerBar = lazy(() => loadMiniPlayerBar().then((module) => ({ default: module.MiniPlayerBar })));

/** The player bar at the bottom of every page; shown (and its code loaded) only while a track is loaded. */
export function MiniPlayer() {
  const { track } = usePlayer();
  const showsPlayback = useShowsPlayback();
  if (!track || !showsPlayback) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayerBar track={track} />
    </Suspense>
  );
}

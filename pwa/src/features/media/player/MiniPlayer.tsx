import { lazy, Suspense } from 'react';
import { loadMiniPlayerBar } from './loadPlayer';
import { usePlayer } from './usePlayer';

const MiniPlayerBar = lazy(() => loadMiniPlayerBar().then((module) => ({ default: module.MiniPlayerBar })));

/** The player bar at the bottom of every page; shown (and its code loaded) only while a track is loaded. */
export function MiniPlayer() {
  const { track } = usePlayer();
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayerBar track={track} />
    </Suspense>
  );
}

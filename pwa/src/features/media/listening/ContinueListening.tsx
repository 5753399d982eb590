import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/whenIdle';
import { hasStartedListening } from './listeningPlaces';
import { preloadListening } from './loadListening';

const ContinueListeningRow = lazy(() => import('./ContinueListeningRow').then((module) => ({ default: module.ContinueListeningRow })));

/**
 * The home page's "Pokračovat v poslechu": only for a listener who has started an episode on this
 * device, and loaded when the page is idle, so the home page's first load carries none of it.
 */
export function ContinueListening() {
  const [started, setStarted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        if (!hasStartedListening()) return;
        preloadListening();
        setStarted(true);
      }),
    [],
  );
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ContinueListeningRow />
    </Suspense>
  );
}

import { useEffect, useState } from 'react';

/** Runs `run` at the browser's next idle moment (Safari has no requestIdleCallback: after a short timer). */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * False on the server, while the browser takes the page over and while a screen first shows; true
 * once the browser has had an idle moment after that. For work that can wait, so it does not
 * lengthen the task a slow phone is busy with when the app starts.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

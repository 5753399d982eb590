// Whether the shop's server answers, as the app believes it. `navigator.onLine` alone lies on a bad
// signal or behind a captive portal ("lie-fi"): it stays true while every request fails. So the app
// is offline on the browser's `offline` event or a request that got no answer, and online again on
// the `online` event or the next request that is answered.

/** The header the service worker adds to a saved answer it gives because the network did not answer in time. */
export const SAVED_ANSWER_HEADER = 'X-Shop-Saved-Answer';

// While offline with the browser believing it is online, the server is asked this often whether it answers again.
const PROBE_MS = 5_000;

let online = globalThis.navigator?.onLine !== false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setOnline(next: boolean) {
  clearTimeout(probeTimer);
  if (!next && navigator.onLine) probeTimer = setTimeout(() => void checkConnection(), PROBE_MS);
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener();
}

/** False while the network does not answer. */
export const isOnline = () => online;

/** A request got an answer from the server. */
export const answered = () => setOnline(true);

/** A request got no answer (it failed at the network level, or a saved answer came instead). */
export const unanswered = () => setOnline(false);

/** Asks the server whether it answers (any status will do) and sets the state by the outcome. */
export async function checkConnection(): Promise<void> {
  try {
    await fetch('/readyz', { cache: 'no-store' });
    answered();
  } catch {
    unanswered();
  }
}

/** Calls `listener` whenever the app goes offline or online; answers the unsubscribe. */
export function onConnectionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', answered);
  window.addEventListener('offline', unanswered);
}

// Whether the shop's server answers, as the app believes it. `navigator.onLine` alone lies on a bad
// signal or behind a captive portal ("lie-fi"): it stays true while every request fails. So the app
// is offline on the browser's `offline` event or a request that got no answer, and online again on
// the `online` event or the next request that is answered. A slow server is no lost network: the
// saved answer the service worker shows after its 3 s does not put the app offline (so the checkout
// stays open on a slow train connection); the app asks the server instead, giving it a read's time.

/** The header the service worker adds to a saved answer it gives instead of the server's, naming why (SAVED_BECAUSE). */
export const SAVED_ANSWER_HEADER = 'X-Shop-Saved-Answer';
export const SAVED_BECAUSE = {
  /** The request failed at the network level: offline. */
  networkFailed: 'network-failed',
  /** The server had not answered in the worker's time; the request goes on and saves its answer when it comes. */
  serverSlow: 'server-slow',
} as const;
export type SavedBecause = (typeof SAVED_BECAUSE)[keyof typeof SAVED_BECAUSE];

// While offline with the browser believing it is online, the server is asked this often whether it answers again.
const PROBE_MS = 5_000;

/**
 * How long a read (or that question) waits for an answer before the app takes the network as gone
 * (lie-fi: a captive portal or a dead signal can leave a request hanging).
 */
export const READ_TIMEOUT_MS = 15_000;

/** AbortSignal.timeout's equivalent on the page's own setTimeout, so its test can run the clock on. */
export function deadline(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms);
  return controller.signal;
}

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

/** A request got no answer (it failed at the network level, or the service worker's did and a saved answer came instead). */
export const unanswered = () => setOnline(false);

/** Sets the state by the answer a request got: the server's own, or one the service worker saved. */
export function received(response: Response) {
  const saved = response.headers.get(SAVED_ANSWER_HEADER);
  if (saved === null) answered();
  else if (saved === SAVED_BECAUSE.serverSlow) void checkConnection();
  else unanswered(); // the network failed (or a worker from before the reasons marks its answers '1')
}

let asking: Promise<void> | undefined;

/**
 * Asks the server whether it answers (any status will do) and sets the state by the outcome; while a
 * question is under way, its outcome is the answer. A question left hanging is given up like a read,
 * so the next one is asked: else the app stayed offline for good.
 */
export function checkConnection(): Promise<void> {
  asking ??= fetch('/readyz', { cache: 'no-store', signal: deadline(READ_TIMEOUT_MS) })
    .then(answered, unanswered)
    .finally(() => (asking = undefined));
  return asking;
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

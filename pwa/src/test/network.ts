// Stand-ins for the network in the PWA's unit tests, which run on vitest's clock.
import { afterEach, beforeEach, vi } from 'vitest';

/** Runs each test (of the file, or of the describe it is called in) on vitest's clock, on lie-fi: the browser believes it is online. */
export function onFakeClockWithLieFi() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** A network that never answers: the request ends only when its signal aborts. */
export const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

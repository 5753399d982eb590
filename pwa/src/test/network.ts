// Stand-ins for the network in the PWA's unit tests, which run on vitest's clock.

/** A network that never answers: the request ends only when its signal aborts. */
export const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES, isShopData, isShopImage } from './features/pwa/cachedRequests';
import { SAVED_ANSWER_HEADER, SAVED_BECAUSE, type SavedBecause } from './lib/connectivity';
import './sw/push';
import './sw/pendingOrderSync';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every route of the single-page app gets the precached shell, so even a page never visited opens
// offline (and its screens say what is missing); the API and media files are not pages.
// The server's own documents (feeds, sitemap, robots.txt) are no screens of the app: they go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/(api|demo|uploads|podcast|feeds)\//, /^\/(sitemap\.xml|robots\.txt)$/] }),
);

// NetworkFirst reads its cache only when the network failed or the server did not answer in time:
// such an answer carries SAVED_ANSWER_HEADER with the reason. The app takes a failed network as
// offline, as it takes a request that got no answer at all, but a slow server not (lib/connectivity):
// that request goes on. Workbox calls fetchDidFail before it reads the cache for a failure, and keeps
// `state` per request. Navigations always get the precached shell.
function withSavedAnswerMark(saved: Response, because: SavedBecause): Response {
  const headers = new Headers(saved.headers);
  headers.set(SAVED_ANSWER_HEADER, because);
  return new Response(saved.body, { status: saved.status, statusText: saved.statusText, headers });
}
interface RequestState {
  networkFailed?: boolean;
}
const markSavedAnswers = {
  fetchDidFail: async ({ state }: { state?: RequestState }) => {
    state!.networkFailed = true;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }: { cachedResponse?: Response; state?: RequestState }) =>
    cachedResponse && withSavedAnswerMark(cachedResponse, state?.networkFailed ? SAVED_BECAUSE.networkFailed : SAVED_BECAUSE.serverSlow),
};

// Network first: online, prices, stock and reviews are always current (an edit shows on the next
// view). Offline the fetch fails at once and the cached answer is used; on a bad signal the page
// waits at most 3 s before it gets the cached answer. A kept recording's detail, chapters and
// transcript, stored with it (features/media/offline/keptExtras.ts), answer when nothing else does.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isShopData(url),
  new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS }),
      markSavedAnswers,
      {
        handlerDidError: async ({ request }) => {
          const kept = await caches.match(request, { cacheName: CACHE_NAMES.audio });
          return kept && withSavedAnswerMark(kept, SAVED_BECAUSE.networkFailed);
        },
      },
    ],
  }),
);

// Images never change under the same address.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isShopImage(url),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The player's requests: a kept recording is answered from its cache, sliced to the byte range the
// audio element asks for, so it plays and seeks offline. Others go to the network; their answers
// are partial (206) and so never stored: only the page keeps a recording, whole.
registerRoute(
  ({ request }) => request.destination === 'audio',
  new CacheFirst({
    cacheName: CACHE_NAMES.audio,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
);

// A new version waits until the visitor accepts it (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take the open pages at once: the first visit is then cached as the visitor goes on browsing.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

import { isShopData, isShopImage } from './cachedRequests';

/**
 * Fetches again the catalogue calls and images this page loaded before the service worker took
 * control, this time through the worker, so the page the visitor landed on also opens offline.
 */
export function warmCaches() {
  const seen = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin || !(isShopData(url) || isShopImage(url)) || seen.has(url.href)) continue;
    seen.add(url.href);
    fetch(url).catch(() => undefined); // best effort: a miss only means that page is not saved yet
  }
}

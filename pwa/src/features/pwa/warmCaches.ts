import { API_BASE } from '../../lib/client';
import { PAGE_DATA_ELEMENT_ID } from '../../lib/pageData';
import { isShopData, isShopImage } from './cachedRequests';

/** The API calls a server-rendered page was built from: the page never made them itself. */
function serverAnsweredUrls(): URL[] {
  const embedded = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return embedded ? Object.keys(JSON.parse(embedded) as object).map((path) => new URL(`${API_BASE}${path}`, location.origin)) : [];
}

/**
 * Fetches again the catalogue calls and images this page loaded before the service worker took
 * control (or the server answered for it), this time through the worker, so the page the visitor
 * landed on also opens offline.
 */
export function warmCaches() {
  const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
  const seen = new Set<string>();
  for (const url of [...serverAnsweredUrls(), ...loaded]) {
    if (url.origin !== location.origin || !(isShopData(url) || isShopImage(url)) || seen.has(url.href)) continue;
    seen.add(url.href);
    // eslint-disable-next-line no-restricted-globals -- replays loaded addresses through the worker, not an API call
    fetch(url).catch(() => undefined); // best effort: a miss only means that page is not saved yet
  }
}

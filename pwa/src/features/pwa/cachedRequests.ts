// Which requests the service worker keeps for offline use. Shared by the worker (its routes) and
// the page (which refetches what it loaded before the worker took control), so both agree.

export const CACHE_NAMES = {
  /** Catalogue, banner, audio and video lists, library excerpts, the seller the legal pages name. */
  data: 'shop-data',
  /** Covers, banners and excerpt illustrations. */
  images: 'shop-images',
  /** Recordings the listener chose to keep; filled by the page, read by the worker. */
  audio: 'audio-offline',
} as const;

const DATA_PATHS = /^\/api\/(products|banner|audio|video|seller)(\/|$)/;
const IMAGE_PATHS = /^\/(demo\/(covers|excerpts|banners)|uploads)\//;

export const isShopData = (url: URL) => DATA_PATHS.test(url.pathname);
export const isShopImage = (url: URL) => IMAGE_PATHS.test(url.pathname);

// Recordings kept for offline listening. The Cache API is the only record: each kept mp3 is stored
// whole under its address, with its track (title, topic) in a header, and the service worker plays
// it from there. The list shown to the listener is read back from the same cache. The episode's
// chapters and transcript are kept beside it (keptExtras.ts).
import { createStore } from '../../../lib/store';
import { useStore } from '../../../lib/useStore';
import { CACHE_NAMES } from '../../pwa/cachedRequests';
import type { Track } from '../player/usePlayer';
import { episodeExtraAddresses, episodeExtrasToKeep } from './keptExtras';

const TRACK_HEADER = 'X-Kept-Track';

export const canKeepRecordings = () => 'caches' in globalThis && 'serviceWorker' in navigator;

export interface KeptRecording {
  track: Track;
  /** Bytes. */
  size: number;
}

/** The kept recordings, oldest first; empty until the cache has been read. */
export const keptRecordings = createStore<KeptRecording[]>([]);

/**
 * Whether the recording at src is kept. A row re-renders only when its own answer changes, not
 * each time the list is read (on the audio screens' first load, as the app takes the page over).
 */
export const useIsKept = (src: string) => useStore(keptRecordings, (kept) => kept.some(({ track }) => track.src === src));

const addressOf = (src: string) => new URL(src, location.href).href;

function recordingOf(response: Response | undefined): KeptRecording[] {
  const header = response?.headers.get(TRACK_HEADER);
  if (!response || !header) return [];
  try {
    return [{ track: JSON.parse(decodeURIComponent(header)) as Track, size: Number(response.headers.get('Content-Length')) || 0 }];
  } catch {
    return [];
  }
}

async function refreshKeptRecordings() {
  const cache = await caches.open(CACHE_NAMES.audio);
  const responses = await Promise.all((await cache.keys()).map((request) => cache.match(request)));
  keptRecordings.set(responses.flatMap(recordingOf));
}

/**
 * Downloads the whole file (a plain fetch sends no Range header, so the server answers 200 with
 * every byte; the player's own requests are partial and could not be kept) and stores it.
 */
export async function keepRecording(track: Track) {
  // The chapters and transcript are fetched meanwhile, and stored only with the recording.
  const extrasFetched = episodeExtrasToKeep(track.id);
  extrasFetched.catch(() => undefined); // awaited below; a failed download of the mp3 leaves it unawaited
  // eslint-disable-next-line no-restricted-globals -- an mp3 file, not an API call
  const response = await fetch(track.src);
  if (response.status !== 200) throw new Error(`Recording ${track.src} answered ${response.status}`);
  const [body, extras] = await Promise.all([response.blob(), extrasFetched]);
  const headers = {
    'Content-Type': response.headers.get('Content-Type') ?? 'audio/mpeg',
    'Content-Length': String(body.size),
    [TRACK_HEADER]: encodeURIComponent(JSON.stringify(track)),
  };
  const cache = await caches.open(CACHE_NAMES.audio);
  await cache.put(addressOf(track.src), new Response(body, { headers }));
  for (const [address, copy] of extras) await cache.put(address, copy);
  // Ask the browser not to clear the kept files when space runs low (granted quietly or not at all).
  void navigator.storage?.persist?.();
  await refreshKeptRecordings();
}

export async function removeRecording(track: Track) {
  const cache = await caches.open(CACHE_NAMES.audio);
  await cache.delete(addressOf(track.src));
  for (const address of episodeExtraAddresses(track.id)) await cache.delete(address);
  await refreshKeptRecordings();
}

export async function removeAllRecordings() {
  const cache = await caches.open(CACHE_NAMES.audio);
  await Promise.all((await cache.keys()).map((request) => cache.delete(request)));
  await refreshKeptRecordings();
}

// Read once when the audio screens first load this module.
if (canKeepRecordings()) void refreshKeptRecordings();

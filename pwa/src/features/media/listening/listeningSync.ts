// A signed-in listener's places follow them to their other devices: places changed here are sent
// (PUT /api/listening/{audioId}) when online, and the server's (GET /api/listening) are taken where
// they are later. The one module that calls the listening API.
import type { ListeningJson, ListeningUpdate } from '@contract/listening';
import { ApiError, apiFetch } from '../../../lib/api';
import { answer, API_BASE, client } from '../../../lib/client';
import { db } from '../../../lib/db';
import { currentUser, onSignOut, subscribe as onSessionChange } from '../../account/session';
import { trackOf } from '../episodeTrack';
import { laterPlace, type ListeningPlace } from './listeningPlaces';

const LISTENING_PATH = `${API_BASE}/listening`;
const ALL_RECORDINGS = '500';

async function fetchServerPlaces(): Promise<ListeningJson[]> {
  const response = await apiFetch(LISTENING_PATH);
  return (await response.json()) as ListeningJson[];
}

function sendPlace({ audioId, position, duration, playbackRate, finished, updatedAt }: ListeningPlace) {
  const body: ListeningUpdate = { position, duration, playbackRate, finished, updatedAt };
  return apiFetch(`${LISTENING_PATH}/${audioId}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** The server refused the place itself (a bad place, or a recording no longer published: 404), not the session or the rate: sending it again would not help. */
const isRefused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;

/** Sends the places changed here; a place changed again meanwhile stays waiting. */
async function sendWaiting() {
  for (const place of (await db.listening.toArray()).filter((p) => p.dirty)) {
    await sendPlace(place).catch((error: unknown) => {
      if (!isRefused(error)) throw error;
    });
    await db.transaction('rw', db.listening, async () => {
      const now = await db.listening.get(place.audioId);
      if (now?.updatedAt === place.updatedAt) await db.listening.put({ ...now, dirty: false });
    });
  }
}

/** Takes the server's places where they are later than this device's. */
async function takeServerPlaces() {
  const server = await fetchServerPlaces();
  await db.transaction('rw', db.listening, async () => {
    for (const remote of server) {
      const local = await db.listening.get(remote.audioId);
      if (!local || laterPlace(local, { ...remote, dirty: false }) !== local) await db.listening.put({ ...remote, track: local?.track, dirty: false });
    }
  });
}

/** Names the episodes synced from another device (the home page lists them). */
async function nameSyncedEpisodes() {
  const unnamed = (await db.listening.toArray()).filter((place) => !place.track);
  if (!unnamed.length) return;
  const { audios } = await answer(client.audio.$get({ query: { pageSize: ALL_RECORDINGS } }));
  const byId = new Map(audios.map((audio) => [audio._id, audio]));
  await db.transaction('rw', db.listening, async () => {
    for (const { audioId } of unnamed) {
      const audio = byId.get(audioId);
      const place = await db.listening.get(audioId);
      if (audio && place && !place.track) await db.listening.put({ ...place, track: trackOf(audio) });
    }
  });
}

let running: Promise<void> = Promise.resolve();

/** One exchange at a time; a failure (offline, the server down) leaves the waiting places to the next one. */
function exchange(steps: () => Promise<void>): Promise<void> {
  const run = async () => {
    if (!currentUser() || !navigator.onLine) return;
    await steps().catch(() => undefined);
  };
  running = running.then(run, run);
  return running;
}

/** Sends the places changed here (after each write). */
export const sendWaitingPlaces = () => exchange(sendWaiting);

/** Sends, then takes the server's: at start, on sign-in and when the connection returns. */
export const syncListening = () =>
  exchange(async () => {
    await sendWaiting();
    await takeServerPlaces();
    await nameSyncedEpisodes();
  });

export function startListeningSync() {
  window.addEventListener('online', () => void syncListening());
  onSessionChange(() => void syncListening());
  // The places are the account's once sent: the next person on this device starts afresh.
  onSignOut(() => db.listening.clear());
  void syncListening();
}

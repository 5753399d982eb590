// The places and speeds kept in IndexedDB (Dexie): read into the `listening` store (and kept in
// step with every tab's writes), written by the player. Loaded lazily (loadListening.ts).
import { liveQuery } from 'dexie';
import { db } from '../../../lib/db';
import type { Track } from '../player/usePlayer';
import { listening, type ListeningPlace, markListeningStarted } from './listeningPlaces';
import { sendWaitingPlaces, startListeningSync } from './listeningSync';

export interface PlaceUpdate {
  position: number;
  duration: number;
  playbackRate: number;
  finished: boolean;
}

liveQuery(async () => ({ places: await db.listening.toArray(), rates: await db.showRates.toArray() })).subscribe({
  next: ({ places, rates }) =>
    listening.set({
      loaded: true,
      places: new Map(places.map((place) => [place.audioId, place])),
      rates: Object.fromEntries(rates.map((rate) => [rate.show, rate.playbackRate])),
    }),
  error: () => listening.set({ ...listening.get(), loaded: true }), // IndexedDB unavailable (private mode): every episode is new
});
startListeningSync();

/** Keeps where the listener is in the track now, to be sent to the server when signed in. */
export async function keepPlace(track: Track, update: PlaceUpdate) {
  if (track.audioId === undefined || !(update.duration > 0)) return;
  const place: ListeningPlace = { audioId: track.audioId, ...update, updatedAt: new Date().toISOString(), track, dirty: true };
  markListeningStarted();
  await db.listening.put(place);
  void sendWaitingPlaces();
}

export const keepShowRate = (show: string, playbackRate: number) => db.showRates.put({ show, playbackRate });

// The listener's places in the episodes and their speed per show, as the player and the lists read
// them. Free of Dexie (the home page's first load carries this): listeningMemory.ts fills the store
// from IndexedDB once something loads it.
import type { ListeningRecord } from '../../../lib/db';
import { createStore } from '../../../lib/store';

export type ListeningPlace = ListeningRecord;

export interface Listening {
  /** False until IndexedDB has been read. */
  loaded: boolean;
  places: ReadonlyMap<number, ListeningPlace>;
  /** Playback rate per podcast slug. */
  rates: Readonly<Record<string, number>>;
}

export const listening = createStore<Listening>({ loaded: false, places: new Map(), rates: {} });

/** Opening an episode in progress goes back this much, so the listener hears where they were. */
export const RESUME_REWIND_SECONDS = 3;

/** Where playing an episode starts: a little before its saved place, or from the start once it was played. */
export function resumePosition(place: ListeningPlace | undefined): number {
  if (!place || place.finished) return 0;
  return Math.max(0, place.position - RESUME_REWIND_SECONDS);
}

export type EpisodeProgress = { kind: 'new' } | { kind: 'inProgress'; minutesLeft: number } | { kind: 'played' };

export function episodeProgress(place: ListeningPlace | undefined): EpisodeProgress {
  if (!place) return { kind: 'new' };
  if (place.finished) return { kind: 'played' };
  return { kind: 'inProgress', minutesLeft: Math.max(1, Math.ceil((place.duration - place.position) / 60)) };
}

/** Of two places of one episode, the one the listener was at last (by their device's clock); the first on a tie. */
export const laterPlace = <P extends Pick<ListeningPlace, 'updatedAt'>>(first: P, second: P): P =>
  Date.parse(second.updatedAt) > Date.parse(first.updatedAt) ? second : first;

/** Episodes started and not finished, the last listened first. */
export const inProgress = (places: ReadonlyMap<number, ListeningPlace>) =>
  [...places.values()].filter((place) => !place.finished).sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));

export const playbackRateOf = (show: string | undefined) => (show && listening.get().rates[show]) || 1;

// A hint in localStorage, so the home page opens IndexedDB only for a listener who has started something.
const STARTED_KEY = 'listeningStarted';

export function markListeningStarted() {
  try {
    localStorage.setItem(STARTED_KEY, '1');
  } catch {
    // storage blocked: the home page shows no row to continue
  }
}

export function hasStartedListening(): boolean {
  try {
    return localStorage.getItem(STARTED_KEY) === '1';
  } catch {
    return false;
  }
}

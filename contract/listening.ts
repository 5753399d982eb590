// Where a listener stopped in each episode, kept across devices (GET and PUT /api/listening), and an
// episode's chapters. Shared by the server and the PWA's player. Imports only zod.
import { z } from 'zod';

/** The longest recording the shop takes: 24 hours. */
export const LISTENING_MAX_SECONDS = 24 * 60 * 60;
export const PLAYBACK_RATE_MIN = 0.5;
export const PLAYBACK_RATE_MAX = 3;
/** How far ahead of the server's clock a device's clock may run. */
export const LISTENING_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** One episode's place for the signed-in listener (GET /api/listening answers a list of them). */
export interface ListeningJson {
  audioId: number;
  /** Seconds from the start. */
  position: number;
  /** The recording's length in seconds. */
  duration: number;
  playbackRate: number;
  /** When the listener was there, by the device's clock (ISO-8601). */
  updatedAt: string;
  finished: boolean;
}

/** A chapter of an episode: where it starts (seconds) and its title. */
export interface ChapterJson {
  start: number;
  title: string;
}

export const listeningMessages = {
  position: 'Pozice v nahrávce musí být číslo od 0 do délky nahrávky.',
  duration: 'Délka nahrávky musí být kladné číslo nejvýše 24 hodin.',
  playbackRate: `Rychlost přehrávání musí být od ${PLAYBACK_RATE_MIN} do ${PLAYBACK_RATE_MAX}.`,
  updatedAt: 'Čas poslechu musí být datum a čas ve formátu ISO 8601.',
  updatedAtInFuture: 'Čas poslechu je v budoucnosti: zkontrolujte prosím hodiny zařízení.',
  finished: 'Údaj „dohráno“ musí být ano, nebo ne.',
} as const;

const seconds = (message: string, max: number) => z.number({ error: message }).finite(message).min(0, message).max(max, message);

/**
 * PUT /api/listening/{audioId}: one episode's place. The position lies within the recording, the
 * rate within what a player offers, and `updatedAt` is a real instant no further ahead than a
 * device's clock may run (checked against the clock at the time of parsing).
 */
export const listeningUpdateSchema = z
  .object({
    position: seconds(listeningMessages.position, LISTENING_MAX_SECONDS),
    duration: seconds(listeningMessages.duration, LISTENING_MAX_SECONDS).positive(listeningMessages.duration),
    playbackRate: z
      .number({ error: listeningMessages.playbackRate })
      .min(PLAYBACK_RATE_MIN, listeningMessages.playbackRate)
      .max(PLAYBACK_RATE_MAX, listeningMessages.playbackRate)
      .default(1),
    finished: z.boolean({ error: listeningMessages.finished }).default(false),
    updatedAt: z.iso
      .datetime({ offset: true, error: listeningMessages.updatedAt })
      .transform((value) => new Date(value).toISOString())
      .refine((value) => Date.parse(value) <= Date.now() + LISTENING_CLOCK_SKEW_MS, listeningMessages.updatedAtInFuture),
  })
  .refine((place) => place.position <= place.duration, { message: listeningMessages.position, path: ['position'] });

export type ListeningUpdate = z.output<typeof listeningUpdateSchema>;

/** The item (chapter, transcript cue) playing at `time`: the last one started, -1 before the first; `items` ordered by start. */
export function playingAt(items: readonly { start: number }[], time: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (items[middle]!.start <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

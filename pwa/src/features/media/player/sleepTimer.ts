import { createStore } from '../../../lib/store';

/** The sleep timer: playback stops at a moment (Date.now() ms), or when the episode ends; null when off. */
export type SleepTimer = { endsAt: number } | { atEpisodeEnd: true } | null;

export const sleepTimer = createStore<SleepTimer>(null);

export const SLEEP_MINUTES = [15, 30, 60] as const;
/** The volume falls to nothing over the timer's last seconds. */
export const SLEEP_FADE_MS = 10_000;

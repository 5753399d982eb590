import { createContext, useContext } from 'react';
import type { EpisodeRecord } from '../../../lib/db';
import { createStore } from '../../../lib/store';
import { useStore } from '../../../lib/useStore';
import type { EarlyPlayback } from './earlyPlayback';

/** A recording the player plays: an episode of a show (podcast) when it has `audioId` and `show`. */
export type Track = EpisodeRecord;

/** The playback speeds the listener chooses from. */
export const PLAYBACK_RATES = [0.8, 1, 1.2, 1.5, 1.75, 2] as const;
export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;

/**
 * What a tap on play, pause or a speed changes, kept outside React: each part of the player and each
 * row of a list reads only its own share (usePlaying, usePlaybackRate, useTrackState), so a tap
 * re-renders those alone, not the whole bar and every row. The loaded track itself and its audio
 * element are the provider's state, changed together (Player).
 */
export interface NowPlaying {
  /** The loaded track's id, for the rows; null when the player is closed. */
  trackId: string | null;
  /** True from the moment playing is asked for (also while the file is still loading). */
  playing: boolean;
  playbackRate: number;
}

export const nowPlaying = createStore<NowPlaying>({ trackId: null, playing: false, playbackRate: 1 });

export const usePlaying = () => useStore(nowPlaying, (now) => now.playing);
export const usePlaybackRate = () => useStore(nowPlaying, (now) => now.playbackRate);

/** A track as its row shows it: playing, loaded in the player (paused), or neither. */
export const useTrackState = (trackId: string) => useStore(nowPlaying, (now) => (now.trackId !== trackId ? 'other' : now.playing ? 'playing' : 'loaded'));

/** What the player does; the same functions for as long as the app runs, so their users never re-render for them. */
export interface PlayerActions {
  /**
   * Plays the track where the listener left it (its saved place less a few seconds), or resumes it
   * when it is the loaded one; `episodes` is the list it was chosen from (its show's), for previous and next.
   */
  play: (track: Track, episodes?: readonly Track[]) => void;
  pause: () => void;
  toggle: () => void;
  seek: (seconds: number) => void;
  /** Moves by seconds from the current position (negative: back). */
  skip: (seconds: number) => void;
  setPlaybackRate: (rate: number) => void;
  /** Stops and unloads the track, which hides the mini-player. */
  close: () => void;
  /** Goes on with a recording already in an audio element of its own, as it is (playing or paused). */
  carryOn: (early: EarlyPlayback) => void;
}

export interface Player extends PlayerActions {
  /** The loaded track; null when the player is closed. */
  track: Track | null;
  /** The file could not be loaded or played. */
  failed: boolean;
  /** The loaded track's audio element (for the lock screen and the memory of places); null when closed. */
  audio: HTMLAudioElement | null;
  /** The episodes before and after the loaded one in its show's list; null at either end or without a list. */
  previous: Track | null;
  next: Track | null;
}

/** Seconds; kept apart from Player so that lists of tracks do not re-render on every tick. */
export interface PlaybackProgress {
  position: number;
  /** 0 until the file's length is known. */
  duration: number;
}

export const PlayerContext = createContext<Player | null>(null);
export const PlayerActionsContext = createContext<PlayerActions | null>(null);
export const ProgressContext = createContext<PlaybackProgress>({ position: 0, duration: 0 });

/** The one audio player of the app (held by PlayerProvider above the routes). */
export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer must be used inside PlayerProvider');
  return player;
}

/** The player's actions alone: for the many (the rows of a list) that need nothing else. */
export function usePlayerActions(): PlayerActions {
  const actions = useContext(PlayerActionsContext);
  if (!actions) throw new Error('usePlayerActions must be used inside PlayerProvider');
  return actions;
}

/** Position and duration of the loaded track, updated about four times a second while playing. */
export const usePlaybackProgress = () => useContext(ProgressContext);

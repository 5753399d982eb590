import { createContext, useContext } from 'react';
import type { EarlyPlayback } from './earlyPlayback';

export interface Track {
  id: string;
  title: string;
  src: string;
  subtitle?: string;
}

export interface Player {
  /** The loaded track; null when the player is closed. */
  track: Track | null;
  /** True from the moment playing is asked for (also while the file is still loading). */
  playing: boolean;
  /** The file could not be loaded or played. */
  failed: boolean;
  /** Plays the track from its start, or resumes it when it is the loaded one. */
  play: (track: Track) => void;
  pause: () => void;
  toggle: () => void;
  seek: (seconds: number) => void;
  /** Stops and unloads the track, which hides the mini-player. */
  close: () => void;
  /** Goes on with a recording already in an audio element of its own, as it is (playing or paused). */
  carryOn: (early: EarlyPlayback) => void;
}

/** Seconds; kept apart from Player so that lists of tracks do not re-render on every tick. */
export interface PlaybackProgress {
  position: number;
  /** 0 until the file's length is known. */
  duration: number;
}

export const PlayerContext = createContext<Player | null>(null);
export const ProgressContext = createContext<PlaybackProgress>({ position: 0, duration: 0 });

/** The one audio player of the app (held by PlayerProvider above the routes). */
export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer must be used inside PlayerProvider');
  return player;
}

/** Position and duration of the loaded track, updated about four times a second while playing. */
export const usePlaybackProgress = () => useContext(ProgressContext);

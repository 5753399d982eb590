import type { Howl } from 'howler';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadedHowl, loadHowl } from './loadPlayer';
import { useMediaSession } from './useMediaSession';
import { type PlaybackProgress, type Player, PlayerContext, ProgressContext, type Track } from './usePlayer';

const TICK_MS = 250;
const NO_PROGRESS: PlaybackProgress = { position: 0, duration: 0 };

interface LoadedSound {
  track: Track;
  howl: Howl;
  /** Howler's id of the one sound we play, so a resume never starts a second copy. */
  soundId: number;
  /** Set when the file could not be loaded or played; playing it again then loads it anew. */
  failed: boolean;
}

/** Holds the one Howl of the app above the routes, so audio keeps playing while the listener browses. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const loaded = useRef<LoadedSound | null>(null);
  const [track, setTrack] = useState<Track | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<PlaybackProgress>(NO_PROGRESS);

  const unload = useCallback(() => {
    loaded.current?.howl.unload();
    loaded.current = null;
  }, []);

  const play = useCallback(
    (next: Track) => {
      const current = loaded.current;
      if (current?.track.id === next.id && !current.failed) {
        current.howl.play(current.soundId);
        setPlaying(true);
        return;
      }
      const HowlClass = loadedHowl();
      if (!HowlClass) {
        // Only when play comes before the screen's preload finished.
        void loadHowl().then(() => play(next));
        return;
      }
      unload();
      const howl = new HowlClass({ src: [next.src], html5: true, format: ['mp3'] });
      // Events of a sound that was replaced meanwhile must not touch the state of the new one.
      const isCurrent = () => loaded.current?.howl === howl;
      const stopped = () => isCurrent() && setPlaying(false);
      const broke = () => {
        const current = loaded.current;
        if (current?.howl !== howl) return;
        current.failed = true;
        setPlaying(false);
        setFailed(true);
      };
      howl.on('load', () => isCurrent() && setProgress((p) => ({ ...p, duration: howl.duration() })));
      howl.on('play', () => isCurrent() && setFailed(false));
      howl.on('pause', stopped);
      howl.on('stop', stopped);
      howl.on('end', () => {
        stopped();
        if (isCurrent()) setProgress((p) => ({ ...p, position: 0 }));
      });
      howl.on('loaderror', broke);
      howl.on('playerror', broke);
      loaded.current = { track: next, howl, soundId: howl.play(), failed: false };
      setTrack(next);
      setProgress(NO_PROGRESS);
      setFailed(false);
      setPlaying(true);
    },
    [unload],
  );

  const pause = useCallback(() => {
    const current = loaded.current;
    if (!current) return;
    current.howl.pause(current.soundId);
    setPlaying(false);
  }, []);

  const toggle = useCallback(() => {
    if (playing) pause();
    else if (loaded.current) play(loaded.current.track);
  }, [playing, pause, play]);

  const seek = useCallback((seconds: number) => {
    const current = loaded.current;
    if (!current) return;
    current.howl.seek(seconds, current.soundId);
    setProgress((p) => ({ ...p, position: seconds }));
  }, []);

  const close = useCallback(() => {
    unload();
    setTrack(null);
    setPlaying(false);
    setFailed(false);
    setProgress(NO_PROGRESS);
  }, [unload]);

  useEffect(() => unload, [unload]);

  useEffect(() => {
    const current = loaded.current;
    if (!playing || !current) return;
    const timer = window.setInterval(() => {
      const position = current.howl.seek(current.soundId);
      setProgress({ position: typeof position === 'number' ? position : 0, duration: current.howl.duration() });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, track]);

  const player = useMemo<Player>(
    () => ({ track, playing, failed, play, pause, toggle, seek, close }),
    [track, playing, failed, play, pause, toggle, seek, close],
  );
  useMediaSession(player);

  return (
    <PlayerContext.Provider value={player}>
      <ProgressContext.Provider value={progress}>{children}</ProgressContext.Provider>
    </PlayerContext.Provider>
  );
}

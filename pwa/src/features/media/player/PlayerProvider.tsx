import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkConnection } from '../../../lib/connectivity';
import { PageScript } from '../../../lib/ui/PageScript';
import { type EarlyPlayback, playBeforeStart } from './earlyPlayback';
import { useMediaSession } from './useMediaSession';
import { type PlaybackProgress, type Player, PlayerContext, ProgressContext, type Track } from './usePlayer';

const TICK_MS = 250;
const NO_PROGRESS: PlaybackProgress = { position: 0, duration: 0 };

interface LoadedAudio {
  track: Track;
  /** The one audio element playing the track, so a resume never starts a second copy. */
  audio: HTMLAudioElement;
  /** Set when the file could not be loaded or played; playing it again then loads it anew. */
  failed: boolean;
}

/** Seconds, 0 while the length is not known yet. */
const durationOf = (audio: HTMLAudioElement) => (Number.isFinite(audio.duration) ? audio.duration : 0);

const progressOf = (audio: HTMLAudioElement): PlaybackProgress => ({ position: audio.currentTime, duration: durationOf(audio) });

/** Holds the one audio element of the app above the routes, so audio keeps playing while the listener browses. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const loaded = useRef<LoadedAudio | null>(null);
  const [track, setTrack] = useState<Track | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<PlaybackProgress>(NO_PROGRESS);

  const unload = useCallback(() => {
    const audio = loaded.current?.audio;
    loaded.current = null;
    audio?.pause();
    audio?.removeAttribute('src');
    audio?.load(); // lets go of the file and its connection
  }, []);

  /** The file could not be loaded or played: the player says so, and playing it again loads it anew. */
  const fail = useCallback((audio: HTMLAudioElement) => {
    const current = loaded.current;
    if (current?.audio !== audio) return;
    current.failed = true;
    setPlaying(false);
    setFailed(true);
    void checkConnection(); // a file that does not load may mean the network does not answer: the bar then says why
  }, []);

  /** Plays; a play interrupted by a pause or an unload is no failure. */
  const start = useCallback((audio: HTMLAudioElement) => audio.play().catch((error: unknown) => (error as Error).name !== 'AbortError' && fail(audio)), [fail]);

  /** Keeps the state in step with the audio element; events of one replaced meanwhile are ignored. */
  const follow = useCallback(
    (audio: HTMLAudioElement) => {
      const isCurrent = () => loaded.current?.audio === audio;
      audio.addEventListener('durationchange', () => isCurrent() && setProgress(progressOf(audio)));
      audio.addEventListener('play', () => isCurrent() && setPlaying(true));
      audio.addEventListener('pause', () => isCurrent() && setPlaying(false));
      audio.addEventListener('ended', () => {
        if (!isCurrent()) return;
        audio.currentTime = 0;
        setProgress(progressOf(audio));
      });
      audio.addEventListener('error', () => fail(audio));
      if (audio.error) fail(audio); // it failed before the player listened (carryOn)
    },
    [fail],
  );

  useEffect(() => unload, [unload]);

  const play = useCallback(
    (next: Track) => {
      const current = loaded.current;
      if (current?.track.id === next.id && !current.failed) {
        void start(current.audio);
        setPlaying(true);
        return;
      }
      unload();
      const audio = new Audio(next.src);
      loaded.current = { track: next, audio, failed: false };
      follow(audio);
      void start(audio);
      setTrack(next);
      setProgress(NO_PROGRESS);
      setFailed(false);
      setPlaying(true);
    },
    [unload, follow, start],
  );

  const carryOn = useCallback(
    ({ track: next, audio }: EarlyPlayback) => {
      unload();
      loaded.current = { track: next, audio, failed: false };
      setTrack(next);
      setProgress(progressOf(audio));
      setFailed(false);
      setPlaying(!audio.paused);
      follow(audio);
    },
    [unload, follow],
  );

  const pause = useCallback(() => {
    loaded.current?.audio.pause();
    setPlaying(false);
  }, []);

  const toggle = useCallback(() => {
    if (playing) pause();
    else if (loaded.current) play(loaded.current.track);
  }, [playing, pause, play]);

  const seek = useCallback((seconds: number) => {
    const current = loaded.current;
    if (!current) return;
    current.audio.currentTime = seconds;
    setProgress((p) => ({ ...p, position: seconds }));
  }, []);

  const close = useCallback(() => {
    unload();
    setTrack(null);
    setPlaying(false);
    setFailed(false);
    setProgress(NO_PROGRESS);
  }, [unload]);

  useEffect(() => {
    const audio = loaded.current?.audio;
    if (!playing || !audio) return;
    const timer = window.setInterval(() => setProgress(progressOf(audio)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, track]);

  const player = useMemo<Player>(
    () => ({ track, playing, failed, play, pause, toggle, seek, close, carryOn }),
    [track, playing, failed, play, pause, toggle, seek, close, carryOn],
  );
  useMediaSession(player);

  return (
    <PlayerContext.Provider value={player}>
      <ProgressContext.Provider value={progress}>
        <PageScript call={playBeforeStart} on="parent" />
        {children}
      </ProgressContext.Provider>
    </PlayerContext.Provider>
  );
}

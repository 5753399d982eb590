import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkConnection } from '../../../lib/connectivity';
import { PageScript } from '../../../lib/ui/PageScript';
import { useStore } from '../../../lib/useStore';
import { listening, playbackRateOf, resumePosition } from '../listening/listeningPlaces';
import { autoNext } from './autoNextSetting';
import { type EarlyPlayback, playBeforeStart } from './earlyPlayback';
import { sleepTimer } from './sleepTimer';
import { useMediaSession } from './useMediaSession';
import {
  nowPlaying,
  type NowPlaying,
  type PlaybackProgress,
  type Player,
  type PlayerActions,
  PlayerActionsContext,
  PlayerContext,
  ProgressContext,
  type Track,
} from './usePlayer';

const TICK_MS = 250;
const NO_PROGRESS: PlaybackProgress = { position: 0, duration: 0 };
const NO_EPISODES: readonly Track[] = [];

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

const setNow = (change: Partial<NowPlaying>) => nowPlaying.set({ ...nowPlaying.get(), ...change });

/**
 * Moves a newly loaded track to where the listener left it and sets their speed for its show;
 * false while the places have not been read from IndexedDB yet.
 */
function startWhereLeft(audio: HTMLAudioElement, track: Track): boolean {
  const { loaded, places } = listening.get();
  if (!loaded) return false;
  const position = resumePosition(track.audioId === undefined ? undefined : places.get(track.audioId));
  if (position > audio.currentTime) audio.currentTime = position; // before the file has loaded, where it starts
  audio.playbackRate = audio.defaultPlaybackRate = playbackRateOf(track.show);
  return true;
}

/** Holds the one audio element of the app above the routes, so audio keeps playing while the listener browses. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const loaded = useRef<LoadedAudio | null>(null);
  /** A track loaded before the places were read: moved to its place once they are. */
  const awaitingPlace = useRef<HTMLAudioElement | null>(null);
  const [track, setTrack] = useState<Track | null>(null);
  const playing = useStore(nowPlaying, (now) => now.playing);
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const [episodes, setEpisodes] = useState<readonly Track[]>(NO_EPISODES);
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
    setNow({ playing: false });
    setFailed(true);
    void checkConnection(); // a file that does not load may mean the network does not answer: the bar then says why
  }, []);

  /** Plays; a play interrupted by a pause or an unload is no failure. */
  const start = useCallback((audio: HTMLAudioElement) => audio.play().catch((error: unknown) => (error as Error).name !== 'AbortError' && fail(audio)), [fail]);

  /** Makes the audio element the loaded track's and keeps the state in step with it; events of one replaced meanwhile are ignored. */
  const take = useCallback(
    (next: Track, audio: HTMLAudioElement) => {
      loaded.current = { track: next, audio, failed: false };
      awaitingPlace.current = startWhereLeft(audio, next) ? null : audio;
      setTrack(next);
      setAudio(audio);
      setNow({ trackId: next.id, playbackRate: audio.playbackRate });
      setProgress(progressOf(audio));
      setFailed(false);
      const isCurrent = () => loaded.current?.audio === audio;
      audio.addEventListener('durationchange', () => isCurrent() && setProgress(progressOf(audio)));
      audio.addEventListener('play', () => isCurrent() && setNow({ playing: true }));
      audio.addEventListener('pause', () => isCurrent() && setNow({ playing: false }));
      audio.addEventListener('ratechange', () => isCurrent() && setNow({ playbackRate: audio.playbackRate }));
      audio.addEventListener('error', () => fail(audio));
      if (audio.error) fail(audio); // it failed before the player listened (carryOn)
    },
    [fail],
  );

  useEffect(() => unload, [unload]);

  useEffect(
    () =>
      listening.subscribe(() => {
        const current = loaded.current;
        if (current && awaitingPlace.current === current.audio && startWhereLeft(current.audio, current.track)) awaitingPlace.current = null;
      }),
    [],
  );

  const play = useCallback(
    (next: Track, list?: readonly Track[]) => {
      setEpisodes((current) => list ?? (current.some((episode) => episode.id === next.id) ? current : NO_EPISODES));
      const current = loaded.current;
      if (current?.track.id === next.id && !current.failed) {
        void start(current.audio);
        setNow({ playing: true });
        return;
      }
      unload();
      const audio = new Audio(next.src);
      take(next, audio);
      void start(audio);
      setNow({ playing: true });
    },
    [unload, take, start],
  );

  const carryOn = useCallback(
    ({ track: next, audio }: EarlyPlayback) => {
      unload();
      take(next, audio);
      setNow({ playing: !audio.paused });
    },
    [unload, take],
  );

  const pause = useCallback(() => {
    loaded.current?.audio.pause();
    setNow({ playing: false });
  }, []);

  const toggle = useCallback(() => {
    if (nowPlaying.get().playing) pause();
    else if (loaded.current) play(loaded.current.track);
  }, [pause, play]);

  const seek = useCallback((seconds: number) => {
    const current = loaded.current;
    if (!current) return;
    const duration = durationOf(current.audio);
    const position = Math.max(0, duration ? Math.min(seconds, duration) : seconds);
    current.audio.currentTime = position;
    setProgress((p) => ({ ...p, position }));
  }, []);

  const skip = useCallback((seconds: number) => seek((loaded.current?.audio.currentTime ?? 0) + seconds), [seek]);

  const setPlaybackRate = useCallback((rate: number) => {
    const current = loaded.current;
    if (current) current.audio.playbackRate = current.audio.defaultPlaybackRate = rate;
  }, []);

  const close = useCallback(() => {
    unload();
    setTrack(null);
    setAudio(null);
    setNow({ trackId: null, playing: false });
    setEpisodes(NO_EPISODES);
    setFailed(false);
    setProgress(NO_PROGRESS);
    sleepTimer.set(null);
  }, [unload]);

  const index = track ? episodes.findIndex((episode) => episode.id === track.id) : -1;
  const previous = (index > 0 && episodes[index - 1]) || null;
  const next = (index >= 0 && episodes[index + 1]) || null;

  // At the end: the sleep timer set to the episode's end stops here; else the next episode when the listener chose so.
  useEffect(() => {
    if (!audio) return;
    const ended = () => {
      const timer = sleepTimer.get();
      if (timer && 'atEpisodeEnd' in timer) sleepTimer.set(null);
      else if (next && autoNext.get()) return play(next);
      audio.currentTime = 0;
      setProgress(progressOf(audio));
    };
    audio.addEventListener('ended', ended);
    return () => audio.removeEventListener('ended', ended);
  }, [audio, next, play]);

  useEffect(() => {
    if (!playing || !audio) return;
    const timer = window.setInterval(() => setProgress(progressOf(audio)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, audio]);

  const actions = useMemo<PlayerActions>(
    () => ({ play, pause, toggle, seek, skip, setPlaybackRate, close, carryOn }),
    [play, pause, toggle, seek, skip, setPlaybackRate, close, carryOn],
  );
  const player = useMemo<Player>(() => ({ ...actions, track, failed, audio, previous, next }), [actions, track, failed, audio, previous, next]);
  useMediaSession(player, playing);

  return (
    <PlayerActionsContext.Provider value={actions}>
      <PlayerContext.Provider value={player}>
        <ProgressContext.Provider value={progress}>
          <PageScript call={playBeforeStart} on="parent" />
          {children}
        </ProgressContext.Provider>
      </PlayerContext.Provider>
    </PlayerActionsContext.Provider>
  );
}

import { useEffect } from 'react';
import type { Track } from '../player/usePlayer';
import { keepPlace } from './listeningMemory';

/** The place is written at least this often while playing, besides on pause, page hide and end. */
const KEEP_EVERY_MS = 10_000;
/** A track heard for less than this has not been started: it stays new. */
const STARTED_AFTER_SECONDS = 1;

/**
 * Keeps the listener's place in the playing track: once it has started (so the lists show it in
 * progress at once), every 10 s while playing, on pause, when the page is hidden or left, and at the end.
 */
export function useKeepingPlace(track: Track, audio: HTMLAudioElement | null) {
  useEffect(() => {
    if (!audio) return;
    // Noted as it becomes known: at the end, the next episode may already have unloaded this one.
    let duration = NaN;
    const noteDuration = () => {
      if (Number.isFinite(audio.duration)) duration = audio.duration;
    };
    noteDuration();
    const keep = (finished: boolean) => {
      const { currentTime, playbackRate } = audio;
      if (!Number.isFinite(duration) || (!finished && currentTime < STARTED_AFTER_SECONDS)) return;
      void keepPlace(track, { position: finished ? duration : currentTime, duration, playbackRate, finished });
    };
    const keepNow = () => keep(false);
    const keepIfPlaying = () => !audio.paused && keepNow();
    const keepIfHidden = () => document.visibilityState === 'hidden' && keepNow();
    const keepEnd = () => keep(true);
    // At the end the pause comes first, with `ended` already true: the episode is kept as played
    // there too, since the next episode, started on `ended`, may re-render the player (and unhook
    // these listeners) before this hook hears `ended` itself.
    const keepAtPause = () => keep(audio.ended);
    const keepOnceStarted = () => {
      if (audio.currentTime < STARTED_AFTER_SECONDS) return;
      audio.removeEventListener('timeupdate', keepOnceStarted);
      keepNow();
    };
    const timer = window.setInterval(keepIfPlaying, KEEP_EVERY_MS);
    audio.addEventListener('durationchange', noteDuration);
    audio.addEventListener('timeupdate', keepOnceStarted);
    audio.addEventListener('pause', keepAtPause);
    audio.addEventListener('ended', keepEnd);
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', keepIfHidden);
    return () => {
      window.clearInterval(timer);
      audio.removeEventListener('durationchange', noteDuration);
      audio.removeEventListener('timeupdate', keepOnceStarted);
      audio.removeEventListener('pause', keepAtPause);
      audio.removeEventListener('ended', keepEnd);
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', keepIfHidden);
    };
  }, [track, audio]);
}

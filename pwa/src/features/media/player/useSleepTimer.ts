import { useEffect, useState } from 'react';
import { useStore } from '../../../lib/useStore';
import { SLEEP_FADE_MS, sleepTimer } from './sleepTimer';

const TICK_MS = 250;

/**
 * Runs the sleep timer while a track is loaded: over its last seconds the volume falls to nothing,
 * then playback pauses and the volume is restored. Answers the milliseconds left (null when the
 * timer is off or waits for the episode's end).
 */
export function useSleepTimer(audio: HTMLAudioElement | null, pause: () => void): number | null {
  const timer = useStore(sleepTimer);
  const endsAt = timer && 'endsAt' in timer ? timer.endsAt : null;
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    if (endsAt === null || !audio) {
      setLeft(null);
      return;
    }
    const tick = () => {
      const remaining = endsAt - Date.now();
      if (remaining <= 0) {
        pause();
        audio.volume = 1;
        sleepTimer.set(null);
        return;
      }
      audio.volume = Math.min(1, remaining / SLEEP_FADE_MS);
      setLeft(remaining);
    };
    tick();
    const interval = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearInterval(interval);
      audio.volume = 1; // cancelled or run out: the next play is heard at full volume
    };
  }, [endsAt, audio, pause]);

  return left;
}

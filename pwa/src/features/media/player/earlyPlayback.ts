import { useBrowserValue } from '../../../lib/useBrowserValue';
import type { Track } from './usePlayer';

/** The recording a tap on play started before the app did, handed over to the player. */
export interface EarlyPlayback {
  track: Track;
  audio: HTMLAudioElement;
}

declare global {
  interface Window {
    earlyPlayback?: EarlyPlayback;
    /** Set once the app's player runs: from then on the page's script leaves taps to the app. */
    playerStarted?: boolean;
  }
}

/**
 * A server-rendered page is shown seconds before the app has started on a slow phone, and a tap on
 * play must answer at once (iOS plays only within the tap), so the page runs this as the browser
 * reads it (PageScript, self-contained). Until the player takes the audio over, it plays, pauses or
 * switches the recording of a tapped button: one audio element, kept on window.earlyPlayback, and
 * the button's label and icon turned to pause (data-playing, the same as AudioItem renders).
 */
export function playBeforeStart(root: HTMLElement) {
  let shown: { button: HTMLElement; playLabel: string | null } | undefined;
  const show = (playing: boolean) => {
    shown?.button.toggleAttribute('data-playing', playing);
    shown?.button.setAttribute('aria-label', (playing ? shown.button.dataset.pauseLabel : shown.playLabel) ?? '');
  };
  root.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-track]');
      if (!button || window.playerStarted) return;
      event.stopImmediatePropagation(); // React, listening on the same root, must not take it too
      if (shown?.button !== button) {
        window.earlyPlayback?.audio.pause();
        show(false);
        const track = JSON.parse(button.dataset.track!) as Track;
        window.earlyPlayback = { track, audio: new Audio(track.src) };
        shown = { button, playLabel: button.getAttribute('aria-label') };
      }
      const { audio } = window.earlyPlayback!;
      if (audio.paused) audio.play().catch(() => undefined); // a failure is the player's to show, once it has taken over
      else audio.pause();
      show(!audio.paused);
    },
    true,
  );
}

/** The early recording, if a tap started one; the page's script stops answering taps from now on. */
export function takeOverEarlyPlayback(): EarlyPlayback | undefined {
  if (typeof window === 'undefined') return undefined; // the server's render
  window.playerStarted = true;
  return window.earlyPlayback;
}

/** A tap played a recording before the app started (read once the player runs, so it no longer changes). */
const playedEarly = () => typeof window !== 'undefined' && window.earlyPlayback !== undefined;

/**
 * False while the app takes over a page on which a tap played before it started: the player is
 * already playing, but hydration must render what the server sent (nothing playing); true after,
 * so the recording's button and the mini-player then show it.
 */
export function useShowsPlayback(): boolean {
  const hydrated = useBrowserValue(playedEarly, false);
  return hydrated || !playedEarly();
}

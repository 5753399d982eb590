import type { Track } from './usePlayer';

/** The recording a tap on play started before the app did, handed over to the player. */
export interface EarlyPlayback {
  track: Track;
  audio: HTMLAudioElement;
}

declare global {
  interface Window {
    earlyPlayback?: EarlyPlayback;
    /** Set once the app runs the whole page: from then on the page's script leaves taps to the app. */
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
  // The recording starts loading as a finger comes down on its button: the tap's click comes a
  // tenth of a second later. A touch that turns into a scroll lets it go.
  let loading: { button: HTMLElement; track: Track; audio: HTMLAudioElement } | undefined;
  const letGo = () => {
    loading?.audio.removeAttribute('src');
    loading?.audio.load();
    loading = undefined;
  };
  const startLoading = (button: HTMLElement) => {
    if (shown?.button === button || loading?.button === button) return;
    letGo();
    const track = JSON.parse(button.dataset.track!) as Track;
    loading = { button, track, audio: new Audio(track.src) };
  };
  // React, listening on the same root while it hydrates the page, must not see a tap the script
  // takes: any of these events would have it hydrate the whole page at once before the click.
  const taken = (event: Event) => {
    const button = window.playerStarted ? null : (event.target as Element).closest<HTMLElement>('[data-track]');
    if (button) event.stopImmediatePropagation();
    return button;
  };
  for (const type of ['pointerover', 'pointerdown', 'gotpointercapture', 'pointerup', 'touchstart', 'touchend', 'mouseover', 'mousedown', 'mouseup', 'focusin'])
    root.addEventListener(
      type,
      (event) => {
        const button = taken(event);
        if (button && type === 'pointerdown') startLoading(button);
      },
      { capture: true, passive: true },
    );
  root.addEventListener('pointercancel', letGo, { capture: true, passive: true });
  root.addEventListener(
    'click',
    (event) => {
      const button = taken(event);
      if (!button) return;
      if (shown?.button !== button) {
        window.earlyPlayback?.audio.pause();
        show(false);
        // The recording loading since the finger came down, else a new one; another one loading is let go.
        startLoading(button);
        window.earlyPlayback = { track: loading!.track, audio: loading!.audio };
        loading = undefined;
        shown = { button, playLabel: button.getAttribute('aria-label') };
      }
      const { audio } = window.earlyPlayback!;
      if (audio.paused)
        audio.play().catch(() => undefined); // a failure is the player's to show, once it has taken over
      else audio.pause();
      show(!audio.paused);
    },
    true,
  );
}

/** The early recording, if a tap started one; the page's script stops answering taps from now on. */
export function takeOverEarlyPlayback(): EarlyPlayback | undefined {
  window.playerStarted = true;
  return window.earlyPlayback;
}

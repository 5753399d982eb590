import { useEffect } from 'react';
import { PODCAST_ARTWORK_SIZES, podcastArtworkSizePath, podcastBySlug } from '@contract/podcasts';
import { playerTexts } from '../../../lib/texts/player';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS, type Player, type Track } from './usePlayer';

/** The phone's lock-screen controls, where the browser has them (read in effects: never during a server render). */
const lockScreen = () => ('mediaSession' in navigator ? navigator.mediaSession : null);

/**
 * iPhone and iPad show either skip buttons or previous/next on the lock screen, the latter whenever a
 * track handler is set; skipping suits a long talk better, so there the track handlers stay unset.
 * iPadOS reports itself as a Mac: a Mac with a touch screen is an iPad.
 */
const isAppleTouchDevice = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

function metadataOf(track: Track): MediaMetadata {
  const show = track.show ? podcastBySlug(track.show) : undefined;
  return new MediaMetadata({
    title: track.title,
    artist: show?.title ?? playerTexts.album,
    album: track.subtitle ?? playerTexts.album,
    artwork: show
      ? PODCAST_ARTWORK_SIZES.map((size) => ({
          src: new URL(podcastArtworkSizePath(show, size), location.href).href,
          sizes: `${size}x${size}`,
          type: 'image/jpeg',
        }))
      : [],
  });
}

/** Sets a handler, or clears it; a browser that does not know the action throws, and simply goes without it. */
function handle(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // not supported here
  }
}

/**
 * Shows the loaded track on the phone's lock screen with its artwork and position, and lets its
 * buttons (and a headset's) play, pause, skip, seek and move to the neighbouring episodes.
 */
export function useMediaSession({ track, audio, previous, next, play, pause, seek, skip }: Player, playing: boolean) {
  useEffect(() => {
    const session = lockScreen();
    if (!session) return;
    session.metadata = track ? metadataOf(track) : null;
    if (!track || !audio) return;
    const tracksHandled = !isAppleTouchDevice();
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => play(track)],
      ['pause', pause],
      ['seekbackward', (details) => skip(-(details.seekOffset ?? SKIP_BACK_SECONDS))],
      ['seekforward', (details) => skip(details.seekOffset ?? SKIP_FORWARD_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && seek(details.seekTime)],
      ['previoustrack', tracksHandled && previous ? () => play(previous) : null],
      ['nexttrack', tracksHandled && next ? () => play(next) : null],
    ];
    const showPosition = () => {
      const { duration, currentTime, playbackRate } = audio;
      if (Number.isFinite(duration) && duration > 0) session.setPositionState({ duration, playbackRate, position: Math.min(currentTime, duration) });
    };
    // WebKit forgets the handlers when playback starts: set them again each time it does.
    const register = () => {
      for (const [action, handler] of handlers) handle(session, action, handler);
      showPosition();
    };
    register();
    const positionEvents = ['play', 'pause', 'seeked', 'ratechange', 'durationchange', 'loadedmetadata'];
    audio.addEventListener('playing', register);
    for (const type of positionEvents) audio.addEventListener(type, showPosition);
    return () => {
      audio.removeEventListener('playing', register);
      for (const type of positionEvents) audio.removeEventListener(type, showPosition);
      for (const [action] of handlers) handle(session, action, null);
    };
  }, [track, audio, previous, next, play, pause, seek, skip]);

  useEffect(() => {
    const session = lockScreen();
    if (session) session.playbackState = track ? (playing ? 'playing' : 'paused') : 'none';
  }, [track, playing]);
}

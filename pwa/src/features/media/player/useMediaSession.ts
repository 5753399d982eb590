import { useEffect } from 'react';
import { mediaTexts } from '../../../lib/texts/media';
import type { Player } from './usePlayer';

/** The phone's lock-screen controls, where the browser has them (read in effects: never during a server render). */
const lockScreen = () => ('mediaSession' in navigator ? navigator.mediaSession : null);

/** Shows the loaded track on the phone's lock screen and lets its play/pause buttons drive the player. */
export function useMediaSession({ track, playing, play, pause }: Player) {
  useEffect(() => {
    const session = lockScreen();
    if (!session) return;
    session.metadata = track ? new MediaMetadata({ title: track.title, artist: track.subtitle ?? '', album: mediaTexts.player.album }) : null;
    if (!track) return;
    session.setActionHandler('play', () => play(track));
    session.setActionHandler('pause', pause);
    return () => {
      session.setActionHandler('play', null);
      session.setActionHandler('pause', null);
    };
  }, [track, play, pause]);

  useEffect(() => {
    const session = lockScreen();
    if (session) session.playbackState = track ? (playing ? 'playing' : 'paused') : 'none';
  }, [track, playing]);
}

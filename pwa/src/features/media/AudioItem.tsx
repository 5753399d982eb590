import { type ReactNode, useEffect } from 'react';
import { formatDate } from '@contract/format';
import { episodeAnchor } from '@contract/podcasts';
import { mediaTexts } from '../../lib/texts/media';
import { whenIdle } from '../../lib/whenIdle';
import buttons from '../../lib/ui/PlainButton.module.css';
import classes from './AudioItem.module.css';
import { EpisodeStatus } from './listening/EpisodeStatus';
import { preloadListening } from './listening/loadListening';
import { preloadPlayer } from './player/loadPlayer';
import { type Track, usePlayerActions, useTrackState } from './player/usePlayer';

const t = mediaTexts.audioList;

export function AudioItemList({ children }: { children: ReactNode }) {
  // Once the app has taken the page over and the browser is idle: fetching and running the player's
  // and the places' code in the same task was 250-500 ms at 4x CPU just as /words-of-life started.
  useEffect(
    () =>
      whenIdle(() => {
        preloadPlayer();
        preloadListening();
      }),
    [],
  );
  return <ul className={classes.list}>{children}</ul>;
}

/**
 * A recording in a list: play or pause it in the mini-player, with its publication date under the
 * title when given, how far the listener got, and an optional action at the end of the row.
 * `episodes` is the list the row is in, for the player's previous and next. Its button carries the
 * track and the pause label for the page's script (earlyPlayback).
 */
export function AudioItem({ track, episodes, published, action }: { track: Track; episodes?: readonly Track[]; published?: string; action?: ReactNode }) {
  const { play, toggle } = usePlayerActions();
  const state = useTrackState(track.id);
  const isCurrent = state !== 'other';
  const isPlaying = state === 'playing';
  return (
    <li className={classes.row} data-current={isCurrent || undefined} id={track.audioId === undefined ? undefined : episodeAnchor(track.audioId)}>
      <button
        type="button"
        className={`mantine-focus-auto mantine-active ${buttons.plainButton} ${classes.button}`}
        aria-label={isPlaying ? t.pauseTitle(track.title) : t.playTitle(track.title)}
        onClick={() => (isCurrent ? toggle() : play(track, episodes))}
        data-playing={isPlaying || undefined}
        data-track={JSON.stringify(track)}
        data-pause-label={t.pauseTitle(track.title)}
      />
      <p className={classes.title}>
        {track.title}
        {published && (
          <time className={classes.date} dateTime={published}>
            {formatDate(published)}
          </time>
        )}
        {track.audioId !== undefined && <EpisodeStatus audioId={track.audioId} />}
      </p>
      {action}
    </li>
  );
}

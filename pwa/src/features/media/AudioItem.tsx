import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { mediaTexts } from '../../lib/texts/media';
import classes from './AudioItem.module.css';
import { preloadPlayer } from './player/loadPlayer';
import { type Track, usePlayer } from './player/usePlayer';

const t = mediaTexts.audioList;

export function AudioItemList({ children }: { children: ReactNode }) {
  useEffect(preloadPlayer, []);
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/**
 * A recording in a list: play or pause it in the mini-player, with an optional action at the end of
 * the row. Its button carries the track and the pause label for the page's script (earlyPlayback).
 */
export function AudioItem({ track, action }: { track: Track; action?: ReactNode }) {
  const player = usePlayer();
  const isCurrent = player.track?.id === track.id;
  const isPlaying = isCurrent && player.playing;
  return (
    <Group component="li" wrap="nowrap" gap="sm" px="xs" py={4} bg={isCurrent ? 'navy.0' : undefined} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <ActionIcon
        size={44}
        radius="xl"
        variant={isCurrent ? 'filled' : 'light'}
        aria-label={isPlaying ? t.pauseTitle(track.title) : t.playTitle(track.title)}
        onClick={() => (isCurrent ? player.toggle() : player.play(track))}
        className={classes.button}
        data-playing={isPlaying || undefined}
        data-track={JSON.stringify(track)}
        data-pause-label={t.pauseTitle(track.title)}
      >
        <IconPlayerPlayFilled size={20} className={classes.play} />
        <IconPlayerPauseFilled size={20} className={classes.pause} />
      </ActionIcon>
      <Text fw={isCurrent ? 700 : 400} flex={1}>
        {track.title}
      </Text>
      {action}
    </Group>
  );
}

import { ActionIcon, Box, CloseButton, Container, Flex, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { playerTexts } from '../../../lib/texts/player';
import { offlineAudioTexts } from '../../../lib/texts/offlineAudio';
import { useStore } from '../../../lib/useStore';
import { useKeepingPlace } from '../listening/useKeepingPlace';
import { useIsKept } from '../offline/keptRecordings';
import { useOnline } from '../../pwa/useOnline';
import { EpisodeExtrasButton } from '../EpisodeExtras';
import { loadAutoNext } from './autoNextSetting';
import { formatPlaybackTime } from './playbackTime';
import { PlayerControls } from './PlayerControls';
import { SeekBar } from './SeekBar';
import { sleepTimer } from './sleepTimer';
import { type Track, usePlayer, usePlayerActions, usePlaying } from './usePlayer';
import { useSleepTimer } from './useSleepTimer';

const t = playerTexts;
const CONTROLS_ID = 'player-controls';

loadAutoNext();

/** Why the track does not play: offline, a recording not kept for offline listening cannot load at all. */
function useLoadError(track: Track): string {
  const online = useOnline();
  const kept = useIsKept(track.src);
  return online || kept ? t.loadError : t.notKeptOffline(offlineAudioTexts.keep);
}

/** The sleep timer as the bar shows it, opened or not: the time left, or that it waits for the episode's end. */
function SleepTimerStatus({ left }: { left: number | null }) {
  const atEpisodeEnd = useStore(sleepTimer, (timer) => timer !== null && 'atEpisodeEnd' in timer);
  const text = left !== null ? t.sleepIn(formatPlaybackTime(Math.ceil(left / 1000))) : atEpisodeEnd ? t.sleepAtEndActive : null;
  if (!text) return null;
  return (
    <Text size="xs" c="navy.8" fw={600} role="status">
      {text}
    </Text>
  );
}

/** Play or pause: the one part of the bar a tap on it re-renders. */
function PlayPauseButton({ disabled }: { disabled: boolean }) {
  const playing = usePlaying();
  const { toggle } = usePlayerActions();
  return (
    <ActionIcon size={44} radius="xl" onClick={toggle} aria-label={playing ? t.pause : t.play} disabled={disabled}>
      {playing ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
    </ActionIcon>
  );
}

/** The slim bar at the bottom of every page while a track is loaded, opening to the further controls. */
export function MiniPlayerBar({ track }: { track: Track }) {
  const { failed, audio, pause, close } = usePlayer();
  const loadError = useLoadError(track);
  const [open, setOpen] = useState(false);
  useKeepingPlace(track, audio);
  const sleepLeft = useSleepTimer(audio, pause);

  return (
    <Paper component="section" aria-label={t.region} radius={0} shadow="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" px="sm" py={6}>
        <Flex align="center" gap="xs">
          <PlayPauseButton disabled={failed} />
          <Flex flex={1} miw={0} direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} columnGap="md">
            <Box miw={0} w={{ sm: '40%' }}>
              <Text fw={600} size="sm" truncate>
                {track.title}
              </Text>
              {track.subtitle && (
                <Text size="xs" c="gray.7" truncate visibleFrom="sm">
                  {track.subtitle}
                </Text>
              )}
              <SleepTimerStatus left={sleepLeft} />
            </Box>
            <Box flex={1} miw={0}>
              {failed ? (
                <Text size="sm" c="red.8" role="alert" py={4}>
                  {loadError}
                </Text>
              ) : (
                <SeekBar />
              )}
            </Box>
          </Flex>
          <ActionIcon
            variant="subtle"
            size={44}
            radius="xl"
            onClick={() => setOpen((o) => !o)}
            aria-label={open ? t.fewerControls : t.moreControls}
            aria-expanded={open}
            aria-controls={CONTROLS_ID}
          >
            {open ? <IconChevronDown size={22} /> : <IconChevronUp size={22} />}
          </ActionIcon>
          <EpisodeExtrasButton track={track} />
          <CloseButton size={44} radius="xl" onClick={close} aria-label={t.close} />
        </Flex>
        {open && (
          <div id={CONTROLS_ID}>
            <PlayerControls />
          </div>
        )}
      </Container>
    </Paper>
  );
}

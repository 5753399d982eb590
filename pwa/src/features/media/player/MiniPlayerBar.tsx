import { ActionIcon, Box, CloseButton, Container, Flex, Paper, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { mediaTexts } from '../../../lib/texts/media';
import { pwaTexts } from '../../../lib/texts/pwa';
import { useIsKept } from '../offline/keptRecordings';
import { useOnline } from '../../pwa/useOnline';
import { EpisodeExtrasButton } from '../EpisodeExtras';
import { SeekBar } from './SeekBar';
import { type Track, usePlayer } from './usePlayer';

const t = mediaTexts.player;

/** Why the track does not play: offline, a recording not kept for offline listening cannot load at all. */
function useLoadError(track: Track): string {
  const online = useOnline();
  const kept = useIsKept(track.src);
  return online || kept ? t.loadError : t.notKeptOffline(pwaTexts.offlineAudio.keep);
}

/** The slim bar at the bottom of every page while a track is loaded. */
export function MiniPlayerBar({ track }: { track: Track }) {
  const { playing, failed, toggle, close } = usePlayer();
  const loadError = useLoadError(track);

  return (
    <Paper component="section" aria-label={t.region} radius={0} shadow="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" px="sm" py={6}>
        <Flex align="center" gap="sm">
          <ActionIcon size={44} radius="xl" onClick={toggle} aria-label={playing ? t.pause : t.play} disabled={failed}>
            {playing ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
          </ActionIcon>
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
          <EpisodeExtrasButton track={track} />
          <CloseButton size={44} radius="xl" onClick={close} aria-label={t.close} />
        </Flex>
      </Container>
    </Paper>
  );
}

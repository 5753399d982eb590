import { Box, Title } from '@mantine/core';
import { mediaTexts } from '../../../lib/texts/media';
import { useStore } from '../../../lib/useStore';
import { AudioItem, AudioItemList } from '../AudioItem';
import type { Track } from '../player/usePlayer';
import { inProgress, listening } from './listeningPlaces';

const HEADING_ID = 'pokracovat-v-poslechu';
const SHOWN = 3;

/** The episodes in progress, the last listened first; hidden while there are none. */
export function ContinueListeningRow() {
  const places = useStore(listening, ({ places }) => places);
  const tracks = inProgress(places)
    .flatMap((place): Track[] => (place.track ? [place.track] : []))
    .slice(0, SHOWN);
  if (!tracks.length) return null;
  return (
    <Box component="section" aria-labelledby={HEADING_ID} mb="lg" p="sm" bg="navy.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Title order={2} size="h3" id={HEADING_ID} mb="xs">
        {mediaTexts.listening.continueTitle}
      </Title>
      <AudioItemList>
        {tracks.map((track) => (
          <AudioItem key={track.id} track={track} />
        ))}
      </AudioItemList>
    </Box>
  );
}

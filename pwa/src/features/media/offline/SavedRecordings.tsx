import { Anchor, Box, Button, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useStore } from '../../../lib/useStore';
import { offlineAudioTexts } from '../../../lib/texts/offlineAudio';
import { AudioItem, AudioItemList } from '../AudioItem';
import { keptRecordings, removeRecording } from './keptRecordings';

const t = offlineAudioTexts;
const HEADING_ID = 'ulozene-nahravky';

/** The recordings kept for offline listening, to play or remove; hidden while there are none. */
export function SavedRecordings() {
  const kept = useStore(keptRecordings);
  if (!kept.length) return null;
  return (
    <Box component="section" aria-labelledby={HEADING_ID} mb="xl" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Title order={2} size="h3" id={HEADING_ID}>
        {t.savedTitle}
      </Title>
      <Text fz="sm" c="gray.7" mb="xs">
        {t.savedIntro}
      </Text>
      <AudioItemList>
        {kept.map(({ track }) => (
          <AudioItem
            key={track.id}
            track={track}
            action={
              <Button
                variant="subtle"
                color="red.8"
                h={40}
                px="xs"
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                aria-label={t.removeTitle(track.title)}
                onClick={() => void removeRecording(track)}
              >
                {t.remove}
              </Button>
            }
          />
        ))}
      </AudioItemList>
      <Anchor component={Link} to="/stazene" size="sm" fw={600} display="inline-block" mt="xs">
        {t.allSaved}
      </Anchor>
    </Box>
  );
}

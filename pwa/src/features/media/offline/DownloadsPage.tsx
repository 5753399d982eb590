import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { mediaTexts } from '../../../lib/texts/media';
import { downloadsTexts, offlineAudioTexts } from '../../../lib/texts/offlineAudio';
import { useDocumentHead } from '../../../lib/useDocumentHead';
import { useStore } from '../../../lib/useStore';
import { AudioItem, AudioItemList } from '../AudioItem';
import { type KeptRecording, keptRecordings, removeAllRecordings, removeRecording } from './keptRecordings';
import { formatStorageSize } from './storageSize';

const t = downloadsTexts;

/** What the browser lets the shop store and how much it uses; null where it does not say. */
function useStorageEstimate(kept: readonly KeptRecording[]) {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let current = true;
    navigator.storage
      ?.estimate?.()
      .then((answer) => current && setEstimate(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [kept]);
  return estimate;
}

/** The page's intro and the space the recordings take, and what is left. */
function StorageSummary({ kept }: { kept: readonly KeptRecording[] }) {
  const estimate = useStorageEstimate(kept);
  const used = kept.reduce((sum, { size }) => sum + size, 0);
  const free = estimate?.quota !== undefined && estimate.usage !== undefined ? Math.max(0, estimate.quota - estimate.usage) : null;
  return (
    <Stack gap={4} mt="xs" mb="md" maw="65ch">
      <Text>{t.intro}</Text>
      <Text size="sm" c="gray.8">
        {t.used(formatStorageSize(used))} {free !== null && t.free(formatStorageSize(free))}
      </Text>
    </Stack>
  );
}

function RemoveAll({ count }: { count: number }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="default" color="red.8" h={44} leftSection={<IconTrash size={18} aria-hidden="true" />} onClick={() => setAsking(true)}>
        {t.removeAll}
      </Button>
    );
  }
  return (
    <Stack role="alertdialog" aria-label={t.removeAll} gap="xs" p="sm" bg="red.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text size="sm">{t.confirmRemoveAll(count)}</Text>
      <Group gap="xs">
        <Button color="red.8" h={44} onClick={() => void removeAllRecordings().finally(() => setAsking(false))}>
          {t.confirm}
        </Button>
        <Button variant="default" h={44} onClick={() => setAsking(false)} data-autofocus>
          {t.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

/** /stazene: the recordings kept on this device, their sizes and the space left, to play or remove. */
export function DownloadsPage() {
  useDocumentHead({ title: t.title, noindex: true });
  const kept = useStore(keptRecordings);
  const offline = offlineAudioTexts;
  return (
    <>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t.title}
      </Title>
      <StorageSummary kept={kept} />
      {kept.length === 0 ? (
        <Text c="gray.7">
          {t.empty}{' '}
          <Anchor component={Link} to="/words-of-life">
            {mediaTexts.wordsOfLife.title}
          </Anchor>
        </Text>
      ) : (
        <>
          <AudioItemList>
            {kept.map(({ track, size }) => (
              <AudioItem
                key={track.id}
                track={track}
                action={
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                      {formatStorageSize(size)}
                    </Text>
                    <Button
                      variant="subtle"
                      color="red.8"
                      h={44}
                      px="xs"
                      aria-label={offline.removeTitle(track.title)}
                      onClick={() => void removeRecording(track)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </Button>
                  </Group>
                }
              />
            ))}
          </AudioItemList>
          <Group mt="lg">
            <RemoveAll count={kept.length} />
          </Group>
        </>
      )}
    </>
  );
}

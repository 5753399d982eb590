import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { pwaTexts } from '../../../lib/texts/pwa';
import { useBrowserValue } from '../../../lib/useBrowserValue';
import type { Track } from '../player/usePlayer';
import { canKeepRecordings, keepRecording, useIsKept } from './keptRecordings';

const t = pwaTexts.offlineAudio;

/** 'Uložit offline' on a recording's row; once kept, a quiet 'Uloženo' instead. */
export function KeepOfflineButton({ track }: { track: Track }) {
  const kept = useIsKept(track.src);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  // Nearly every browser can: the server renders the button, so the rows do not shift when the app starts.
  if (!useBrowserValue(canKeepRecordings, true)) return null;
  if (kept) {
    return (
      <Group gap={4} wrap="nowrap" c="green.9" fz="sm">
        <IconCircleCheck size={18} aria-hidden="true" />
        {t.kept}
      </Group>
    );
  }
  const keep = () => {
    setState('saving');
    keepRecording(track).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <Group gap={4} wrap="nowrap">
      {state === 'failed' && (
        <Text role="alert" c="red.8" fz="xs" maw={140}>
          {t.keepFailed}
        </Text>
      )}
      <Button
        variant="subtle"
        h={40}
        px="xs"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        loading={state === 'saving'}
        aria-label={t.keepTitle(track.title)}
        onClick={keep}
      >
        {t.keep}
      </Button>
    </Group>
  );
}

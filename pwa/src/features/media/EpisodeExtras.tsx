import { ActionIcon, Drawer, Loader, Tabs, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { mediaTexts } from '../../lib/texts/media';
import { ChapterList } from './ChapterList';
import { type Track, usePlaybackProgress, usePlayerActions } from './player/usePlayer';
import { TranscriptPanel } from './TranscriptPanel';
import { audioIdOf, useEpisodeExtras } from './useEpisodeExtras';

const t = mediaTexts.episode;
// Mantine sets a drawer's title at line-height 1: a long episode's title wraps at 390 px, and its lines touched.
const SHEET_STYLES = { title: { fontWeight: 700, lineHeight: 1.35 } };

/** The sheet of the playing episode's chapters and transcript, following playback. */
function EpisodeSheet({ track, onClose }: { track: Track; onClose: () => void }) {
  const extras = useEpisodeExtras(audioIdOf(track.id));
  const { seek } = usePlayerActions();
  const { position } = usePlaybackProgress();
  const empty = (text: string) => (
    <Text size="sm" c="gray.7" py="md">
      {text}
    </Text>
  );
  return (
    <Drawer opened onClose={onClose} position="bottom" size="85%" zIndex={400} title={t.title(track.title)} styles={SHEET_STYLES}>
      {extras.status === 'loading' && <Loader size="sm" aria-label={t.loading} />}
      {extras.status === 'failed' && (
        <Text c="red.8" role="alert">
          {t.failed}
        </Text>
      )}
      {extras.status === 'ready' && (
        <Tabs defaultValue={extras.chapters.length || !extras.cues.length ? 'chapters' : 'transcript'}>
          <Tabs.List grow mb="sm">
            <Tabs.Tab value="chapters">{t.chapters}</Tabs.Tab>
            <Tabs.Tab value="transcript">{t.transcript}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chapters">
            {extras.chapters.length ? <ChapterList chapters={extras.chapters} currentTime={position} seek={seek} /> : empty(t.noChapters)}
          </Tabs.Panel>
          <Tabs.Panel value="transcript">
            {extras.cues.length ? <TranscriptPanel cues={extras.cues} currentTime={position} seek={seek} /> : empty(t.noTranscript)}
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}

/** The player's button that opens the episode's chapters and transcript; only for the shop's recordings. */
export function EpisodeExtrasButton({ track }: { track: Track }) {
  const [open, setOpen] = useState(false);
  if (audioIdOf(track.id) === null) return null;
  return (
    <>
      <ActionIcon size={44} radius="xl" variant="subtle" onClick={() => setOpen(true)} aria-label={t.open}>
        <IconListDetails size={22} aria-hidden="true" />
      </ActionIcon>
      {open && <EpisodeSheet track={track} onClose={() => setOpen(false)} />}
    </>
  );
}

import { Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { clockTime } from '@contract/chapters';
import { playingAt } from '@contract/listening';
import { foldedForSearch } from '@contract/searchFolding';
import type { TranscriptCue } from '@contract/transcripts';
import { mediaTexts } from '../../lib/texts/media';
import classes from './EpisodeExtras.module.css';

const t = mediaTexts.episode;

/** `text` with each occurrence of the folded `wanted` marked; folding keeps Czech text's length. */
function marked(cueText: string, wanted: string): ReactNode {
  const text = cueText.normalize('NFC');
  if (!wanted) return text;
  const folded = foldedForSearch(text);
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = folded.indexOf(wanted); at >= 0; at = folded.indexOf(wanted, at + wanted.length)) {
    parts.push(
      text.slice(from, at),
      <mark key={at} className={classes.mark}>
        {text.slice(at, at + wanted.length)}
      </mark>,
    );
    from = at + wanted.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * An episode's transcript: the cue playing at `currentTime` is marked and kept in view, a tap jumps
 * to a cue, and the search box narrows the cues to those with its words (case and diacritics
 * aside), marked. The player passes its audio element's time and seek.
 */
export function TranscriptPanel({ cues, currentTime, seek }: { cues: TranscriptCue[]; currentTime: number; seek: (seconds: number) => void }) {
  const [search, setSearch] = useState('');
  const wanted = foldedForSearch(search.trim());
  const shown = useMemo(
    () => cues.map((cue, index) => ({ cue, index })).filter(({ cue }) => !wanted || foldedForSearch(cue.text).includes(wanted)),
    [cues, wanted],
  );
  const current = playingAt(cues, currentTime);
  const currentRow = useRef<HTMLButtonElement>(null);
  // In braces: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    void currentRow.current?.scrollIntoView({ block: 'nearest' });
  }, [current, wanted]);

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        aria-label={t.search}
        placeholder={t.search}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {wanted && (
        <Text size="xs" c="gray.7" aria-live="polite">
          {shown.length ? t.found(shown.length) : t.nothingFound}
        </Text>
      )}
      <ol className={classes.list}>
        {shown.map(({ cue, index }) => (
          <li key={index}>
            <UnstyledButton
              ref={index === current ? currentRow : undefined}
              className={classes.row}
              aria-current={index === current || undefined}
              onClick={() => seek(cue.start)}
            >
              <Text span className={classes.time}>
                {clockTime(cue.start)}
              </Text>
              <Text span>{marked(cue.text, wanted)}</Text>
            </UnstyledButton>
          </li>
        ))}
      </ol>
    </Stack>
  );
}

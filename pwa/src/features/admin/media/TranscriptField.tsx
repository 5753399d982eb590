import { Button, FileButton, Stack, Text, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { clockTime } from '@contract/chapters';
import { parseTranscript } from '@contract/transcripts';
import { adminTexts } from '../../../lib/texts/admin';

const ta = adminTexts.audio;

/**
 * An episode's transcript as WebVTT or SRT text: pasted, or read from a chosen file into the field,
 * so nothing is sent before Save and the text stays editable. It is checked as it changes with the
 * parser the server uses, so a bad file is named at once.
 */
export function TranscriptField({ value, onChange, error }: { value: string; onChange: (text: string) => void; error?: string }) {
  const [unreadable, setUnreadable] = useState(false);
  const parsed = value.trim() ? parseTranscript(value) : null;

  async function read(file: File | null) {
    if (!file) return;
    const text = await file.text().catch(() => null);
    setUnreadable(text === null);
    if (text !== null) onChange(text);
  }

  const problem = error ?? (unreadable ? ta.transcriptUnreadable : parsed && 'error' in parsed ? parsed.error : undefined);
  return (
    <Stack gap={6}>
      <Textarea
        label={ta.transcript}
        description={ta.transcriptHint}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={problem}
        autosize
        minRows={4}
        maxRows={14}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      {parsed && 'cues' in parsed && (
        <Text size="sm" c="dimmed">
          {ta.transcriptSummary(parsed.cues.length, clockTime(parsed.cues.at(-1)!.end))}
        </Text>
      )}
      <FileButton onChange={read} accept=".vtt,.srt,text/vtt,application/x-subrip,text/plain">
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden="true" />} style={{ alignSelf: 'flex-start' }}>
            {ta.transcriptUpload}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}

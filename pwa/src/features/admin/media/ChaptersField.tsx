import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { adminTexts } from '../../../lib/texts/admin';

const ta = adminTexts.audio;

/** A chapter as staff type it: the start as mm:ss or hh:mm:ss. */
export interface ChapterRow {
  start: string;
  title: string;
}

/** An episode's chapters: a row each (start, title), added and removed; the shared schema checks them on save. */
export function ChaptersField({ rows, onChange, error }: { rows: ChapterRow[]; onChange: (rows: ChapterRow[]) => void; error?: string }) {
  const change = (index: number, row: Partial<ChapterRow>) => onChange(rows.map((current, i) => (i === index ? { ...current, ...row } : current)));
  return (
    <Input.Wrapper label={ta.chapters} description={ta.chaptersHint} error={error} labelElement="div">
      <Stack gap="xs" mt={6}>
        {rows.map((row, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={ta.chapterStart}
              placeholder="mm:ss"
              value={row.start}
              onChange={(event) => change(index, { start: event.currentTarget.value })}
              inputMode="numeric"
              w={96}
              style={{ flexShrink: 0 }}
              aria-invalid={Boolean(error) || undefined}
            />
            <TextInput
              label={ta.chapterTitle}
              value={row.title}
              onChange={(event) => change(index, { title: event.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={ta.removeChapter(index + 1)}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...rows, { start: '', title: '' }])}
        >
          {ta.addChapter}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

import { Text, UnstyledButton } from '@mantine/core';
import { clockTime } from '@contract/chapters';
import type { ChapterJson } from '@contract/listening';
import classes from './EpisodeExtras.module.css';

/**
 * An episode's chapters: the one playing (index `current`) is marked, a tap jumps to a chapter's
 * start. The player passes the chapter playing and its seek.
 */
export function ChapterList({ chapters, current, seek }: { chapters: ChapterJson[]; current: number; seek: (seconds: number) => void }) {
  return (
    <ol className={classes.list}>
      {chapters.map((chapter, index) => (
        <li key={chapter.start}>
          <UnstyledButton className={classes.row} aria-current={index === current || undefined} onClick={() => seek(chapter.start)}>
            <Text span className={classes.time}>
              {clockTime(chapter.start)}
            </Text>
            <Text span fw={index === current ? 700 : 400}>
              {chapter.title}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </ol>
  );
}

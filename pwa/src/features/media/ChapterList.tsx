import { Text, UnstyledButton } from '@mantine/core';
import { clockTime } from '@contract/chapters';
import { type ChapterJson, playingAt } from '@contract/listening';
import classes from './EpisodeExtras.module.css';

/**
 * An episode's chapters: the one playing at `currentTime` is marked, a tap jumps to a chapter's
 * start. The player passes its audio element's time and seek.
 */
export function ChapterList({ chapters, currentTime, seek }: { chapters: ChapterJson[]; currentTime: number; seek: (seconds: number) => void }) {
  const current = playingAt(chapters, currentTime);
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

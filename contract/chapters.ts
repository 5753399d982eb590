// An episode's chapters: staff type each start as mm:ss or hh:mm:ss, the API and the player use
// seconds (ChapterJson), podcast apps read them as Podcasting 2.0 JSON chapters. Imports only zod.
import { z } from 'zod';
import { type ChapterJson, LISTENING_MAX_SECONDS } from './listening';

export const CHAPTERS_MAX = 100;
export const CHAPTER_TITLE_MAX = 200;

export const chapterMessages = {
  start: (n: number) => `Kapitola ${n}: čas začátku zadejte jako mm:ss nebo hh:mm:ss (nejvýše 24 hodin).`,
  title: (n: number) => `Kapitola ${n}: zadejte prosím název (nejvýše ${CHAPTER_TITLE_MAX} znaků).`,
  sameStart: (time: string) => `Dvě kapitoly začínají ve stejném čase ${time}.`,
  tooMany: `Nahrávka může mít nejvýše ${CHAPTERS_MAX} kapitol.`,
  notAList: 'Kapitoly musí být seznam s časem začátku a názvem.',
} as const;

/** `mm:ss` or `hh:mm:ss` (also `m:ss`, `mmm:ss`) as seconds; null when it is neither or beyond 24 hours. */
export function parseClockTime(text: string): number | null {
  const match = /^\s*(?:(\d{1,2}):([0-5]\d)|(\d{1,4})):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [, hours, minutesOfHour, minutes, secs] = match;
  const seconds = hours !== undefined ? Number(hours) * 3600 + Number(minutesOfHour) * 60 + Number(secs) : Number(minutes) * 60 + Number(secs);
  return seconds <= LISTENING_MAX_SECONDS ? seconds : null;
}

/** Seconds as a player shows them: `4:05`, `1:02:03`. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Each chapter's start, as seconds or as the clock time staff type; its position names it in a message. */
const chapterAt = (n: number) =>
  z.object({
    start: z.union([z.number().int().min(0).max(LISTENING_MAX_SECONDS), z.string().transform((text) => parseClockTime(text) ?? -1)], {
      error: chapterMessages.start(n),
    }),
    title: z
      .string({ error: chapterMessages.title(n) })
      .trim()
      .min(1, chapterMessages.title(n))
      .max(CHAPTER_TITLE_MAX, chapterMessages.title(n)),
  });

/**
 * An episode's chapters as staff save them: at most 100, each with a start and a title, no two at the
 * same time; answered ordered by start.
 */
export const chaptersInput = z
  .array(z.unknown(), { error: chapterMessages.notAList })
  .max(CHAPTERS_MAX, chapterMessages.tooMany)
  .transform((rows, ctx): ChapterJson[] => {
    const chapters: ChapterJson[] = [];
    for (const [i, row] of rows.entries()) {
      const parsed = chapterAt(i + 1).safeParse(row);
      const start = parsed.success ? parsed.data.start : -1;
      if (!parsed.success || start < 0) {
        ctx.addIssue({ code: 'custom', message: parsed.success ? chapterMessages.start(i + 1) : parsed.error.issues[0]!.message, input: row });
        return z.NEVER;
      }
      chapters.push({ start, title: parsed.data.title });
    }
    const sorted = chapters.sort((a, b) => a.start - b.start);
    const repeated = sorted.find((chapter, i) => i > 0 && sorted[i - 1]!.start === chapter.start);
    if (repeated) {
      ctx.addIssue({ code: 'custom', message: chapterMessages.sameStart(clockTime(repeated.start)), input: rows });
      return z.NEVER;
    }
    return sorted;
  });

/** GET /api/audio/{id}/chapters.json: the Podcasting 2.0 JSON chapters format (application/json+chapters). */
export interface PodcastChaptersJson {
  version: '1.2.0';
  chapters: { startTime: number; title: string }[];
}

export const toPodcastChapters = (chapters: ChapterJson[]): PodcastChaptersJson => ({
  version: '1.2.0',
  chapters: chapters.map(({ start, title }) => ({ startTime: start, title })),
});

/** Where an episode's chapters are served in the Podcasting 2.0 format. */
export const chaptersPath = (audioId: number) => `/api/audio/${audioId}/chapters.json`;

import type { ChapterJson } from '@contract/listening';
import { foldedForSearch } from '@contract/searchFolding';
import { toWebVtt, type TranscriptCue } from '@contract/transcripts';
import type { Db } from '../db/open';

// An episode's chapters and transcript (migration 0018): read by the player, the feeds and the
// search; written by staff with the recording (staff/mediaRecords.ts), inside its transaction.

export async function chaptersOf(db: Db, audioId: number): Promise<ChapterJson[]> {
  return db.selectFrom('audio_chapters').select(['start', 'title']).where('audio_id', '=', audioId).orderBy('start').execute();
}

/** The transcript as the WebVTT the shop serves, or null. */
export async function transcriptOf(db: Db, audioId: number): Promise<string | null> {
  const row = await db.selectFrom('audio_transcripts').select('vtt').where('audio_id', '=', audioId).executeTakeFirst();
  return row?.vtt ?? null;
}

/** Which of the recordings have chapters, and which a transcript. */
export async function extrasOf(db: Db, audioIds: number[]): Promise<{ chapters: Set<number>; transcripts: Set<number> }> {
  if (audioIds.length === 0) return { chapters: new Set(), transcripts: new Set() };
  const [chapters, transcripts] = await Promise.all([
    db.selectFrom('audio_chapters').select('audio_id').distinct().where('audio_id', 'in', audioIds).execute(),
    db.selectFrom('audio_transcripts').select('audio_id').where('audio_id', 'in', audioIds).execute(),
  ]);
  return { chapters: new Set(chapters.map((row) => row.audio_id)), transcripts: new Set(transcripts.map((row) => row.audio_id)) };
}

/** Replaces the recording's chapters (staff's save); call inside the save's transaction. */
export async function replaceChapters(db: Db, audioId: number, chapters: ChapterJson[]): Promise<void> {
  await db.deleteFrom('audio_chapters').where('audio_id', '=', audioId).execute();
  if (chapters.length > 0)
    await db
      .insertInto('audio_chapters')
      .values(chapters.map((chapter) => ({ audio_id: audioId, start: chapter.start, title: chapter.title })))
      .execute();
}

/** Replaces the recording's transcript, or removes it (null); call inside the save's transaction. */
export async function replaceTranscript(db: Db, audioId: number, cues: TranscriptCue[] | null): Promise<void> {
  await db.deleteFrom('audio_transcripts').where('audio_id', '=', audioId).execute();
  if (cues)
    await db
      .insertInto('audio_transcripts')
      .values({ audio_id: audioId, vtt: toWebVtt(cues), text_folded: foldedForSearch(cues.map((cue) => cue.text).join('\n')) })
      .execute();
}

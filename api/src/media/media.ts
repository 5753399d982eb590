import { sql } from 'kysely';
import type { AudioDetailJson, AudioJson, AudioListJson, BannerJson, BannerListJson, VideoJson, VideoListJson } from '@contract/catalogue';
import { engineOf, positionOf } from '../db/engine';
import type { Db } from '../db/open';
import { foldedForSearch } from '@contract/searchFolding';
import type { AudioRow, BannerRow, VideoRow } from '../db/schema';
import { countRows, offsetOf, pagedOf, type PageRequest } from '../db/paging';
import type { ChapterJson } from '@contract/listening';
import { transcriptPath } from '@contract/transcripts';
import { NotFound } from '../domainErrors';
import { chaptersOf } from './episodeExtras';

const czech = new Intl.Collator('cs');

export const toBannerJson = (r: Pick<BannerRow, 'id' | 'banner_title' | 'image' | 'category'>): BannerJson => ({
  _id: r.id,
  bannerTitle: r.banner_title,
  image: r.image,
  category: r.category,
});

export const toAudioJson = (r: Pick<AudioRow, 'id' | 'audio_title' | 'mp3file' | 'category' | 'subcategory' | 'published_at' | 'created_at'>): AudioJson => ({
  _id: r.id,
  audioTitle: r.audio_title,
  mp3file: r.mp3file,
  category: r.category,
  subcategory: r.subcategory,
  publishedAt: r.published_at ?? r.created_at,
});

/** A recording's publication date: as staff set it, else its creation (migration 0012). */
const publishedAt = sql<string>`coalesce(published_at, created_at)`;

/** The columns of a recording's title: as shown, and folded for the search; every write of a title goes through here. */
export const audioTitleColumns = (title: string) => ({ audio_title: title, audio_title_folded: foldedForSearch(title) });

export const toVideoJson = (r: Pick<VideoRow, 'id' | 'video_title' | 'code'>): VideoJson => ({ _id: r.id, videoTitle: r.video_title, code: r.code });

// The public never sees a draft (made by 'create', not yet saved valid): every public query of
// banners, audio and videos starts at one of these.
const publicBanners = (db: Db) => db.selectFrom('banners').where('is_draft', '=', 0);
const publicAudio = (db: Db) => db.selectFrom('audio').where('is_draft', '=', 0);
const publicVideos = (db: Db) => db.selectFrom('videos').where('is_draft', '=', 0);
/** The recordings one may see: the public ones, or every one for staff. */
const visibleAudio = (db: Db, withDrafts: boolean) => (withDrafts ? db.selectFrom('audio') : publicAudio(db));
const audioNotFound = 'Nahrávka nenalezena';

export async function listBanners(db: Db): Promise<BannerListJson> {
  const rows = await publicBanners(db).select(['id', 'banner_title', 'image', 'category']).orderBy('id').execute();
  return {
    banners: rows.map(toBannerJson),
    page: 1,
    pages: 1,
  };
}

/**
 * Audio in the order staff entered it; a keyword picks a category or topic, or matches part of a
 * title or of the transcript, whatever its case and diacritics.
 */
export async function listAudio(db: Db, keyword: string | undefined, paging: PageRequest): Promise<AudioListJson> {
  let query = publicAudio(db);
  if (keyword) {
    const folded = sql`${foldedForSearch(keyword)}`;
    const contains = (column: string) => positionOf(engineOf(db), sql.ref(column), folded);
    query = query.where((eb) =>
      eb.or([
        eb('category', '=', keyword),
        eb('subcategory', '=', keyword),
        eb(contains('audio_title_folded'), '>', 0),
        eb.exists(
          eb
            .selectFrom('audio_transcripts')
            .select('audio_transcripts.audio_id')
            .whereRef('audio_transcripts.audio_id', '=', 'audio.id')
            .where(contains('audio_transcripts.text_folded'), '>', 0),
        ),
      ]),
    );
  }
  const total = await countRows(query);
  const rows = await query
    .select(['id', 'audio_title', 'mp3file', 'category', 'subcategory', 'published_at', 'created_at'])
    .orderBy('id')
    .limit(paging.size)
    .offset(offsetOf(paging))
    .execute();
  return {
    audios: rows.map(toAudioJson),
    ...pagedOf(total, paging),
  };
}

/** A recording with its chapters and transcript's address (GET /api/audio/{id}); a draft only for staff. */
export async function audioDetail(db: Db, id: number, withDrafts: boolean): Promise<AudioDetailJson> {
  const row = await visibleAudio(db, withDrafts).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(audioNotFound);
  const [chapters, transcript] = await Promise.all([
    chaptersOf(db, id),
    db.selectFrom('audio_transcripts').select('audio_id').where('audio_id', '=', id).executeTakeFirst(),
  ]);
  return { ...toAudioJson(row), isDraft: row.is_draft === 1, chapters, ...(transcript && { transcriptUrl: transcriptPath(id) }) };
}

/** A visible recording's transcript as WebVTT. */
export async function audioTranscript(db: Db, id: number, withDrafts: boolean): Promise<string> {
  const row = await visibleAudio(db, withDrafts)
    .innerJoin('audio_transcripts', 'audio_transcripts.audio_id', 'audio.id')
    .select('audio_transcripts.vtt')
    .where('audio.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFound('Nahrávka nemá přepis');
  return row.vtt;
}

/** A visible recording's chapters; a recording without any is not found. */
export async function audioChapters(db: Db, id: number, withDrafts: boolean): Promise<ChapterJson[]> {
  const found = await visibleAudio(db, withDrafts).select('id').where('id', '=', id).executeTakeFirst();
  const chapters = found ? await chaptersOf(db, id) : [];
  if (chapters.length === 0) throw new NotFound('Nahrávka nemá kapitoly');
  return chapters;
}

/** Videos sorted by title in Czech alphabetical order (Č after C, not after Z). */
export async function listVideos(db: Db): Promise<VideoListJson> {
  const rows = await publicVideos(db).select(['id', 'video_title', 'code']).execute();
  const videos = rows.map(toVideoJson).sort((a, b) => czech.compare(a.videoTitle, b.videoTitle));
  return { videos, page: 1, pages: 1 };
}

/** The public recordings of one category, newest published first: the episodes of a podcast. */
export function publicAudioOf(db: Db, category: string) {
  return publicAudio(db)
    .where('category', '=', category)
    .select(['id', 'audio_title', 'mp3file', 'subcategory', publishedAt.as('published_at')])
    .orderBy(publishedAt, 'desc')
    .orderBy('id', 'desc')
    .execute();
}

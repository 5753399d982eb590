import { sql } from 'kysely';
import type { AudioJson, AudioListJson, BannerJson, BannerListJson, VideoJson, VideoListJson } from '@contract/catalogue';
import { engineOf, positionOf } from '../db/engine';
import type { Db } from '../db/open';
import { foldedForSearch } from '@contract/searchFolding';
import type { AudioRow, BannerRow, VideoRow } from '../db/schema';
import { countRows, offsetOf, pagedOf, type PageRequest } from '../db/paging';

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

export async function listBanners(db: Db): Promise<BannerListJson> {
  const rows = await publicBanners(db).select(['id', 'banner_title', 'image', 'category']).orderBy('id').execute();
  return {
    banners: rows.map(toBannerJson),
    page: 1,
    pages: 1,
  };
}

/** Audio in the order staff entered it; a keyword picks a category or topic, or matches part of a title, whatever its case and diacritics. */
export async function listAudio(db: Db, keyword: string | undefined, paging: PageRequest): Promise<AudioListJson> {
  let query = publicAudio(db);
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        eb('category', '=', keyword),
        eb('subcategory', '=', keyword),
        eb(positionOf(engineOf(db), sql`audio_title_folded`, sql`${foldedForSearch(keyword)}`), '>', 0),
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

import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { audioBody, bannerBody, videoBody } from '@contract/admin/media';
import type { StaffRecord } from '@contract/admin/records';
import type { AudioJson, BannerJson, VideoJson } from '@contract/catalogue';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { NotFound } from '../domainErrors';
import { discardDraft } from './drafts';
import { replaceChapters, replaceTranscript } from '../media/episodeExtras';
import { audioTitleColumns, toAudioJson, toBannerJson, toVideoJson } from '../media/media';
import { enqueueEpisodePush } from '../push/pushOutbox';

type MediaTable = 'audio' | 'videos' | 'banners';

interface MediaKind<T extends MediaTable, Json, Input> {
  table: T;
  /** The "empty" record POST creates as a draft, named so staff recognise it in their list. */
  placeholder: Insertable<Database[T]>;
  toJson: (row: Selectable<Database[T]>) => Json;
  toColumns: (input: Input) => Updateable<Database[T]>;
  notFound: string;
}

export interface MediaRecords<Json, Input> {
  /** Every record, drafts included, in the order staff made them. */
  list(db: Db): Promise<StaffRecord<Json>[]>;
  /** A draft, public once first saved. */
  create(db: Db): Promise<StaffRecord<Json>>;
  get(db: Db, id: number): Promise<StaffRecord<Json>>;
  /** Saves a valid record, which makes a draft public (at `now`). */
  update(db: Db, id: number, input: Input, now: Date): Promise<StaffRecord<Json>>;
  remove(db: Db, id: number): Promise<void>;
  /** 'Zrušit' on a record never saved. */
  discard(db: Db, id: number): Promise<void>;
}

/**
 * Create, read, update and delete of one kind of staff-managed record (audio, video, banner).
 * Kysely cannot follow a table name that is a type parameter, so the queries are untyped inside;
 * the kind's own functions keep both ends typed.
 */
function mediaRecords<T extends MediaTable, Json, Input>(kind: MediaKind<T, Json, Input>): MediaRecords<Json, Input> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is a type parameter (above)
  const untyped = (db: Db) => db as unknown as Kysely<any>;
  const table: string = kind.table;
  const staffJson = (row: Selectable<Database[T]>): StaffRecord<Json> => ({ ...kind.toJson(row), isDraft: (row as { is_draft: number }).is_draft === 1 });
  const found = (row: unknown) => {
    if (!row) throw new NotFound(kind.notFound);
    return staffJson(row as Selectable<Database[T]>);
  };
  return {
    list: async (db) => ((await untyped(db).selectFrom(table).selectAll().orderBy('id').execute()) as Selectable<Database[T]>[]).map(staffJson),
    create: async (db) =>
      found(
        await untyped(db)
          .insertInto(table)
          .values({ ...kind.placeholder, is_draft: 1 })
          .returningAll()
          .executeTakeFirst(),
      ),
    get: async (db, id) => found(await untyped(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()),
    update: async (db, id, input) =>
      found(
        await untyped(db)
          .updateTable(table)
          .set({ ...(kind.toColumns(input) as Record<string, unknown>), is_draft: 0 })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      ),
    remove: async (db, id) => {
      const { numDeletedRows } = await untyped(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
      if (numDeletedRows === 0n) throw new NotFound(kind.notFound);
    },
    discard: (db, id) => discardDraft(db, kind.table, id, kind.notFound),
  };
}

const audioOnly = mediaRecords<'audio', AudioJson, z.output<typeof audioBody>>({
  table: 'audio',
  placeholder: audioTitleColumns('Nová nahrávka'),
  toJson: toAudioJson,
  toColumns: (a) => ({ ...audioTitleColumns(a.audioTitle), mp3file: a.mp3file, category: a.category, subcategory: a.subcategory, published_at: a.publishedAt }),
  notFound: 'Nahrávka nenalezena',
});

/**
 * A recording's save also replaces the chapters and the transcript it carries, in one transaction;
 * the first save of a draft publishes it, and an episode of a show is pushed to its followers.
 */
export const audioRecords: MediaRecords<AudioJson, z.output<typeof audioBody>> = {
  ...audioOnly,
  update: (db, id, input, now) =>
    db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('audio').select('is_draft').where('id', '=', id).executeTakeFirst();
      const saved = await audioOnly.update(trx, id, input, now);
      if (before?.is_draft === 1) await enqueueEpisodePush(trx, { id, title: saved.audioTitle, category: saved.category }, now);
      if (input.chapters) await replaceChapters(trx, id, input.chapters);
      if (input.transcript !== undefined) await replaceTranscript(trx, id, input.transcript);
      return saved;
    }),
};

export const videoRecords = mediaRecords<'videos', VideoJson, z.output<typeof videoBody>>({
  table: 'videos',
  placeholder: { video_title: 'Nové video' },
  toJson: toVideoJson,
  toColumns: (v) => ({ video_title: v.videoTitle, code: v.code }),
  notFound: 'Video nenalezeno',
});

export const bannerRecords = mediaRecords<'banners', BannerJson, z.output<typeof bannerBody>>({
  table: 'banners',
  placeholder: { banner_title: 'Nový banner' },
  toJson: toBannerJson,
  toColumns: (b) => ({ banner_title: b.bannerTitle, image: b.image, category: b.category }),
  notFound: 'Banner nenalezen',
});

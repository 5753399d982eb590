import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { audioBody, bannerBody, videoBody } from '../contract/admin';
import type { AudioJson, BannerJson, VideoJson } from '../contract/catalogue';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { audioTitleColumns, toAudioJson, toBannerJson, toVideoJson } from './media';

type MediaTable = 'audio' | 'videos' | 'banners';

interface MediaKind<T extends MediaTable, Json, Input> {
  table: T;
  /** The "empty" record POST creates, named so staff recognise it in their list. */
  placeholder: Insertable<Database[T]>;
  toJson: (row: Selectable<Database[T]>) => Json;
  toColumns: (input: Input) => Updateable<Database[T]>;
  notFound: string;
}

export interface MediaRecords<Json, Input> {
  create(db: Db): Promise<Json>;
  get(db: Db, id: number): Promise<Json>;
  update(db: Db, id: number, input: Input): Promise<Json>;
  remove(db: Db, id: number): Promise<void>;
}

/**
 * Create, read, update and delete of one kind of staff-managed record (audio, video, banner).
 * Kysely cannot follow a table name that is a type parameter, so the queries are untyped inside;
 * the kind's own functions keep both ends typed.
 */
function mediaRecords<T extends MediaTable, Json, Input>(kind: MediaKind<T, Json, Input>): MediaRecords<Json, Input> {
  const untyped = (db: Db) => db as unknown as Kysely<any>;
  const table: string = kind.table;
  const found = (row: unknown) => {
    if (!row) throw notFound(kind.notFound);
    return kind.toJson(row as Selectable<Database[T]>);
  };
  return {
    create: async (db) => found(await untyped(db).insertInto(table).values(kind.placeholder).returningAll().executeTakeFirst()),
    get: async (db, id) => found(await untyped(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()),
    update: async (db, id, input) =>
      found(await untyped(db).updateTable(table).set(kind.toColumns(input) as Record<string, unknown>).where('id', '=', id).returningAll().executeTakeFirst()),
    remove: async (db, id) => {
      const { numDeletedRows } = await untyped(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
      if (numDeletedRows === 0n) throw notFound(kind.notFound);
    },
  };
}

export const audioRecords = mediaRecords<'audio', AudioJson, z.output<typeof audioBody>>({
  table: 'audio',
  placeholder: audioTitleColumns('Nová nahrávka'),
  toJson: toAudioJson,
  toColumns: (a) => ({ ...audioTitleColumns(a.audioTitle), mp3file: a.mp3file, category: a.category, subcategory: a.subcategory }),
  notFound: 'Nahrávka nenalezena',
});

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

import { Hono } from 'hono';
import type { z } from 'zod';
import { audioBody, bannerBody, videoBody } from '@contract/admin/media';
import { adminMessages } from '@contract/admin/messages';
import type { StaffRecord } from '@contract/admin/records';
import type { Paged } from '@contract/catalogue';
import type { AppEnv } from '../env';
import { TRANSCRIPT_MAX_CHARS } from '@contract/transcripts';
import { requireStaff } from '../http/auth';
import { JSON_BODY_MAX_BYTES, limitBody } from '../http/bodyLimits';
import { idParam, validated } from '../http/validation';
import { audioRecords, bannerRecords, type MediaRecords, videoRecords } from './mediaRecords';

/**
 * Staff (administrators and assistants) manage one kind of record: POST / creates an empty draft
 * (201), PUT and DELETE /{id}, and DELETE /{id}/draft discards a draft never saved. Mounted
 * next to the public list of the same path.
 */
function staffRecords<Schema extends z.ZodType, Json>(
  records: MediaRecords<Json, z.output<Schema>>,
  body: Schema,
  idMessage: string,
  deleted: string,
  maxBodyBytes = JSON_BODY_MAX_BYTES,
) {
  const id = validated('param', idParam(idMessage));
  return new Hono<AppEnv>()
    .post('/', requireStaff, async (c) => c.json(await records.create(c.var.db), 201))
    .put('/:id{[0-9]+}', requireStaff, limitBody(maxBodyBytes), id, validated('json', body), async (c) =>
      c.json(await records.update(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.now())),
    )
    .delete('/:id{[0-9]+}', requireStaff, id, async (c) => {
      await records.remove(c.var.db, c.req.valid('param').id);
      return c.json({ message: deleted });
    })
    .delete('/:id{[0-9]+}/draft', requireStaff, id, async (c) => {
      await records.discard(c.var.db, c.req.valid('param').id);
      return c.json({ message: adminMessages.draftDiscarded });
    });
}

/** GET /{id} for staff, drafts included (a recording's is public: media/mediaRoutes.ts). */
const staffRecord = <Json>(records: MediaRecords<Json, never>, idMessage: string) =>
  new Hono<AppEnv>().get('/:id{[0-9]+}', requireStaff, validated('param', idParam(idMessage)), async (c) =>
    c.json(await records.get(c.var.db, c.req.valid('param').id)),
  );

/** A recording's form carries its transcript, up to TRANSCRIPT_MAX_CHARS characters of UTF-8 with its JSON escapes. */
const AUDIO_BODY_MAX_BYTES = 4 * TRANSCRIPT_MAX_CHARS;

export const audioAdmin = staffRecords(audioRecords, audioBody, 'Neplatné ID nahrávky', 'Nahrávka odstraněna', AUDIO_BODY_MAX_BYTES);
export const videoAdmin = new Hono<AppEnv>()
  .route('/', staffRecord(videoRecords, 'Neplatné ID videa'))
  .route('/', staffRecords(videoRecords, videoBody, 'Neplatné ID videa', 'Video odstraněno'));
export const bannerAdmin = new Hono<AppEnv>()
  .route('/', staffRecord(bannerRecords, 'Neplatné ID banneru'))
  .route('/', staffRecords(bannerRecords, bannerBody, 'Neplatné ID banneru', 'Banner odstraněn'));

/** The staff's whole list of one kind, drafts included and marked, in the public list's shape. */
const staffList = <Json, Key extends string>(records: MediaRecords<Json, never>, key: Key) =>
  new Hono<AppEnv>().get('/', requireStaff, async (c) =>
    c.json({ [key]: await records.list(c.var.db), page: 1, pages: 1 } as Record<Key, StaffRecord<Json>[]> & Paged),
  );

/** /api/admin/{audio,video,banner}: the lists of the staff screens. */
export const staffMediaLists = new Hono<AppEnv>()
  .route('/audio', staffList(audioRecords, 'audios'))
  .route('/video', staffList(videoRecords, 'videos'))
  .route('/banner', staffList(bannerRecords, 'banners'));

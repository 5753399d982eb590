import { Hono } from 'hono';
import type { z } from 'zod';
import { audioBody, bannerBody, videoBody } from '@contract/admin/media';
import { adminMessages } from '@contract/admin/messages';
import type { StaffRecord } from '@contract/admin/records';
import type { Paged } from '@contract/catalogue';
import type { AppEnv } from '../env';
import { requireStaff } from '../http/auth';
import { idParam, validated } from '../http/validation';
import { audioRecords, bannerRecords, type MediaRecords, videoRecords } from './mediaRecords';

/**
 * Staff (administrators and assistants) manage one kind of record: POST / creates an empty draft
 * (201), GET, PUT and DELETE /{id}, and DELETE /{id}/draft discards a draft never saved. Mounted
 * next to the public list of the same path.
 */
function staffRecords<Schema extends z.ZodType, Json>(records: MediaRecords<Json, z.output<Schema>>, body: Schema, idMessage: string, deleted: string) {
  const id = validated('param', idParam(idMessage));
  return new Hono<AppEnv>()
    .post('/', requireStaff, async (c) => c.json(await records.create(c.var.db), 201))
    .get('/:id', requireStaff, id, async (c) => c.json(await records.get(c.var.db, c.req.valid('param').id)))
    .put('/:id', requireStaff, id, validated('json', body), async (c) => c.json(await records.update(c.var.db, c.req.valid('param').id, c.req.valid('json'))))
    .delete('/:id', requireStaff, id, async (c) => {
      await records.remove(c.var.db, c.req.valid('param').id);
      return c.json({ message: deleted });
    })
    .delete('/:id/draft', requireStaff, id, async (c) => {
      await records.discard(c.var.db, c.req.valid('param').id);
      return c.json({ message: adminMessages.draftDiscarded });
    });
}

export const audioAdmin = staffRecords(audioRecords, audioBody, 'Neplatné ID nahrávky', 'Nahrávka odstraněna');
export const videoAdmin = staffRecords(videoRecords, videoBody, 'Neplatné ID videa', 'Video odstraněno');
export const bannerAdmin = staffRecords(bannerRecords, bannerBody, 'Neplatné ID banneru', 'Banner odstraněn');

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

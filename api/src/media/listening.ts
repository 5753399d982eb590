import { type Selectable, sql } from 'kysely';
import type { ListeningJson, ListeningUpdate } from '@contract/listening';
import type { Db } from '../db/open';
import type { ListeningTable } from '../db/schema';
import { NotFound } from '../domainErrors';

/** A number as a column of a select that PostgreSQL would otherwise take for text. */
const asNumber = (value: number) => sql<number>`cast(${value} as double precision)`;

const toListeningJson = (row: Selectable<ListeningTable>): ListeningJson => ({
  audioId: row.audio_id,
  position: row.position,
  duration: row.duration,
  playbackRate: row.playback_rate,
  updatedAt: row.updated_at,
  finished: row.finished === 1,
});

/** The listener's place in every episode they started, the latest first. */
export async function listeningOf(db: Db, userId: number): Promise<ListeningJson[]> {
  const rows = await db.selectFrom('listening').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('audio_id').execute();
  return rows.map(toListeningJson);
}

/**
 * Stores the listener's place in a public recording unless the stored one is later (by the devices'
 * clocks): one conditional upsert, so two devices writing at once leave the later place on either
 * engine. Answers the place stored afterwards, which is the caller's own or a later one.
 */
export async function saveListening(db: Db, userId: number, audioId: number, place: ListeningUpdate): Promise<ListeningJson> {
  await db
    .insertInto('listening')
    .columns(['user_id', 'audio_id', 'position', 'duration', 'playback_rate', 'finished', 'updated_at'])
    .expression(
      db
        .selectFrom('audio')
        .where('id', '=', audioId)
        .where('is_draft', '=', 0)
        .select([
          sql<number>`cast(${userId} as integer)`.as('user_id'),
          'id',
          asNumber(place.position).as('position'),
          asNumber(place.duration).as('duration'),
          asNumber(place.playbackRate).as('playback_rate'),
          sql<number>`cast(${place.finished ? 1 : 0} as integer)`.as('finished'),
          sql<string>`cast(${place.updatedAt} as text)`.as('updated_at'),
        ]),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'audio_id'])
        .doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          duration: eb.ref('excluded.duration'),
          playback_rate: eb.ref('excluded.playback_rate'),
          finished: eb.ref('excluded.finished'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('listening.updated_at', '<=', (eb) => eb.ref('excluded.updated_at')),
    )
    .execute();
  const stored = await db.selectFrom('listening').selectAll().where('user_id', '=', userId).where('audio_id', '=', audioId).executeTakeFirst();
  if (!stored) throw new NotFound('Nahrávka nenalezena');
  return toListeningJson(stored);
}

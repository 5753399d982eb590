import type { Kysely } from 'kysely';
import { engineOf, nowAsText } from '../api/src/db/engine';
import { createVersionTriggers, dropVersionTriggers, type VersionTrigger } from './versionTriggers';

// Issue 32, the listener's player:
// - listening: where each signed-in listener stopped in each episode, by the device's clock
//   (updated_at), so a later write wins whichever device sends it first (api/src/media/listening.ts);
// - audio_chapters: an episode's chapters, a start (whole seconds) and a title each;
// - audio_transcripts: an episode's transcript as normalised WebVTT, and its words folded
//   (contract/searchFolding.ts) for the audio search.
// Chapters and transcripts are shown in the podcast feeds and on the public pages, so their changes
// move the catalogue version (migration 0006) like the recordings' own.

const versionTriggers: VersionTrigger[] = ['audio_chapters', 'audio_transcripts'].flatMap((table): VersionTrigger[] =>
  ['insert', 'update', 'delete'].map((event) => [`${table}_version_${event}`, `after ${event} on ${table}`]),
);

export async function up(db: Kysely<any>): Promise<void> {
  const now = nowAsText(engineOf(db));
  await db.schema
    .createTable('listening')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('audio_id', 'integer', (c) => c.notNull().references('audio.id').onDelete('cascade'))
    .addColumn('position', 'double precision', (c) => c.notNull())
    .addColumn('duration', 'double precision', (c) => c.notNull())
    .addColumn('playback_rate', 'double precision', (c) => c.notNull().defaultTo(1))
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('listening_pk', ['user_id', 'audio_id'])
    .execute();
  await db.schema.createIndex('listening_audio').on('listening').column('audio_id').execute();
  await db.schema
    .createTable('audio_chapters')
    .addColumn('audio_id', 'integer', (c) => c.notNull().references('audio.id').onDelete('cascade'))
    .addColumn('start', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audio_chapters_pk', ['audio_id', 'start'])
    .execute();
  await db.schema
    .createTable('audio_transcripts')
    .addColumn('audio_id', 'integer', (c) => c.primaryKey().references('audio.id').onDelete('cascade'))
    .addColumn('vtt', 'text', (c) => c.notNull())
    .addColumn('text_folded', 'text', (c) => c.notNull())
    .execute();
  await createVersionTriggers(db, versionTriggers);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropVersionTriggers(db, versionTriggers);
  for (const table of ['audio_transcripts', 'audio_chapters', 'listening']) await db.schema.dropTable(table).ifExists().execute();
}

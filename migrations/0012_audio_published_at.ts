import type { Kysely } from 'kysely';
import { weeklyInSeriesOrder } from '../api/src/media/seriesDates';

// A recording's publication date, the pubDate of its episode: staff set it; null is its creation
// time (api/src/media/media.ts). The demo's recordings, all created in one moment, get one a week in
// the series' order (id), so podcast apps can order them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audio').addColumn('published_at', 'text').execute();
  const rows: { id: number; created_at: string }[] = await db.selectFrom('audio').select(['id', 'created_at']).orderBy('id').execute();
  const byCreation = new Map<string, typeof rows>();
  for (const row of rows) byCreation.set(row.created_at, [...(byCreation.get(row.created_at) ?? []), row]);
  for (const [createdAt, group] of byCreation) {
    if (group.length < 2) continue;
    const dates = weeklyInSeriesOrder(createdAt, group.length);
    for (const [i, row] of group.entries()) await db.updateTable('audio').set({ published_at: dates[i] }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audio').dropColumn('published_at').execute();
}

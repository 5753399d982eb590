import type { Kysely } from 'kysely';
import { foldedForSearch } from '@contract/searchFolding';

// The audio search ignores case and diacritics ('zivot' finds 'Život'): each recording keeps its
// title folded (contract/searchFolding.ts), written with the title, and the search looks
// for the folded keyword in it. A plain column, so PostgreSQL takes it as it is.
export async function up(db: Kysely<any>): Promise<void> {
  // One transaction: the column never exists without every title folded into it. On PostgreSQL the
  // migrator already runs each migration in one (its DDL is transactional), and Kysely nests none.
  const inOneTransaction = (work: (trx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inOneTransaction(async (trx) => {
    await trx.schema
      .alterTable('audio')
      .addColumn('audio_title_folded', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const rows: { id: number; audio_title: string }[] = await trx.selectFrom('audio').select(['id', 'audio_title']).execute();
    for (const { id, audio_title } of rows) {
      await trx
        .updateTable('audio')
        .set({ audio_title_folded: foldedForSearch(audio_title) })
        .where('id', '=', id)
        .execute();
    }
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audio').dropColumn('audio_title_folded').execute();
}

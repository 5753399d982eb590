import type { Kysely } from 'kysely';

// Every newsletter-related mail carries a link that unsubscribes its address in one click. The
// token is random (256 bits), made when the first such link is built and kept until it is used,
// so every mail sent meanwhile carries a working link; it grants nothing but leaving the list.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscribers').addColumn('unsubscribe_token', 'text').execute();
  await db.schema.createIndex('subscribers_unsubscribe_token').on('subscribers').column('unsubscribe_token').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscribers_unsubscribe_token').ifExists().execute();
  await db.schema.alterTable('subscribers').dropColumn('unsubscribe_token').execute();
}

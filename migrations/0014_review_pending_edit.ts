import type { Kysely } from 'kysely';

// An approved review that its author edits stays public as approved until the edit is approved:
// the edit waits in pending_rating and pending_comment (api/src/catalogue/reviews.ts). The columns
// the public sees do not change with it, so neither does the catalogue version (migration 0006).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('pending_rating', 'integer').execute();
  await db.schema.alterTable('reviews').addColumn('pending_comment', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('pending_comment').execute();
  await db.schema.alterTable('reviews').dropColumn('pending_rating').execute();
}

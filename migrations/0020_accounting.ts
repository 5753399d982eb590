import { type Kysely, sql } from 'kysely';
import { engineOf, identityKey } from '../api/src/db/engine';

// The books for the accountant (issue 31). A cancelled order's invoice is corrected by a credit note
// (opravný daňový doklad) of its own series: `credit_notes` holds its number, the order it corrects,
// the amount credited (haléře), the reason and when it was issued, written in the cancel's
// transaction from the counter row `credit_note_number`. Its mail carries the credit note's PDF and
// ISDOC, rendered as it leaves: the outbox learns the attachment 'credit_note'.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'integer', identityKey(engineOf(db)))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_created_at').on('credit_notes').column('created_at').execute();
  await db.insertInto('counters').values({ name: 'credit_note_number', value: 0 }).execute();
  await allowAttachments(db, ['invoice', 'credit_note']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('mail_outbox').where('attachment', '=', 'credit_note').execute();
  await allowAttachments(db, ['invoice']);
  await db.deleteFrom('counters').where('name', '=', 'credit_note_number').execute();
  await db.schema.dropTable('credit_notes').execute();
}

/**
 * The outbox's check of `attachment` (migration 0007) with another list of kinds. PostgreSQL
 * replaces the constraint; SQLite cannot alter a check, so the table is made again from its own
 * statement with the new list, its rows copied over and its indexes made again.
 */
async function allowAttachments(db: Kysely<any>, kinds: string[]): Promise<void> {
  const check = `attachment in (${kinds.map((kind) => `'${kind}'`).join(', ')})`;
  if (engineOf(db) === 'postgres') {
    await sql`alter table mail_outbox drop constraint mail_outbox_attachment_check`.execute(db);
    await sql`alter table mail_outbox add constraint mail_outbox_attachment_check check (${sql.raw(check)})`.execute(db);
    return;
  }
  const statements = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master where tbl_name = 'mail_outbox' and sql is not null`.execute(
    db,
  );
  const table = statements.rows.find((row) => row.type === 'table')!.sql;
  const indexes = statements.rows.filter((row) => row.type === 'index').map((row) => row.sql);
  const rebuilt = table.replace(/attachment in \([^)]*\)/, check).replace(/^CREATE TABLE "?mail_outbox"?/i, 'create table "mail_outbox_new"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into mail_outbox_new select * from mail_outbox`.execute(db);
  await sql`drop table mail_outbox`.execute(db);
  await sql`alter table mail_outbox_new rename to mail_outbox`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

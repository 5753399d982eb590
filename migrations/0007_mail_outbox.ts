import { type Kysely, sql } from 'kysely';
import { engineOf, identityKey } from '../api/src/db/engine';

// Every mail is a row written in the transaction of what causes it; a background sender delivers it
// (api/src/mail/outbox.ts). A row holds what to attach (`attachment`, e.g. the invoice of its order),
// never the rendered bytes. `claimed_until` is a lease: while it lies in the future one sender owns
// the row, and a sender that died gives it up by letting the lease run out.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', identityKey(engineOf(db)))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('attachment', 'text', (c) => c.check(sql`attachment in ('invoice')`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addCheckConstraint('mail_outbox_invoice_has_order', sql`attachment is null or order_id is not null`)
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_order').on('mail_outbox').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}

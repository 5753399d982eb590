import type { Kysely } from 'kysely';

// An order is sent before it is delivered (issue 31, the order desk's "zaplaceno a neodesláno" and
// "odesláno"): is_sent and sent_at, set by staff or by the hand-over to the carrier. A cancelled order
// keeps the reason staff gave (cancel_reason), which the customer's mail and the credit note repeat.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('is_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('sent_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('orders').dropColumn('sent_at').execute();
  await db.schema.alterTable('orders').dropColumn('is_sent').execute();
}

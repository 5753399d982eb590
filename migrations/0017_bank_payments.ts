import { type Kysely, sql } from 'kysely';
import { engineOf, identityKey } from '../api/src/db/engine';

// Bank transfers paired by the shop itself (issue 30; api/src/payments/bankPairing.ts):
// - bank_movements: each incoming movement once, keyed by the account and the bank's own id, with
//   what became of it (paired to an order, or unpaired with its reason until staff decide);
// - fio_account: Fio's bookmark as far as the shop committed it, when Fio may be called next (one
//   call per 30 s, shared by every process) and the lease of the process calling it now;
// - orders.paid_by: how the order was paid, for the customer's page ("Zaplaceno převodem dne …");
//   orders.payment_reminded_at: when the one reminder of an unpaid transfer was queued.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_movements')
    .addColumn('id', 'integer', identityKey(engineOf(db)))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('fio', 'gpc', 'camt')`))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('bank_id', 'text', (c) => c.notNull())
    .addColumn('booked_at', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('variable_symbol', 'text')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('counter_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('paired', 'unpaired', 'returned', 'ignored')`))
    .addColumn('reason', 'text', (c) =>
      c.check(sql`reason in ('underpayment', 'overpayment', 'unknownSymbol', 'foreignCurrency', 'cancelledOrder', 'alreadyPaid')`),
    )
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bank_movements_once', ['account', 'bank_id'])
    .execute();
  await db.schema.createIndex('bank_movements_state').on('bank_movements').columns(['state', 'booked_at']).execute();
  await db.schema.createIndex('bank_movements_order').on('bank_movements').column('order_id').execute();
  await db.schema
    .createTable('fio_account')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_movement_id', 'text')
    .addColumn('rewind', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_call_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .execute();
  await db
    .insertInto('fio_account')
    .values({ id: 1, next_call_at: new Date(0).toISOString() })
    .execute();
  await db.schema.alterTable('orders').addColumn('paid_by', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_reminded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_reminded_at').execute();
  await db.schema.alterTable('orders').dropColumn('paid_by').execute();
  await db.schema.dropTable('fio_account').execute();
  await db.schema.dropTable('bank_movements').execute();
}

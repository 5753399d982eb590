import type { Kysely } from 'kysely';
import { orderSearchText } from '@contract/admin/orderDesk';

// The order desk (issue 31) searches orders by number, name, e-mail or phone without diacritics on
// both engines: each order keeps that text folded (contract/admin/orderDesk.ts), written with the
// order, and the desk looks for the folded words in it. Its tabs filter by the state flags and list
// the newest first, which one index serves.
export async function up(db: Kysely<any>): Promise<void> {
  // One transaction: the column never exists without every order's text in it (PostgreSQL's migrator already runs one).
  const inOneTransaction = (work: (trx: Kysely<any>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inOneTransaction(async (trx) => {
    await trx.schema
      .alterTable('orders')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const rows: { id: number; order_number: number; name: string; ship_name: string; billing_name: string; email: string; ship_phone: string }[] = await trx
      .selectFrom('orders')
      .select(['id', 'order_number', 'name', 'ship_name', 'billing_name', 'email', 'ship_phone'])
      .execute();
    for (const row of rows) {
      const text = orderSearchText({
        orderNumber: row.order_number,
        name: row.name,
        shipName: row.ship_name,
        billingName: row.billing_name,
        email: row.email,
        phone: row.ship_phone,
      });
      await trx.updateTable('orders').set({ search_text: text }).where('id', '=', row.id).execute();
    }
  });
  await db.schema.createIndex('orders_desk_state').on('orders').columns(['is_cancelled', 'is_delivered', 'is_sent', 'is_paid', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_desk_state').execute();
  await db.schema.alterTable('orders').dropColumn('search_text').execute();
}

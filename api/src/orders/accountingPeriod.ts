// The documents of a period for the accountant: the invoices issued in it (the orders placed, each
// invoiced that day) and the credit notes issued in it, read a batch at a time, so an export of a
// year streams in flat memory.
import type { AccountingPeriod } from '@contract/admin/accounting';
import { pragueDayInstants } from '@contract/pragueDays';
import type { Db } from '../db/open';
import { ordersByIds } from './orders';
import type { TaxDocument } from './taxDocument';

const BATCH = 200;

/** The ids of the rows of `table` made in the period, oldest first, a batch at a time. */
async function* idsInPeriod(db: Db, table: 'orders' | 'credit_notes', period: AccountingPeriod): AsyncGenerator<number[]> {
  const { start, end } = pragueDayInstants(period);
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => row.id);
    after = rows.at(-1)!.id;
  }
}

/** The period's invoices in the order of their numbers, then its credit notes in the order of theirs. */
export async function* documentsInPeriod(db: Db, period: AccountingPeriod): AsyncGenerator<TaxDocument> {
  for await (const ids of idsInPeriod(db, 'orders', period)) {
    for (const order of await ordersByIds(db, ids)) yield { order };
  }
  for await (const ids of idsInPeriod(db, 'credit_notes', period)) {
    const notes = await db.selectFrom('credit_notes').select(['order_id', 'number', 'created_at', 'reason']).where('id', 'in', ids).orderBy('id').execute();
    const orders = new Map(
      (
        await ordersByIds(
          db,
          notes.map((n) => n.order_id),
        )
      ).map((order) => [order._id, order]),
    );
    for (const note of notes) yield { order: orders.get(note.order_id)!, creditNote: { number: note.number, createdAt: note.created_at, reason: note.reason } };
  }
}

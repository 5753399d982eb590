// The credit note (opravný daňový doklad) of a cancelled order. Every order is invoiced when it is
// placed (its confirmation carries the invoice, dated that day), so every cancelled order has an
// invoice to correct: paid or not, cancelled by staff or because its card payment ran out. The
// credit note is written and its mail queued in the cancel's transaction, so a crash loses neither.
import { formatPrice } from '@contract/format';
import { toHalere } from '@contract/money';
import type { Db } from '../db/open';
import { enqueueMail } from '../mail/outbox';
import { creditNoteMail } from '../mail/templates';
import { nextYearlyNumber, orderById } from './orders';
import type { CreditNoteFacts } from './taxDocument';

/** A credit note's number: 'D' before a yearly sequence of its own (D2026000001), never an invoice's. */
export const creditNoteNumber = (sequence: number) => `D${sequence}`;

/** Issues the credit note of the order just cancelled in `trx`, and queues its mail with the PDF and ISDOC. */
export async function issueCreditNote(trx: Db, orderId: number, now: Date): Promise<void> {
  const order = await orderById(trx, orderId);
  if (!order) throw new Error(`Objednávka ${orderId} neexistuje.`);
  const number = creditNoteNumber(await nextYearlyNumber(trx, 'credit_note_number', now));
  await trx
    .insertInto('credit_notes')
    .values({ number, order_id: orderId, amount: toHalere(order.totalPrice), reason: order.cancelReason, created_at: now.toISOString() })
    .execute();
  const content = creditNoteMail({
    customerName: order.name,
    orderNumber: order.orderNumber,
    creditNoteNumber: number,
    amount: formatPrice(order.totalPrice),
    reason: order.cancelReason,
    paid: order.isPaid,
  });
  await enqueueMail(trx, { to: order.email, ...content, orderId, attachment: 'credit_note' }, now);
}

/** The order's credit note, if it was cancelled. */
export async function creditNoteOf(db: Db, orderId: number): Promise<CreditNoteFacts | undefined> {
  const row = await db.selectFrom('credit_notes').select(['number', 'created_at', 'reason']).where('order_id', '=', orderId).executeTakeFirst();
  return row && { number: row.number, createdAt: row.created_at, reason: row.reason };
}

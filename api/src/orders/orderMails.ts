import type { OrderJson, OrderMailJson } from '@contract/checkout/orderJson';
import type { Db } from '../db/open';
import { Conflict, NotFound } from '../domainErrors';

export const orderMailMessages = {
  notFound: 'E-mail u této objednávky nenalezen',
  notFailed: 'Znovu lze odeslat jen e-mail, jehož odeslání selhalo.',
} as const;

/** The order's mails, oldest first. */
export async function mailsOfOrder(db: Db, orderId: number): Promise<OrderMailJson[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'state', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    to: r.recipient,
    subject: r.subject,
    state: r.state,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}

/** The order as staff see it: with its mails. */
export const withMails = async (db: Db, order: OrderJson): Promise<OrderJson> => ({ ...order, mails: await mailsOfOrder(db, order._id) });

/** Queues a failed mail of the order again, with a fresh count of attempts. */
export async function requeueFailedMail(db: Db, orderId: number, mailId: number, now: Date): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable('mail_outbox')
    .set({ state: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_until: null })
    .where('id', '=', mailId)
    .where('order_id', '=', orderId)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  if (numUpdatedRows > 0n) return;
  const exists = await db.selectFrom('mail_outbox').select('id').where('id', '=', mailId).where('order_id', '=', orderId).executeTakeFirst();
  throw exists ? new Conflict(orderMailMessages.notFailed) : new NotFound(orderMailMessages.notFound);
}

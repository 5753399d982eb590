import type { Db } from '../src/db/open';

/**
 * The mails queued to `recipient` (of one order when given), oldest first. Every mail of the shop
 * is a row of the outbox, written in the transaction of what causes it: a mail that is not queued
 * by the time the request has answered is never sent, so these rows prove that none was.
 */
export function queuedMails(db: Db, recipient: string, orderId?: number) {
  let query = db.selectFrom('mail_outbox').select(['id', 'subject', 'state']).where('recipient', '=', recipient);
  if (orderId !== undefined) query = query.where('order_id', '=', orderId);
  return query.orderBy('id').execute();
}

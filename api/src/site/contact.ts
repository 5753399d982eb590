import type { Deps } from '../env';
import { enqueueMail } from '../mail/outbox';
import { contactReceiptMail, contactToShopMail, type ContactMessage } from '../mail/templates';

/** Queues the message to the shop (replies go to the sender) and a receipt to the sender's address, together. */
export async function sendContactMessage(
  { db, config, now, wakeMailSender }: Pick<Deps, 'db' | 'config' | 'now' | 'wakeMailSender'>,
  message: ContactMessage,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, { to: config.shopEmail, replyTo: message.email, ...contactToShopMail(message) }, now());
    await enqueueMail(trx, { to: message.email, ...contactReceiptMail() }, now());
  });
  wakeMailSender?.();
}

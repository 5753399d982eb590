import type { Kysely } from 'kysely';
import type { Database, MailAttachmentKind } from '../db/schema';
import type { MailContent } from './mailer';

/** A mail as the outbox keeps it: the texts, and what the sender attaches when it sends. */
export interface QueuedMail extends MailContent {
  to: string;
  replyTo?: string;
  /** The order the mail belongs to; staff see its mails on the order. */
  orderId?: number;
  /** What the sender renders and attaches: the invoice (`'invoice'`) or the credit note (`'credit_note'`) of `orderId`. */
  attachment?: MailAttachmentKind;
}

/**
 * Writes the mail as a row of the outbox. Call it with the transaction of what causes the mail,
 * so the mail exists exactly when that does; the background sender (mailSender.ts) delivers it.
 */
export const enqueueMail = (trx: Kysely<Database>, mail: QueuedMail, now: Date): Promise<void> => enqueueMails(trx, [mail], now);

/** Many mails as `enqueueMail` writes one, in statements of 500 rows. */
export async function enqueueMails(trx: Kysely<Database>, mails: QueuedMail[], now: Date): Promise<void> {
  const at = now.toISOString();
  for (let start = 0; start < mails.length; start += 500) {
    await trx
      .insertInto('mail_outbox')
      .values(
        mails.slice(start, start + 500).map((mail) => ({
          order_id: mail.orderId ?? null,
          recipient: mail.to,
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachment: mail.attachment ?? null,
          next_attempt_at: at,
          created_at: at,
        })),
      )
      .execute();
  }
}

import type { Deps } from '../env';
import { HttpError } from '../http/errors';
import { MailNotSent } from '../mail/mailer';
import { contactCopyMail, contactToShopMail, type ContactMessage } from '../mail/templates';

export const CONTACT_MAIL_FAILED = 'Zprávu se nepodařilo odeslat. Zkuste to prosím později, nebo nás kontaktujte telefonicky.';

/**
 * Mails the message to the shop (replies go to the sender), then a copy to the sender. Once the
 * shop has it the message counts as sent: a lost copy is only logged, so nobody sends it twice.
 */
export async function sendContactMessage({ mailer, config }: Pick<Deps, 'mailer' | 'config'>, message: ContactMessage): Promise<void> {
  try {
    await mailer.send({ to: config.shopEmail, replyTo: message.email, ...contactToShopMail(message) });
  } catch (error) {
    throw error instanceof MailNotSent ? new HttpError(503, CONTACT_MAIL_FAILED) : error;
  }
  await mailer.send({ to: message.email, ...contactCopyMail(message) }).catch(() => {
    // already logged by the mailer
  });
}

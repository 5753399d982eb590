import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail extends MailContent {
  to: string;
  replyTo?: string;
  /** `<…@…>`; nodemailer makes one when absent. */
  messageId?: string;
  attachments?: MailAttachment[];
}

/** Sends one mail; a failure is logged and thrown as MailNotSent. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export class MailNotSent extends Error {}

export interface MailerOptions {
  /** The sender, e.g. `Slovo života <eshop@slovozivota.cz>`. */
  from: string;
  /** smtp(s)://user:password@host:port; without it every mail is written to `outboxDir` instead. */
  smtpUrl?: string;
  outboxDir: string;
}

type Delivery = (mail: OutgoingMail & { from: string }) => Promise<void>;

/**
 * Mail through nodemailer: over SMTP when a URL is configured, otherwise as .eml files in the
 * outbox with their links printed in the log, so the demo works without a mail server.
 */
export function createMailer({ from, smtpUrl, outboxDir }: MailerOptions): Mailer {
  const deliver = smtpUrl ? overSmtp(smtpUrl) : intoOutbox(outboxDir);
  return {
    async send(mail) {
      try {
        await deliver({ from, ...mail });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`Mail "${mail.subject}" was not sent: ${reason}`);
        throw new MailNotSent(reason, { cause: error });
      }
    },
  };
}

function overSmtp(url: string): Delivery {
  // A mail server that does not answer must fail well within the outbox's lease (mailSender.ts).
  const transport = nodemailer.createTransport({ url, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
  return async (mail) => {
    await transport.sendMail(mail);
  };
}

function intoOutbox(dir: string): Delivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (mail) => {
    const { message } = await transport.sendMail(mail);
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
    // Written aside and renamed into place, so a crash never leaves a half-written .eml behind.
    const partial = `${file}.partial`;
    await writeFile(partial, message as Buffer);
    await rename(partial, file);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    console.log([`Mail "${mail.subject}" to ${mail.to} saved as ${file}`, ...links.map((link) => `  link: ${link}`)].join('\n'));
  };
}

import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Log } from '../log';

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

/** Sends one mail; a failure is logged as a warning (the outbox tries again) and thrown as MailNotSent. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the connections kept open to the mail server. */
  close(): void;
}

export class MailNotSent extends Error {}

export interface MailerOptions {
  /** The sender, e.g. `Slovo života <eshop@slovozivota.cz>`. */
  from: string;
  /** smtp(s)://user:password@host:port; without it every mail is written to `outboxDir` instead. */
  smtpUrl?: string;
  outboxDir: string;
  log: Log;
}

interface Delivery {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
  close(): void;
}

/**
 * Mail through nodemailer: over SMTP when a URL is configured, otherwise as .eml files in the
 * outbox with their links in the log (the only place a link is ever logged), so the demo works
 * without a mail server.
 */
export function createMailer({ from, smtpUrl, outboxDir, log }: MailerOptions): Mailer {
  const deliver = smtpUrl ? overSmtp(smtpUrl) : intoOutbox(outboxDir, log);
  return {
    async send(mail) {
      try {
        await deliver.send({ from, ...mail });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ err: error }, `Mail "${mail.subject}" was not sent`);
        throw new MailNotSent(reason, { cause: error });
      }
    },
    close: () => deliver.close(),
  };
}

// Connections kept open to the mail server and shared by the mails on their way: a connection per mail
// (its TCP and SMTP greeting) held a backlog to about 26 mails/s.
export const SMTP_CONNECTIONS = 4;

function overSmtp(url: string): Delivery {
  // A mail server that does not answer must fail well within the outbox's lease (mailSender.ts).
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

function intoOutbox(dir: string, log: Log): Delivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return { send, close: () => undefined };

  async function send(mail: OutgoingMail & { from: string }) {
    const { message } = await transport.sendMail(mail);
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
    // Written aside and renamed into place, so a crash never leaves a half-written .eml behind.
    const partial = `${file}.partial`;
    await writeFile(partial, message as Buffer);
    await rename(partial, file);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    // Not under `links`, which the log hides: here a newcomer finds the link that confirms an account.
    log.info({ to: mail.to, file, outboxLinks: links }, `Mail "${mail.subject}" saved in the outbox`);
  }
}

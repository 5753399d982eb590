// A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives, parsed
// with postal-mime, so tests read back the mails the shop sent through nodemailer. With
// `rejectAll` it refuses every recipient, as a broken or unwilling mail server would; `port` starts it
// where a test had the shop send while no server was there; `answerWhen` holds back its answer to
// each mail (kept already) until that promise settles, as a slow mail server would.
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string[];
  from: string;
  raw: string;
  parsed: Email;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** The next mail to `to` not yet taken (waits for it), removed from `received`; with `about`, the next whose text contains it. */
  nextMailTo(to: string, about?: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const addresses = (list: Email['replyTo']) => (list ?? []).flatMap((a) => (a.group ? a.group.map((m) => m.address) : [a.address]));

export async function startSmtpServer({
  rejectAll = false,
  port: wantedPort = 0,
  answerWhen,
}: { rejectAll?: boolean; port?: number; answerWhen?: Promise<void> } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejectAll) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A mail that cannot be parsed is refused, with the parser's error.
      stream.on(
        'end',
        () =>
          void keep(Buffer.concat(chunks), session)
            .then(() => answerWhen)
            .then(() => callback(), callback),
      );
    },
  });

  async function keep(raw: Buffer, session: SMTPServerSession): Promise<void> {
    const parsed = await PostalMime.parse(raw);
    received.push({
      to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html ?? '',
      replyTo: addresses(parsed.replyTo),
      from: parsed.from?.address ?? '',
      raw: raw.toString('utf8'),
      parsed,
    });
    for (const wake of waiters) wake();
  }

  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function take(to: string, about = ''): ReceivedMail | undefined {
    const index = received.findIndex((m) => m.to.includes(to.toLowerCase()) && m.text.includes(about));
    return index < 0 ? undefined : received.splice(index, 1)[0];
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo(to, about) {
      const timeoutMs = 15_000;
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(to, about);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to}${about ? ` about ${about}` : ''} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The links of a mail's plain-text part. */
export const linksIn = (mail: ReceivedMail) => mail.text.match(/https?:\/\/\S+/g) ?? [];

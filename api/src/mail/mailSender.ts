import type { Selectable } from 'kysely';
import type { AppConfig } from '../config';
import { engineOf, lockedForClaim } from '../db/engine';
import type { Db } from '../db/open';
import type { MailOutboxTable } from '../db/schema';
import type { Log } from '../log';
import type { MailAttachment, Mailer } from './mailer';

export interface SenderTiming {
  /** How often the outbox is read without a wake-up: retries that fell due, rows a crashed sender left. */
  pollMs: number;
  /** How long a claimed row belongs to this sender; if it dies, another takes the row after that. */
  leaseMs: number;
  /** Attempts before a mail is marked failed (staff can queue it again). */
  maxAttempts: number;
  /** The wait after the first failed attempt, doubled after each further one. */
  firstRetryMs: number;
  /** Mails on their way at most at once; a slot that frees up is filled by the next claim. */
  concurrency: number;
}

export const DEFAULT_TIMING: SenderTiming = { pollMs: 5_000, leaseMs: 20_000, maxAttempts: 8, firstRetryMs: 30_000, concurrency: 16 };

export interface MailSenderOptions {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  now: () => Date;
  log: Log;
  /** The files a mail carries, made when it is sent (the order's invoice). */
  attachments: MailAttachments;
  timing?: Partial<SenderTiming>;
}

export interface MailAttachments {
  of(mail: OutboxRow): Promise<MailAttachment[]>;
  /** Lets go of what making them holds (a worker thread). */
  close(): Promise<void>;
}

export interface MailSender {
  /** Stops polling, waits for the mails being sent and closes the mailer's connections. */
  stop(): Promise<void>;
  /** Looks at the outbox now; call it after a commit that queued a mail. */
  wake(): void;
}

export type OutboxRow = Selectable<MailOutboxTable>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Claims due rows with a lease: one statement, so two senders never claim the same row. Rows this
 * sender is still sending (`sending`) stay its own even past their lease, so a slow mail server (or a
 * clock that jumps) never makes it send one mail twice.
 */
async function claimDue(db: Db, now: Date, timing: SenderTiming, limit: number, sending: ReadonlySet<number>): Promise<OutboxRow[]> {
  const at = now.toISOString();
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ claimed_until: new Date(now.getTime() + timing.leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      lockedForClaim(
        engineOf(db),
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', at)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
          .$if(sending.size > 0, (q) => q.where('id', 'not in', [...sending]))
          .orderBy('id')
          .limit(limit),
      ),
    )
    .returningAll()
    .execute();
}

/**
 * Delivers the outbox in the background: keeps up to `concurrency` mails on their way (the mailer
 * sends them over a pool of SMTP connections), claiming due rows with a lease, renders their attachments
 * (`attachments`: the invoice PDF), sends them through the mailer and marks them sent; a
 * failure is retried with exponential backoff up to `maxAttempts`, then the row is marked failed.
 *
 * Exactly once, as far as it can be: a row is marked sent right after the mail server accepted
 * the mail. A crash between those two steps (a few milliseconds: the server's answer travelling
 * back and one UPDATE) leaves the row pending, and it is sent again once its lease ran out. No
 * order of steps avoids that without the mail server's help; the Message-ID stays the same, so
 * the copy can be recognised.
 */
export function startMailSender({ db, mailer, config, now, log, attachments, timing: overrides }: MailSenderOptions): MailSender {
  const timing = { ...DEFAULT_TIMING, ...overrides };
  const host = new URL(config.publicUrl).hostname;
  const sending = new Set<Promise<void>>();
  const sendingIds = new Set<number>();
  let claiming: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const ours = (row: OutboxRow) =>
    db.updateTable('mail_outbox').where('id', '=', row.id).where('claimed_until', '=', row.claimed_until).where('state', '=', 'pending');

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      await mailer.send({
        to: row.recipient,
        ...(row.reply_to && { replyTo: row.reply_to }),
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: `<outbox-${row.id}-${Date.parse(row.created_at)}@${host}>`,
        attachments: await attachments.of(row),
      });
    } catch (error) {
      const failed = row.attempts >= timing.maxAttempts;
      const retryAt = new Date(now().getTime() + timing.firstRetryMs * 2 ** (row.attempts - 1));
      await ours(row)
        .set({ state: failed ? 'failed' : 'pending', claimed_until: null, last_error: reasonOf(error), next_attempt_at: retryAt.toISOString() })
        .execute();
      if (failed) log.error({ err: error, mailId: row.id, orderId: row.order_id, attempts: row.attempts }, 'Mail not sent; it is marked failed');
      return;
    }
    await ours(row).set({ state: 'sent', sent_at: now().toISOString(), claimed_until: null, last_error: null }).execute();
  }

  function send(row: OutboxRow): void {
    sendingIds.add(row.id);
    const sent = deliver(row)
      .catch((error: unknown) => log.error({ err: error, mailId: row.id }, 'The mail sender failed'))
      .finally(() => {
        sending.delete(sent);
        sendingIds.delete(row.id);
        // Half the slots free: claim more in one statement rather than one per finished mail.
        if (sending.size <= timing.concurrency / 2) wake();
      });
    sending.add(sent);
  }

  /** Claims due rows into the free slots until none are free or nothing more is due. */
  async function fillSlots(): Promise<void> {
    do {
      again = false;
      while (!stopped && sending.size < timing.concurrency) {
        const rows = await claimDue(db, now(), timing, timing.concurrency - sending.size, sendingIds);
        rows.forEach(send);
        if (rows.length === 0) break;
      }
    } while (again && !stopped);
  }

  function wake(): void {
    if (stopped) return;
    if (claiming) {
      again = true; // committed after the claim that is running may have looked
      return;
    }
    claiming = fillSlots()
      .catch((error: unknown) => log.error({ err: error }, 'The mail sender failed'))
      .finally(() => {
        claiming = undefined;
        if (again) wake();
      });
  }

  const poll = setInterval(wake, timing.pollMs);
  poll.unref();
  wake(); // mails a previous run left behind
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await claiming;
      await Promise.all(sending);
      mailer.close();
      await attachments.close();
    },
  };
}

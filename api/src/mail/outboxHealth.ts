import type { MailHealthJson } from '@contract/admin/mailHealth';
import type { Db } from '../db/open';

/** MAIL_STALE_MINUTES when unset: how long mail may wait with none leaving before the shop reports it. */
export const DEFAULT_MAIL_STALE_MINUTES = 30;

const MINUTE = 60_000;

/**
 * The outbox as the operator's monitor and the staff see it. Mail is stale when a mail has waited
 * longer than `staleMinutes` and no mail has left within that time: a mail server that is down or
 * refuses the shop. One address that keeps refusing while other mails leave is not stale; its
 * failure shows on its order.
 */
export async function outboxHealth(db: Db, now: Date, staleMinutes = DEFAULT_MAIL_STALE_MINUTES): Promise<MailHealthJson> {
  const counts = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.countAll<number | string>().filterWhere('state', '=', 'pending').as('pending'),
      eb.fn.countAll<number | string>().filterWhere('state', '=', 'failed').as('failed'),
      eb.fn.min('created_at').filterWhere('state', '=', 'pending').as('oldest'),
    ])
    .where('state', 'in', ['pending', 'failed'])
    .executeTakeFirstOrThrow();
  const since = new Date(now.getTime() - staleMinutes * MINUTE).toISOString();
  const waitedTooLong = counts.oldest !== null && counts.oldest < since;
  // Asked only then: sent rows are most of the table and sent_at has no index.
  const leftSince =
    waitedTooLong && (await db.selectFrom('mail_outbox').select('id').where('state', '=', 'sent').where('sent_at', '>=', since).limit(1).executeTakeFirst());
  return {
    stale: waitedTooLong && !leftSince,
    staleMinutes,
    pending: Number(counts.pending),
    oldestPendingMinutes: counts.oldest === null ? null : Math.max(0, Math.floor((now.getTime() - Date.parse(counts.oldest)) / MINUTE)),
    failed: Number(counts.failed),
  };
}

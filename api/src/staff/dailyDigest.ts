// The shop's daily digest (issue 31), when staff switched it on: after Prague midnight the figures of
// the day that ended go to SHOP_ORDERS_EMAIL, once. The day's row in daily_digests is the claim,
// written in the transaction that queues the mail, so two processes or a restart never send it twice.
import { addDays, pragueDay } from '@contract/pragueDays';
import { formatDate, formatPrice } from '@contract/format';
import type { Deps } from '../env';
import type { Log } from '../log';
import { enqueueMail } from '../mail/outbox';
import { dailyDigestMail } from '../mail/templates';
import { orderMailSwitches } from '../orders/orderMailSwitches';
import { figuresOf } from './figures';

type DigestDeps = Pick<Deps, 'db' | 'config' | 'now' | 'wakeMailSender'>;

const SWEEP_INTERVAL_MS = 15 * 60_000;

/** Queues the digest of the Prague day before `now` unless it was queued or is switched off; answers whether this call queued it. */
export async function sendDailyDigest(deps: DigestDeps): Promise<boolean> {
  if (!(await orderMailSwitches(deps.db)).shopDigest) return false;
  const now = deps.now();
  const day = addDays(pragueDay(now), -1);
  if (await deps.db.selectFrom('daily_digests').select('day').where('day', '=', day).executeTakeFirst()) return false;
  const figures = await figuresOf(deps.db, { from: day, to: day }, now);
  const low = figures.lowStock.filter((item) => item.state === 'low').length;
  const soldOut = figures.lowStock.length - low;
  const dayText = formatDate(`${day}T12:00:00.000Z`);
  const content = dailyDigestMail({
    day: dayText,
    rows: [
      ['Objednávky', String(figures.orders)],
      ['Tržba', formatPrice(figures.revenue)],
      ['Průměrná objednávka', formatPrice(figures.averageOrder)],
      ['Zaplaceno', `${figures.paid.orders} (${formatPrice(figures.paid.revenue)})`],
      ['Čeká na platbu', `${figures.waiting.orders} (${formatPrice(figures.waiting.revenue)})`],
      ['Převody po splatnosti', String(figures.overdueTransfers.length)],
      ['Dochází / vyprodáno', `${low} / ${soldOut}`],
    ],
    figuresUrl: `${deps.config.publicUrl}/admin?from=${day}&to=${day}`,
  });
  const queued = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('daily_digests')
      .values({ day, queued_at: now.toISOString() })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    if (claimed) await enqueueMail(trx, { to: deps.config.shopOrdersEmail ?? deps.config.shopEmail, ...content }, now);
    return claimed !== undefined;
  });
  if (queued) deps.wakeMailSender?.();
  return queued;
}

/** Looks for a digest to send at start and every 15 minutes. */
export function startDailyDigest(deps: DigestDeps & { log: Log }): { stop: () => void } {
  const sweep = () => void sendDailyDigest(deps).catch((error: unknown) => deps.log.error({ err: error }, 'Sending the daily digest failed'));
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

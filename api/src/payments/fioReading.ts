// Reading the Fio account: by the poller every FIO_POLL_SECONDS and by staff's "Načíst platby"
// (POST /api/admin/payments/fetch). Every shop process reads through the one row of fio_account:
// a process takes its lease before calling Fio, and no process calls before next_call_at, so
// several processes together keep Fio's limit of one call per 30 s. Fio moves its bookmark as it
// answers; when what it answered was not committed, the next call sets the bookmark back first.
import { paymentMessages, type StatementImportJson } from '@contract/admin/payments';
import { engineOf, lockedForClaim } from '../db/engine';
import { Conflict, ProviderFailed, Unavailable } from '../domainErrors';
import type { Deps } from '../env';
import { recordMovements } from './bankPairing';
import { type FioClient, FioTooSoon, FIO_MIN_INTERVAL_MS } from './fioClient';

type ReadingDeps = Pick<Deps, 'db' | 'config' | 'now' | 'log' | 'wakeMailSender'>;

/** Longer than a call may take (30 s) plus recording what it answered. */
const LEASE_MS = 120_000;
const NOTHING_READ: StatementImportJson = { movements: 0, paired: 0, unpaired: 0, duplicates: 0 };

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** Takes the lease of the Fio account when it is free and Fio may be called; undefined otherwise. */
async function claimFio(deps: ReadingDeps, now: Date) {
  const at = now.toISOString();
  return deps.db
    .updateTable('fio_account')
    .set({ claimed_until: later(now, LEASE_MS), next_call_at: later(now, FIO_MIN_INTERVAL_MS) })
    .where('id', 'in', (eb) =>
      lockedForClaim(
        engineOf(deps.db),
        eb
          .selectFrom('fio_account')
          .select('id')
          .where('id', '=', 1)
          .where('next_call_at', '<=', at)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)])),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Seconds until Fio may be called again (by this or another process). */
async function secondsToWait(deps: ReadingDeps, now: Date): Promise<number> {
  const row = await deps.db.selectFrom('fio_account').select(['next_call_at', 'claimed_until']).where('id', '=', 1).executeTakeFirstOrThrow();
  const until = Math.max(Date.parse(row.next_call_at), row.claimed_until ? Date.parse(row.claimed_until) : 0);
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

const release = (deps: ReadingDeps, set: { last_movement_id?: string | null; rewind?: number }) =>
  deps.db
    .updateTable('fio_account')
    .set({ ...set, claimed_until: null, next_call_at: later(deps.now(), FIO_MIN_INTERVAL_MS) })
    .where('id', '=', 1)
    .execute();

export type FioReading =
  | { outcome: 'read'; counts: StatementImportJson }
  /** Fio may not be called yet: its 30 s since the last call, or another process is reading. */
  | { outcome: 'wait'; seconds: number }
  /** Fio answered 409, or did not answer as documented; logged as a warning. */
  | { outcome: 'tooSoon' | 'failed' };

/** Reads the movements Fio has not answered yet and pairs them (bankPairing.ts). */
export async function readFio(deps: ReadingDeps, fio: FioClient): Promise<FioReading> {
  const claimed = await claimFio(deps, deps.now());
  if (!claimed) return { outcome: 'wait', seconds: await secondsToWait(deps, deps.now()) };
  let answered = false;
  try {
    if (claimed.rewind === 1 && claimed.last_movement_id) {
      await fio.setLastId(claimed.last_movement_id);
      await release(deps, { rewind: 0 });
      return { outcome: 'read', counts: NOTHING_READ };
    }
    const { movements, lastId } = await fio.lastMovements();
    answered = true;
    const counts = await recordMovements(deps, movements);
    await release(deps, { last_movement_id: lastId ?? claimed.last_movement_id, rewind: 0 });
    if (counts.paired > 0) deps.wakeMailSender?.();
    return { outcome: 'read', counts };
  } catch (error) {
    const tooSoon = error instanceof FioTooSoon;
    // An answer not committed, or one that may have been lost on the way: Fio's bookmark moved past it.
    await release(deps, { rewind: !tooSoon && (answered || claimed.last_movement_id) ? 1 : 0 });
    deps.log.warn(
      { err: error },
      tooSoon ? 'Fio answered 409 (called within 30 s); reading again later' : 'Reading the Fio account failed; reading again later',
    );
    return { outcome: tooSoon ? 'tooSoon' : 'failed' };
  }
}

/** POST /api/admin/payments/fetch: the Fio account read now; Conflict while Fio may not be called, ProviderFailed when it failed. */
export async function readFioNow(deps: ReadingDeps, fio: FioClient | null | undefined): Promise<StatementImportJson> {
  if (!fio) throw new Unavailable(paymentMessages.fioOff);
  const reading = await readFio(deps, fio);
  if (reading.outcome === 'read') return reading.counts;
  if (reading.outcome === 'wait') throw new Conflict(paymentMessages.fioTooSoon(reading.seconds));
  if (reading.outcome === 'tooSoon') throw new Conflict(paymentMessages.fioTooSoon(Math.ceil(FIO_MIN_INTERVAL_MS / 1000)));
  throw new ProviderFailed(paymentMessages.fioFailed);
}

export interface FioPoller {
  stop(): Promise<void>;
}

/** Back-off after failures: the interval doubled per failure in a row, at most 15 minutes. */
const MAX_BACKOFF_MS = 15 * 60_000;

/** Reads the Fio account at start and every `intervalMs`, backing off while Fio refuses or is down. */
export function startFioPoller(deps: ReadingDeps, fio: FioClient, intervalMs: number): FioPoller {
  let failures = 0;
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, Math.min(intervalMs * 2 ** failures, Math.max(intervalMs, MAX_BACKOFF_MS)));
    timer.unref();
  };
  function run() {
    running = readFio(deps, fio)
      .then((reading) => {
        if (reading.outcome === 'read') failures = 0;
        else if (reading.outcome !== 'wait') failures = Math.min(failures + 1, 10);
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'Reading the Fio account failed'))
      .finally(schedule);
  }
  run(); // what arrived while the shop was down
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

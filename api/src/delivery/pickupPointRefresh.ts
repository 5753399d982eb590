// The daily refresh of the carriers' pickup points from their exports. A worker thread reads the
// export as it downloads and compares it with the current open list, which this thread passes over in
// short reads (pointExportReader.ts); the points that changed are written in short batches to
// pickup_point_staging, so requests go on meanwhile (the SQLite connection is never held for long).
// Only once the whole export has been read, and it does not look truncated, is what changed applied
// in one short transaction. A failed download, an export cut short or not well-formed, or a
// list much shorter than the current one keeps the old list. A point that disappeared is marked
// closed, never deleted while an open order names it; one closed long enough that no open order
// names is deleted.
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { PICKUP_CARRIERS, type PickupCarrier } from '@contract/delivery';
import { lockUntilTransactionEnds } from '../db/engine';
import type { Db } from '../db/open';
import type { Log } from '../log';
import type { PointSources } from './carrierExports';
import { type CurrentPoint, DATA_COLUMNS, type ExportSummary, POINT_COLUMNS } from './exportChanges';
import { ExportUnreadableError } from './exportUnreadable';
import { listVersion } from './pickupPoints';
import { exportChanges } from './pointExportReader';

/** A new list shorter than this share of the open points is taken for a truncated export. */
export const TRUNCATED_BELOW = 0.5;
/** A closed point no open order names is kept this long (an order placed just before still shows it), then deleted. */
export const CLOSED_POINTS_KEPT_DAYS = 30;
/** Staged rows this old are a crashed refresh's (a refresh takes seconds), cleared by the next one. */
export const STAGING_ABANDONED_AFTER_HOURS = 6;
/** Rows per statement: each takes a few ms, so a request never waits long behind one. */
const ROWS_PER_STEP = 100;
/** Current points per read passed to the export's worker: a read takes a few ms. */
const CURRENT_POINTS_PER_READ = 500;
/**
 * How long the refresh runs before it lets waiting requests run (a turn of the event loop): a request
 * waits about this long at most. A turn costs the refresh the time of the requests then waiting, so
 * turns after every statement made a refresh beside four searching clients ten times slower.
 */
const TURN_AFTER_MS = 25;
const DAY_MS = 24 * 3600 * 1000;

export type RefreshOutcome =
  { carrier: PickupCarrier; applied: true; open: number; closed: number; deleted: number } | { carrier: PickupCarrier; applied: false; reason: string };

const count = (n: { n: number | string | bigint }) => Number(n.n);

/** Gives waiting requests a turn once the refresh has run TURN_AFTER_MS since their last one. */
type RequestTurns = () => Promise<void>;

function requestTurns(): RequestTurns {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < TURN_AFTER_MS) return;
    await nextTurn();
    since = performance.now();
  };
}

const openCount = async (db: Db, carrier: PickupCarrier) =>
  count(
    await db
      .selectFrom('pickup_points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('carrier', '=', carrier)
      .where('closed_at', 'is', null)
      .executeTakeFirstOrThrow(),
  );

/** The carrier's open points, CURRENT_POINTS_PER_READ at a time in the order of their ids, letting requests run between reads. */
async function* currentPoints(db: Db, carrier: PickupCarrier, turns: RequestTurns): AsyncGenerator<CurrentPoint[]> {
  for (let after: string | undefined; ;) {
    const points = await db
      .selectFrom('pickup_points')
      .select(['id', ...DATA_COLUMNS])
      .where('carrier', '=', carrier)
      .where('closed_at', 'is', null)
      .$if(after !== undefined, (query) => query.where('id', '>', after!))
      .orderBy('id')
      .limit(CURRENT_POINTS_PER_READ)
      .execute();
    if (points.length > 0) yield points;
    if (points.length < CURRENT_POINTS_PER_READ) return;
    after = points.at(-1)!.id;
    await turns();
  }
}

/**
 * Writes into the staging table under `run` the points the carrier's export changes in its current
 * open list, a statement per batch as the worker compares them, letting requests run between
 * batches; answers how many points the export listed and the open points it no longer lists.
 */
async function stageChanges(db: Db, carrier: PickupCarrier, sources: PointSources, run: string, at: string, turns: RequestTurns): Promise<ExportSummary> {
  for await (const change of exportChanges(carrier, sources, currentPoints(db, carrier, turns), ROWS_PER_STEP)) {
    if (!('rows' in change)) return change;
    await db
      .insertInto('pickup_point_staging')
      .values(change.rows.map((row) => ({ ...row, run, staged_at: at })))
      .execute();
    await turns();
  }
  throw new Error('The export was read without its summary.');
}

/** Deletes a run's staged rows, ROWS_PER_STEP at a time, letting requests run between. */
async function clearStaged(db: Db, run: string, turns: RequestTurns): Promise<void> {
  for (;;) {
    const { numDeletedRows } = await db
      .deleteFrom('pickup_point_staging')
      .where('run', '=', run)
      .where('id', 'in', (eb) => eb.selectFrom('pickup_point_staging').select('id').where('run', '=', run).limit(ROWS_PER_STEP))
      .executeTakeFirst();
    if (numDeletedRows < ROWS_PER_STEP) return;
    await turns();
  }
}

const chunksOf = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Applies what stageChanges staged in one transaction: the staged points (new, changed or listed again
 * after being closed) written, the missing ones closed, long-closed unnamed ones deleted. A point's
 * refreshed_at is when a refresh last changed it, so the compact list's ETag moves only when the list
 * did. When the list is no longer the `version` it was compared with (another shop process refreshed
 * the carrier meanwhile), nothing is written and that refresh's list stays.
 */
async function applyStaged(
  db: Db,
  carrier: PickupCarrier,
  run: string,
  compared: { version: string; missing: string[] },
  listed: number,
  now: Date,
): Promise<RefreshOutcome> {
  const at = now.toISOString();
  const closedBefore = new Date(now.getTime() - CLOSED_POINTS_KEPT_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    await lockUntilTransactionEnds(trx, `pickup_points:${carrier}`);
    if ((await listVersion(trx, carrier)).etag !== compared.version) return { carrier, applied: false, reason: 'another refresh changed the list meanwhile' };
    await trx
      .insertInto('pickup_points')
      .columns([...POINT_COLUMNS, 'refreshed_at'])
      .expression((eb) =>
        eb
          .selectFrom('pickup_point_staging')
          .select([...POINT_COLUMNS, eb.val(at).as('refreshed_at')])
          .where('run', '=', run),
      )
      .onConflict((conflict) =>
        conflict.columns(['carrier', 'id']).doUpdateSet((eb) => ({
          ...Object.fromEntries(DATA_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
          closed_at: null,
          refreshed_at: at,
        })),
      )
      .execute();
    let closed = 0;
    for (const ids of chunksOf(compared.missing, ROWS_PER_STEP)) {
      const update = await trx
        .updateTable('pickup_points')
        .set({ closed_at: at, refreshed_at: at })
        .where('carrier', '=', carrier)
        .where('closed_at', 'is', null)
        .where('id', 'in', ids)
        .executeTakeFirst();
      closed += Number(update.numUpdatedRows);
    }
    const deleted = await trx
      .deleteFrom('pickup_points')
      .where('carrier', '=', carrier)
      .where('closed_at', '<', closedBefore)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('orders')
              .select(sql`1`.as('named'))
              .whereRef('orders.pickup_carrier', '=', 'pickup_points.carrier')
              .whereRef('orders.pickup_point_id', '=', 'pickup_points.id')
              .where('orders.is_delivered', '=', 0)
              .where('orders.is_cancelled', '=', 0),
          ),
        ),
      )
      .executeTakeFirst();
    return { carrier, applied: true, open: listed, closed, deleted: Number(deleted.numDeletedRows) };
  });
}

export interface RefreshDeps {
  db: Db;
  sources: PointSources;
  now: () => Date;
  log: Log;
}

/**
 * Refreshes one carrier: stages its export as it downloads, then applies it unless the download
 * failed, the export could not be read, or it looks truncated; the old list stays then.
 */
export async function refreshPickupPoints(deps: RefreshDeps, carrier: PickupCarrier): Promise<RefreshOutcome> {
  const { db, log } = deps;
  const now = deps.now();
  const run = randomUUID();
  const turns = requestTurns();
  await db
    .deleteFrom('pickup_point_staging')
    .where('staged_at', '<', new Date(now.getTime() - STAGING_ABANDONED_AFTER_HOURS * 3600 * 1000).toISOString())
    .execute();
  let outcome: RefreshOutcome;
  try {
    const version = (await listVersion(db, carrier)).etag;
    const current = await openCount(db, carrier);
    const { listed, missing } = await stageChanges(db, carrier, deps.sources, run, now.toISOString(), turns);
    await turns(); // the requests that came while the worker compared go before the apply
    outcome =
      listed === 0 || listed < current * TRUNCATED_BELOW
        ? { carrier, applied: false, reason: `the export lists ${listed} points, the shop has ${current} open: taken for a truncated export` }
        : await applyStaged(db, carrier, run, { version, missing }, listed, now);
  } catch (error) {
    if (!(error instanceof ExportUnreadableError)) throw error;
    outcome = { carrier, applied: false, reason: `could not download the export: ${error.message}` };
  } finally {
    await clearStaged(db, run, turns);
  }
  if (outcome.applied) log.info(`Pickup points of ${carrier} refreshed: ${outcome.open} open, ${outcome.closed} closed, ${outcome.deleted} deleted.`);
  else log.warn(`Pickup points of ${carrier} kept: ${outcome.reason}`);
  return outcome;
}

/** Whether a carrier has no points yet (a new shop): refreshed at start then, not only after a day. */
const hasNoPoints = async (db: Db, carrier: PickupCarrier) =>
  !(await db.selectFrom('pickup_points').select('id').where('carrier', '=', carrier).limit(1).executeTakeFirst());

/**
 * Refreshes every carrier every `hours`, and at once those with no points; answers a stop. A failure
 * is logged and the next run tries again.
 */
export function startPickupPointRefresh(deps: RefreshDeps & { hours: number }): { stop: () => void; firstRun: Promise<void> } {
  const refreshAll = async (onlyEmpty: boolean) => {
    for (const carrier of PICKUP_CARRIERS) {
      if (!deps.sources[carrier]) continue;
      if (onlyEmpty && !(await hasNoPoints(deps.db, carrier))) continue;
      await refreshPickupPoints(deps, carrier).catch((error: unknown) => deps.log.error({ err: error }, `Refreshing the pickup points of ${carrier} failed`));
    }
  };
  const firstRun = refreshAll(true).catch((error: unknown) => deps.log.error({ err: error }, 'Refreshing the pickup points failed'));
  const timer = setInterval(() => void refreshAll(false), deps.hours * 3600 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}

// The daily refresh of the carriers' pickup points from their exports. A list is read as it
// downloads, in a worker thread (pointExportReader.ts), and written in short batches to
// pickup_point_staging, so requests go on meanwhile (the SQLite connection is never held for long); only once the whole export has been read, and it does
// not look truncated, is it compared with the current list in short steps, and what changed is
// applied in one short transaction. A failed download, an export cut short or not well-formed, or a
// list much shorter than the current one keeps the old list. A point that disappeared is marked
// closed, never deleted while an open order names it; one closed long enough that no open order
// names is deleted.
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ExpressionBuilder, sql } from 'kysely';
import { PICKUP_CARRIERS, type PickupCarrier } from '@contract/delivery';
import { lockUntilTransactionEnds } from '../db/engine';
import type { Db } from '../db/open';
import type { Log } from '../log';
import type { PointSources } from './carrierExports';
import { ExportUnreadableError } from './exportUnreadable';
import { listVersion } from './pickupPoints';
import { exportedRows } from './pointExportReader';

/** A new list shorter than this share of the open points is taken for a truncated export. */
export const TRUNCATED_BELOW = 0.5;
/** A closed point no open order names is kept this long (an order placed just before still shows it), then deleted. */
export const CLOSED_POINTS_KEPT_DAYS = 30;
/** Staged rows this old are a crashed refresh's (a refresh takes seconds), cleared by the next one. */
export const STAGING_ABANDONED_AFTER_HOURS = 6;
/** Rows per statement: each takes a few ms, so a request never waits long behind one. */
const ROWS_PER_STEP = 100;
/**
 * How long the refresh runs before it lets waiting requests run (a turn of the event loop): a request
 * waits about this long at most. A turn costs the refresh the time of the requests then waiting, so
 * turns after every statement made a refresh beside four searching clients ten times slower.
 */
const TURN_AFTER_MS = 25;
const DAY_MS = 24 * 3600 * 1000;

/** The columns a point's data fills beside its key (carrier, id), the same in pickup_points and pickup_point_staging. */
const DATA_COLUMNS = [
  'kind',
  'name',
  'street',
  'city',
  'zip',
  'lat',
  'lon',
  'opening_hours',
  'wheelchair',
  'card_payment',
  'max_weight_kg',
  'max_size_cm',
  'name_folded',
] as const;
const POINT_COLUMNS = ['carrier', 'id', ...DATA_COLUMNS] as const;

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

/**
 * Writes a carrier's points into the staging table under `run` as a worker reads its export, a
 * statement per batch, letting requests run between batches; a point listed twice keeps its first
 * listing. Answers how many distinct points were staged.
 */
async function stagePoints(db: Db, carrier: PickupCarrier, sources: PointSources, run: string, at: string, turns: RequestTurns): Promise<number> {
  for await (const rows of exportedRows(carrier, sources, ROWS_PER_STEP)) {
    await db
      .insertInto('pickup_point_staging')
      .values(rows.map((row) => ({ ...row, run, staged_at: at })))
      .onConflict((conflict) => conflict.columns(['run', 'id']).doNothing())
      .execute();
    await turns();
  }
  return count(
    await db
      .selectFrom('pickup_point_staging')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run', '=', run)
      .executeTakeFirstOrThrow(),
  );
}

/** A step's ids: after the previous step's last one (the first step has none), up to its own last one (the last step has none). */
interface Step {
  after?: string;
  upTo?: string;
}

const inStep =
  (column: string, { after, upTo }: Step) =>
  <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.and([
      ...(after === undefined ? [] : [sql<boolean>`${sql.ref(column)} > ${after}`]),
      ...(upTo === undefined ? [] : [sql<boolean>`${sql.ref(column)} <= ${upTo}`]),
    ]);

/**
 * Compares a staged list with the carrier's current one outside any transaction, ROWS_PER_STEP
 * staged points at a time in the order of their ids, letting requests run between steps: drops from
 * staging each point that is open and listed as it is (most of a daily list), and answers the open
 * points the export no longer lists. What stays staged is what the apply writes.
 */
async function dropUnchanged(db: Db, carrier: PickupCarrier, run: string, turns: RequestTurns): Promise<string[]> {
  const missing: string[] = [];
  for (let step: Step = {}; ; step = { after: step.upTo }) {
    const last = await db
      .selectFrom('pickup_point_staging')
      .select('id')
      .where('run', '=', run)
      .where(inStep('id', step))
      .orderBy('id')
      .offset(ROWS_PER_STEP - 1)
      .limit(1)
      .executeTakeFirst();
    step.upTo = last?.id;
    const unlisted = await db
      .selectFrom('pickup_points as current')
      .select('current.id')
      .where('current.carrier', '=', carrier)
      .where('current.closed_at', 'is', null)
      .where(inStep('current.id', step))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('pickup_point_staging as staged')
              .select(sql`1`.as('listed'))
              .where('staged.run', '=', run)
              .whereRef('staged.id', '=', 'current.id'),
          ),
        ),
      )
      .execute();
    missing.push(...unlisted.map((point) => point.id));
    await db
      .deleteFrom('pickup_point_staging as staged')
      .where('staged.run', '=', run)
      .where(inStep('staged.id', step))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('pickup_points as current')
            .select(sql`1`.as('same'))
            .whereRef('current.carrier', '=', 'staged.carrier')
            .whereRef('current.id', '=', 'staged.id')
            .where('current.closed_at', 'is', null)
            .where((same) => same.and(DATA_COLUMNS.map((column) => same(`current.${column}`, 'is not distinct from', same.ref(`staged.${column}`))))),
        ),
      )
      .execute();
    await turns();
    if (step.upTo === undefined) return missing;
  }
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
 * Applies what dropUnchanged left in one transaction: the staged points (new, changed or listed again
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
  staged: number,
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
    return { carrier, applied: true, open: staged, closed, deleted: Number(deleted.numDeletedRows) };
  });
}

/** Compares the staged list with the current one in steps, then applies the difference. */
async function compareAndApply(db: Db, carrier: PickupCarrier, run: string, staged: number, now: Date, turns: RequestTurns): Promise<RefreshOutcome> {
  const version = (await listVersion(db, carrier)).etag;
  const missing = await dropUnchanged(db, carrier, run, turns);
  return applyStaged(db, carrier, run, { version, missing }, staged, now);
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
    const staged = await stagePoints(db, carrier, deps.sources, run, now.toISOString(), turns);
    const current = await openCount(db, carrier);
    outcome =
      staged === 0 || staged < current * TRUNCATED_BELOW
        ? { carrier, applied: false, reason: `the export lists ${staged} points, the shop has ${current} open: taken for a truncated export` }
        : await compareAndApply(db, carrier, run, staged, now, turns);
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

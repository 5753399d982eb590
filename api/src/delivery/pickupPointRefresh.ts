// The daily refresh of the carriers' pickup points from their exports. A list is read as it
// downloads and written in short batches to pickup_point_staging, so requests go on meanwhile (the
// SQLite connection is never held for long); only once the whole export has been read, and it does
// not look truncated, is it applied in one short transaction. A failed download, an export cut
// short or not well-formed, or a list much shorter than the current one keeps the old list. A point
// that disappeared is marked closed, never deleted while an open order names it; one closed long
// enough that no open order names is deleted.
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { PICKUP_CARRIERS, type PickupCarrier } from '@contract/delivery';
import type { Db } from '../db/open';
import type { Log } from '../log';
import { type ExportedPoint, exportedPoints, ExportUnreadableError, type PointSources } from './carrierExports';
import { searchTextOf } from './pickupPoints';

/** A new list shorter than this share of the open points is taken for a truncated export. */
export const TRUNCATED_BELOW = 0.5;
/** A closed point no open order names is kept this long (an order placed just before still shows it), then deleted. */
export const CLOSED_POINTS_KEPT_DAYS = 30;
/** Staged rows this old are a crashed refresh's (a refresh takes seconds), cleared by the next one. */
export const STAGING_ABANDONED_AFTER_HOURS = 6;
/** Rows per insert statement: within both engines' limits on bound values, and short enough for requests to go on between them. */
const ROWS_PER_STATEMENT = 500;
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

const openCount = async (db: Db, carrier: PickupCarrier) =>
  count(
    await db
      .selectFrom('pickup_points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('carrier', '=', carrier)
      .where('closed_at', 'is', null)
      .executeTakeFirstOrThrow(),
  );

const stagedRow = (point: ExportedPoint, run: string, at: string) => ({
  run,
  staged_at: at,
  carrier: point.carrier,
  id: point.id,
  kind: point.kind,
  name: point.name,
  street: point.street,
  city: point.city,
  zip: point.zip,
  lat: point.lat,
  lon: point.lon,
  opening_hours: JSON.stringify(point.openingHours),
  wheelchair: point.wheelchair ? 1 : 0,
  card_payment: point.cardPayment ? 1 : 0,
  max_weight_kg: point.maxWeightKg,
  max_size_cm: point.maxSizeCm && JSON.stringify(point.maxSizeCm),
  name_folded: searchTextOf(point),
});

/**
 * Writes a carrier's points into the staging table under `run`, a statement per batch, letting
 * requests run between batches; a point listed twice keeps its first listing. Answers how many
 * distinct points were staged.
 */
async function stagePoints(db: Db, carrier: PickupCarrier, run: string, points: AsyncIterable<ExportedPoint>, at: string): Promise<number> {
  let batch: ReturnType<typeof stagedRow>[] = [];
  const write = async () => {
    if (batch.length === 0) return;
    await db
      .insertInto('pickup_point_staging')
      .values(batch)
      .onConflict((conflict) => conflict.columns(['run', 'id']).doNothing())
      .execute();
    batch = [];
    await nextTurn();
  };
  for await (const point of points) {
    if (point.carrier !== carrier) continue;
    batch.push(stagedRow(point, run, at));
    if (batch.length === ROWS_PER_STATEMENT) await write();
  }
  await write();
  return count(
    await db
      .selectFrom('pickup_point_staging')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run', '=', run)
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Applies a staged list in one transaction: the points that are new, changed or listed again after
 * being closed are written (the rest, most of a daily list, are left alone, so the step stays short),
 * missing ones closed, long-closed unnamed ones deleted. A point's refreshed_at is when a refresh
 * last changed it, so the compact list's ETag moves only when the list did.
 */
async function applyStaged(db: Db, carrier: PickupCarrier, run: string, staged: number, now: Date): Promise<RefreshOutcome> {
  const at = now.toISOString();
  const closedBefore = new Date(now.getTime() - CLOSED_POINTS_KEPT_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pickup_points')
      .columns([...POINT_COLUMNS, 'refreshed_at'])
      .expression((eb) =>
        eb
          .selectFrom('pickup_point_staging as staged')
          .select([...POINT_COLUMNS.map((column) => `staged.${column}` as const), eb.val(at).as('refreshed_at')])
          .where('staged.run', '=', run)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('pickup_points as current')
                  .select(sql`1`.as('same'))
                  .whereRef('current.carrier', '=', 'staged.carrier')
                  .whereRef('current.id', '=', 'staged.id')
                  .where('current.closed_at', 'is', null)
                  .where((same) => same.and(DATA_COLUMNS.map((column) => same(`current.${column}`, 'is not distinct from', same.ref(`staged.${column}`))))),
              ),
            ),
          ),
      )
      .onConflict((conflict) =>
        conflict.columns(['carrier', 'id']).doUpdateSet((eb) => ({
          ...Object.fromEntries(DATA_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
          closed_at: null,
          refreshed_at: at,
        })),
      )
      .execute();
    const closed = await trx
      .updateTable('pickup_points')
      .set({ closed_at: at, refreshed_at: at })
      .where('carrier', '=', carrier)
      .where('closed_at', 'is', null)
      .where('id', 'not in', (eb) => eb.selectFrom('pickup_point_staging').select('id').where('run', '=', run))
      .executeTakeFirst();
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
    return { carrier, applied: true, open: staged, closed: Number(closed.numUpdatedRows), deleted: Number(deleted.numDeletedRows) };
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
  await db
    .deleteFrom('pickup_point_staging')
    .where('staged_at', '<', new Date(now.getTime() - STAGING_ABANDONED_AFTER_HOURS * 3600 * 1000).toISOString())
    .execute();
  let outcome: RefreshOutcome;
  try {
    const staged = await stagePoints(db, carrier, run, exportedPoints(carrier, deps.sources), now.toISOString());
    const current = await openCount(db, carrier);
    outcome =
      staged === 0 || staged < current * TRUNCATED_BELOW
        ? { carrier, applied: false, reason: `the export lists ${staged} points, the shop has ${current} open: taken for a truncated export` }
        : await applyStaged(db, carrier, run, staged, now);
  } catch (error) {
    if (!(error instanceof ExportUnreadableError)) throw error;
    outcome = { carrier, applied: false, reason: `could not download the export: ${error.message}` };
  } finally {
    await db.deleteFrom('pickup_point_staging').where('run', '=', run).execute();
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

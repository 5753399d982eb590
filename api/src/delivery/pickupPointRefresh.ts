// The daily refresh of the carriers' pickup points from their exports. The new list is applied in one
// transaction; a failed download, or a list much shorter than the current one (a truncated export),
// keeps the old list. A point that disappeared is marked closed, never deleted while an open order
// names it; one closed long enough that no open order names is deleted.
import { sql } from 'kysely';
import { PICKUP_CARRIERS, type PickupCarrier } from '@contract/delivery';
import type { Db } from '../db/open';
import type { Log } from '../log';
import { downloadPoints, type ExportedPoint, type Fetch, type PointSources } from './carrierExports';
import { searchTextOf } from './pickupPoints';

/** A new list shorter than this share of the open points is taken for a truncated export. */
export const TRUNCATED_BELOW = 0.5;
/** A closed point no open order names is kept this long (an order placed just before still shows it), then deleted. */
export const CLOSED_POINTS_KEPT_DAYS = 30;
/** Rows per insert statement: within both engines' limits on bound values. */
const ROWS_PER_STATEMENT = 500;

export type RefreshOutcome =
  { carrier: PickupCarrier; applied: true; open: number; closed: number; deleted: number } | { carrier: PickupCarrier; applied: false; reason: string };

const openCount = async (db: Db, carrier: PickupCarrier) =>
  Number(
    (
      await db
        .selectFrom('pickup_points')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('carrier', '=', carrier)
        .where('closed_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

const rowOf = (point: ExportedPoint, at: string) => ({
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
  closed_at: null,
  refreshed_at: at,
});

/** Applies a carrier's downloaded list, or keeps the old one when the new one looks truncated. */
export async function applyPointList(db: Db, carrier: PickupCarrier, points: ExportedPoint[], now: Date): Promise<RefreshOutcome> {
  const unique = [...new Map(points.filter((p) => p.carrier === carrier).map((p) => [p.id, p])).values()];
  const current = await openCount(db, carrier);
  if (unique.length === 0 || unique.length < current * TRUNCATED_BELOW) {
    return { carrier, applied: false, reason: `the export lists ${unique.length} points, the shop has ${current} open: taken for a truncated export` };
  }
  const at = now.toISOString();
  const rows = unique.map((point) => rowOf(point, at));
  const closedBefore = new Date(now.getTime() - CLOSED_POINTS_KEPT_DAYS * 24 * 3600 * 1000).toISOString();
  return db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('pickup_points')
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .onConflict((conflict) =>
          conflict.columns(['carrier', 'id']).doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            name: eb.ref('excluded.name'),
            street: eb.ref('excluded.street'),
            city: eb.ref('excluded.city'),
            zip: eb.ref('excluded.zip'),
            lat: eb.ref('excluded.lat'),
            lon: eb.ref('excluded.lon'),
            opening_hours: eb.ref('excluded.opening_hours'),
            wheelchair: eb.ref('excluded.wheelchair'),
            card_payment: eb.ref('excluded.card_payment'),
            max_weight_kg: eb.ref('excluded.max_weight_kg'),
            max_size_cm: eb.ref('excluded.max_size_cm'),
            name_folded: eb.ref('excluded.name_folded'),
            closed_at: null,
            refreshed_at: at,
          })),
        )
        .execute();
    }
    const closed = await trx
      .updateTable('pickup_points')
      .set({ closed_at: at })
      .where('carrier', '=', carrier)
      .where('refreshed_at', '<>', at)
      .where('closed_at', 'is', null)
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
    return { carrier, applied: true, open: rows.length, closed: Number(closed.numUpdatedRows), deleted: Number(deleted.numDeletedRows) };
  });
}

export interface RefreshDeps {
  db: Db;
  sources: PointSources;
  now: () => Date;
  log: Log;
  fetch?: Fetch;
}

/** Refreshes one carrier: downloads, then applies; a failed download keeps the old list. */
export async function refreshPickupPoints(deps: RefreshDeps, carrier: PickupCarrier): Promise<RefreshOutcome> {
  let points: ExportedPoint[];
  try {
    points = await downloadPoints(carrier, deps.sources, deps.fetch);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const outcome: RefreshOutcome = {
      carrier,
      applied: false,
      reason: `the download failed: ${error instanceof Error ? error.message : String(error)}${cause}`,
    };
    deps.log.warn(`Pickup points of ${carrier} kept: ${outcome.reason}`);
    return outcome;
  }
  const outcome = await applyPointList(deps.db, carrier, points, deps.now());
  if (outcome.applied) deps.log.info(`Pickup points of ${carrier} refreshed: ${outcome.open} open, ${outcome.closed} closed, ${outcome.deleted} deleted.`);
  else deps.log.warn(`Pickup points of ${carrier} kept: ${outcome.reason}`);
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

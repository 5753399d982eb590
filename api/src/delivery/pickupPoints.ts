// The carriers' pickup points as the shop keeps them: the search a customer types into, the whole
// open list for the PWA's offline cache, and one point as an order names it.
import { createHash } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { COMPACT_POINT_COLUMNS, type CompactPointListJson, type PickupCarrier, type PickupPointJson, type PickupPointQuery } from '@contract/delivery';
import { foldedForSearch } from '@contract/searchFolding';
import type { Db } from '../db/open';
import type { PickupPointsTable } from '../db/schema';

export type PickupPointRow = Selectable<PickupPointsTable>;

export function toPointJson(row: PickupPointRow): PickupPointJson {
  return {
    id: row.id,
    carrier: row.carrier as PickupCarrier,
    kind: row.kind === 'box' ? 'box' : 'point',
    name: row.name,
    street: row.street,
    city: row.city,
    zip: row.zip,
    lat: row.lat,
    lon: row.lon,
    openingHours: JSON.parse(row.opening_hours) as string[],
    wheelchair: row.wheelchair === 1,
    cardPayment: row.card_payment === 1,
    maxWeightKg: row.max_weight_kg,
    maxSizeCm: row.max_size_cm === null ? null : (JSON.parse(row.max_size_cm) as [number, number, number]),
  };
}

/** Kilometres between two places, on a sphere (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * GET /api/pickup-points: the carrier's open points whose folded text holds every word typed (case
 * and diacritics ignored), nearest first when `near` is given (by the flat-earth distance, which
 * orders a country's points as the sphere does), else by town and name.
 */
export async function searchPickupPoints(db: Db, query: PickupPointQuery): Promise<PickupPointJson[]> {
  let select = db.selectFrom('pickup_points').selectAll().where('carrier', '=', query.carrier).where('closed_at', 'is', null);
  for (const word of foldedForSearch(query.q ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)) {
    // A word holds letters and digits only, so nothing typed is a LIKE wildcard.
    select = select.where('name_folded', 'like', `%${word}%`);
  }
  const near = query.near;
  if (near) {
    const lonScale = Math.cos((near.lat * Math.PI) / 180);
    select = select.orderBy(sql`(lat - ${near.lat}) * (lat - ${near.lat}) + (lon - ${near.lon}) * (lon - ${near.lon}) * ${lonScale * lonScale}`);
  } else {
    select = select.orderBy('city').orderBy('name');
  }
  const rows = await select.orderBy('id').limit(query.limit).execute();
  return rows.map((row) => {
    const point = toPointJson(row);
    return near ? { ...point, distanceKm: Math.round(distanceKm(near, point) * 10) / 10 } : point;
  });
}

/**
 * The version of a carrier's list, as its compact list's ETag: when a refresh last changed it and how
 * many points it holds, open or closed (only a refresh writes the list).
 */
export async function listVersion(db: Db, carrier: PickupCarrier): Promise<{ etag: string; updatedAt: string }> {
  const row = await db
    .selectFrom('pickup_points')
    .select((eb) => [eb.fn.max('refreshed_at').as('updatedAt'), eb.fn.countAll<number>().as('points')])
    .where('carrier', '=', carrier)
    .executeTakeFirstOrThrow();
  const updatedAt = row.updatedAt ?? new Date(0).toISOString();
  const etag = `"${createHash('sha1')
    .update(`${carrier}|${updatedAt}|${Number(row.points)}`)
    .digest('base64url')
    .slice(0, 20)}"`;
  return { etag, updatedAt };
}

const builtLists = new WeakMap<Db, Map<PickupCarrier, { etag: string; body: string }>>();

/**
 * GET /api/pickup-points/{carrier}.json: the open list as compact rows and its ETag. The list changes
 * only with a refresh, so its text is built once per version and kept; `ifNoneMatch` equal to the
 * ETag answers `notModified` without building anything.
 */
export async function compactPointList(db: Db, carrier: PickupCarrier, ifNoneMatch: string | undefined): Promise<{ etag: string; body?: string }> {
  const { etag, updatedAt } = await listVersion(db, carrier);
  // Compressed answers carry the ETag weak (W/"…"), and clients send it back so.
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return { etag };
  const built = builtLists.get(db)?.get(carrier);
  if (built?.etag === etag) return built;
  const rows = await db.selectFrom('pickup_points').selectAll().where('carrier', '=', carrier).where('closed_at', 'is', null).orderBy('id').execute();
  const list: CompactPointListJson = {
    carrier,
    updatedAt,
    columns: COMPACT_POINT_COLUMNS,
    rows: rows.map((row) => {
      const point = toPointJson(row);
      return COMPACT_POINT_COLUMNS.map((column) => point[column]);
    }),
  };
  const fresh = { etag, body: JSON.stringify(list) };
  builtLists.set(db, (builtLists.get(db) ?? new Map()).set(carrier, fresh));
  return fresh;
}

/** A carrier's point by its id, open or closed; undefined when the carrier never listed it. */
export const pickupPointById = (db: Db, carrier: PickupCarrier, id: string) =>
  db.selectFrom('pickup_points').selectAll().where('carrier', '=', carrier).where('id', '=', id).executeTakeFirst();

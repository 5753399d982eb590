// What a carrier's export changes in the shop's list of its points, read point by point in the export
// worker (pointExportWorker.ts): the rows to write (new points, changed ones, and those listed again
// after being closed) and, at the end, the open points the export no longer lists. A daily export
// changes a few points of 10,000, so the server's thread then writes only those.
import { createHash } from 'node:crypto';
import type { PickupPointJson } from '@contract/delivery';
import { foldedForSearch } from '@contract/searchFolding';
import type { ExportedPoint } from './carrierExports';

/** The columns a point's data fills beside its key (carrier, id), the same in pickup_points and pickup_point_staging. */
export const DATA_COLUMNS = [
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
export const POINT_COLUMNS = ['carrier', 'id', ...DATA_COLUMNS] as const;

/** What a point is found by (name_folded): its name, street, city and postcode, folded as a search compares them. */
const searchTextOf = (point: Pick<PickupPointJson, 'name' | 'street' | 'city' | 'zip'>) =>
  foldedForSearch(`${point.name} ${point.street} ${point.city} ${point.zip} ${point.zip.replace(/\s+/g, '')}`);

/** A point as pickup_points and pickup_point_staging store it. */
export const pointRow = (point: ExportedPoint) => ({
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

export type PointRow = ReturnType<typeof pointRow>;
/** An open point of the current list, as the export is compared with it. */
export type CurrentPoint = Pick<PointRow, 'id'> & Record<(typeof DATA_COLUMNS)[number], string | number | null>;

/** A digest of a point's data: two points are the same when their digests are (kept for 10,000 points, it is short). */
export const comparable = (point: CurrentPoint | PointRow) =>
  createHash('sha1')
    .update(JSON.stringify(DATA_COLUMNS.map((column) => point[column])))
    .digest('base64');

/** How many distinct points the export listed, and the open points it no longer lists. */
export interface ExportSummary {
  listed: number;
  missing: string[];
}

/**
 * The rows of `points` that change the open points `current` (each id's comparable data),
 * `rowsPerBatch` at a time; a point listed twice keeps its first listing. Returns the summary.
 */
export async function* changedRows(
  points: AsyncIterable<ExportedPoint>,
  current: Map<string, string>,
  rowsPerBatch: number,
): AsyncGenerator<PointRow[], ExportSummary> {
  const listed = new Set<string>();
  let rows: PointRow[] = [];
  for await (const point of points) {
    if (listed.has(point.id)) continue;
    listed.add(point.id);
    const row = pointRow(point);
    if (current.get(row.id) === comparable(row)) continue;
    rows.push(row);
    if (rows.length < rowsPerBatch) continue;
    yield rows;
    rows = [];
  }
  if (rows.length > 0) yield rows;
  return { listed: listed.size, missing: [...current.keys()].filter((id) => !listed.has(id)) };
}

// The picker's search over a network's whole point list, in the browser and offline: by town,
// postcode, street or name, whatever the case and diacritics. The rows are folded once when the
// list is read (a slice at a time, so the page keeps answering), and a keystroke only compares
// strings; the screen draws the rows in sight only.
import { foldedForSearch } from '@contract/searchFolding';
import { COMPACT_POINT_COLUMNS, type CompactPointListJson, type PickupPointJson } from '@contract/delivery';

/** A point with the folded text a search compares. */
export interface IndexedPoint {
  point: PickupPointJson;
  /** Name, street, town and postcode (also without its space), folded. */
  text: string;
  /** The town, folded: a town that starts with the query ranks first. */
  city: string;
}

export interface Position {
  lat: number;
  lon: number;
}

/** The list's rows as points, read by the contract's column order. */
export function pointsOfList(list: CompactPointListJson): PickupPointJson[] {
  return list.rows.map((row) => {
    const point: Record<string, unknown> = { carrier: list.carrier };
    COMPACT_POINT_COLUMNS.forEach((column, i) => (point[column] = row[i]));
    return point as unknown as PickupPointJson;
  });
}

export function indexPoints(points: readonly PickupPointJson[]): IndexedPoint[] {
  return points.map((point) => ({
    point,
    text: foldedForSearch(`${point.name} ${point.street} ${point.city} ${point.zip} ${point.zip.replace(/\s/g, '')}`),
    city: foldedForSearch(point.city),
  }));
}

/** Rows folded in one go before the browser gets a turn: a few ms each at a phone's speed. */
const ROWS_PER_SLICE = 500;

/** The list's points folded for search, a slice at a time between the browser's other work; rejects with `signal`'s reason once aborted. */
export async function indexList(list: CompactPointListJson, signal: AbortSignal): Promise<IndexedPoint[]> {
  const points = pointsOfList(list);
  const index: IndexedPoint[] = [];
  for (let from = 0; from < points.length; from += ROWS_PER_SLICE) {
    if (from > 0) await new Promise((resolve) => setTimeout(resolve));
    signal.throwIfAborted();
    index.push(...indexPoints(points.slice(from, from + ROWS_PER_SLICE)));
  }
  return index;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance, km. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * Every point whose text holds every word of `query`, best first: with `near`, the nearest first
 * (each with its distanceKm), else those whose town starts with the query first. An empty query
 * without `near` matches nothing.
 */
export function searchPoints(index: readonly IndexedPoint[], query: string, near?: Position): PickupPointJson[] {
  const folded = foldedForSearch(query).trim();
  if (!folded && !near) return [];
  const words = folded.split(/\s+/).filter(Boolean);
  const matches = words.length ? index.filter((entry) => words.every((word) => entry.text.includes(word))) : index;
  if (near) {
    const withDistance = matches.map((entry) => ({ ...entry.point, distanceKm: distanceKm(near, entry.point) }));
    return withDistance.sort((a, b) => a.distanceKm - b.distanceKm);
  }
  const townFirst: PickupPointJson[] = [];
  const others: PickupPointJson[] = [];
  for (const entry of matches) (entry.city.startsWith(folded) ? townFirst : others).push(entry.point);
  return townFirst.concat(others);
}

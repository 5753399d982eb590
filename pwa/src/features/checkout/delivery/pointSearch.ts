// The picker's search over a network's whole point list, in the browser and offline: by town,
// postcode, street or name, whatever the case and diacritics. The rows are folded once when the
// list is read, so a keystroke only compares strings; the screen draws the first matches only.
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

export interface PointMatches {
  /** The first `limit` matches, best first. */
  points: PickupPointJson[];
  /** How many points match in all. */
  total: number;
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
 * The points whose text holds every word of `query`; with `near`, the nearest first (each with its
 * distanceKm), else those whose town starts with the query first. An empty query without `near` matches nothing.
 */
export function searchPoints(index: readonly IndexedPoint[], query: string, limit: number, near?: Position): PointMatches {
  const folded = foldedForSearch(query).trim();
  if (!folded && !near) return { points: [], total: 0 };
  const words = folded.split(/\s+/).filter(Boolean);
  const matches = words.length ? index.filter((entry) => words.every((word) => entry.text.includes(word))) : [...index];
  if (near) {
    const withDistance = matches.map((entry) => ({ ...entry.point, distanceKm: distanceKm(near, entry.point) }));
    withDistance.sort((a, b) => a.distanceKm - b.distanceKm);
    return { points: withDistance.slice(0, limit), total: matches.length };
  }
  const townFirst = matches.filter((entry) => entry.city.startsWith(folded));
  const others = matches.filter((entry) => !entry.city.startsWith(folded));
  return { points: [...townFirst, ...others].slice(0, limit).map((entry) => entry.point), total: matches.length };
}

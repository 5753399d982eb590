// The picker's search over a network's whole point list, in the browser and offline: by town,
// postcode, street or name, whatever the case and diacritics. The rows are folded once when the
// list is read (a slice at a time, so the page keeps answering), and a keystroke only compares
// strings, and only with the matches of the text before it; the screen draws the first matches.
// Each point also keeps which letters its text holds, as bits: a point that lacks a letter of the
// query is passed over without comparing strings, and the first keystroke, one letter over the
// whole list, compares no strings at all.
import { foldedForSearch } from '@contract/searchFolding';
import { COMPACT_POINT_COLUMNS, type CompactPointListJson, type PickupPointJson } from '@contract/delivery';
import { yieldToBrowser } from '../../../lib/yieldToBrowser';

/** A point with the folded text a search compares. */
export interface IndexedPoint {
  point: PickupPointJson;
  /** Name, street, town and postcode (also without its space), folded. */
  text: string;
  /** The town, folded: a town that starts with the query ranks first. */
  city: string;
  /** The letters a–z that `text` holds, one bit each (lettersOf). */
  letters: number;
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

const LETTER_A = 97;

/** The letters a–z that a folded text holds, as the bits 0–25. */
function lettersOf(folded: string): number {
  let bits = 0;
  for (let i = 0; i < folded.length; i++) {
    const letter = folded.charCodeAt(i) - LETTER_A;
    if (letter >= 0 && letter < 26) bits |= 1 << letter;
  }
  return bits;
}

export function indexPoints(points: readonly PickupPointJson[]): IndexedPoint[] {
  return points.map((point) => {
    const text = foldedForSearch(`${point.name} ${point.street} ${point.city} ${point.zip} ${point.zip.replace(/\s/g, '')}`);
    return { point, text, city: foldedForSearch(point.city), letters: lettersOf(text) };
  });
}

/** Rows folded in one go before the browser gets a turn: a few ms each at a phone's speed. */
const ROWS_PER_SLICE = 500;

/** The list's points folded for search, a slice at a time between the browser's other work; rejects with `signal`'s reason once aborted. */
export async function indexList(list: CompactPointListJson, signal: AbortSignal): Promise<IndexedPoint[]> {
  const points = pointsOfList(list);
  const index: IndexedPoint[] = [];
  for (let from = 0; from < points.length; from += ROWS_PER_SLICE) {
    if (from > 0) await yieldToBrowser();
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

/** The matches drawn at most: a search that finds more asks the customer to narrow it. */
export const SHOWN_POINTS = 50;

export interface FoundPoints {
  /** The best matches, at most SHOWN_POINTS. */
  points: PickupPointJson[];
  /** How many points match. */
  total: number;
}

const NOTHING: FoundPoints = { points: [], total: 0 };

/** The best `SHOWN_POINTS` of `matches`: the nearest to `near` (each with its distanceKm), else those whose town starts with `folded` first. */
function best(matches: readonly IndexedPoint[], folded: string, near: Position | undefined): PickupPointJson[] {
  if (near) {
    const withDistance = matches.map((entry) => ({ ...entry.point, distanceKm: distanceKm(near, entry.point) }));
    return withDistance.sort((a, b) => a.distanceKm - b.distanceKm).slice(0, SHOWN_POINTS);
  }
  const townFirst: PickupPointJson[] = [];
  const others: PickupPointJson[] = [];
  for (const entry of matches) {
    if (entry.city.startsWith(folded)) townFirst.push(entry.point);
    else if (others.length < SHOWN_POINTS) others.push(entry.point);
    if (townFirst.length === SHOWN_POINTS) break;
  }
  return townFirst.concat(others).slice(0, SHOWN_POINTS);
}

/** Whether an entry's text holds every word of the folded query: first by the letters' bits, then, unless the query is one letter (which its bit answers), by the words. */
function matcher(folded: string): (entry: IndexedPoint) => boolean {
  const letters = lettersOf(folded);
  if (/^[a-z]$/.test(folded)) return (entry) => (entry.letters & letters) === letters;
  const words = folded.split(/\s+/);
  return (entry) => (entry.letters & letters) === letters && words.every((word) => entry.text.includes(word));
}

/**
 * A search over one list: every point whose text holds every word of the query, best first (see
 * `best`); an empty query without `near` matches nothing. It keeps the matches of each text on the
 * way to the last one, so a keystroke more compares only the matches of the text before it (a text
 * that extends another matches a subset of its matches), and a keystroke less finds its matches kept.
 */
export function pointSearch(index: readonly IndexedPoint[]): (query: string, near?: Position) => FoundPoints {
  let typed: { folded: string; matches: readonly IndexedPoint[] }[] = [{ folded: '', matches: index }];
  return (query, near) => {
    const folded = foldedForSearch(query).trim();
    if (!folded && !near) return NOTHING;
    let from = typed.length - 1;
    while (!folded.startsWith(typed[from]!.folded)) from--;
    const base = typed[from]!;
    const matches = base.folded === folded ? base.matches : base.matches.filter(matcher(folded));
    typed = [...typed.slice(0, from + 1), ...(base.folded === folded ? [] : [{ folded, matches }])];
    return { points: best(matches, folded, near), total: matches.length };
  };
}

/** The performance measure the picker leaves for its last search, in the page's timeline (bench/picker.ts reads it): the call until its answer. */
export const SEARCH_MEASURE = 'pickup-point-search';

/** `search(query, near)`, its time left as the one SEARCH_MEASURE. */
export function timedSearch(search: ReturnType<typeof pointSearch>, query: string, near?: Position): FoundPoints {
  const start = performance.now();
  const found = search(query, near);
  performance.clearMeasures(SEARCH_MEASURE);
  performance.measure(SEARCH_MEASURE, { start });
  return found;
}

// The carriers' point exports read into the shop's points:
// - Packeta's pickup point export v5 (JSON): `branch/json` lists the staffed points, `box/json` the
//   Z-BOXes, each under `data` (an array, or an object keyed by id as in v4);
// - Česká pošta's list of Balíkovna points (balikovny.xml): <zv><row> with PSC (the point's id),
//   NAZEV, ADRESA ('street, part, 10003, town'), TYP ('balíkovna-BOX' for a box), OBEC, the WGS84
//   coordinates SOUR_X_WGS84 (longitude) and SOUR_Y_WGS84 (latitude), and OTEV_DOBY with a <den
//   name="Pondělí"> of <od_do><od/><do/></od_do> pairs per day.
// Both are read record by record as they download (exportRecords.ts). A point that cannot be read (no
// id, no coordinates) is left out; anything else is taken as written. An export that is not
// well-formed, or ends before its end, throws: the refresh then keeps the old list.
import type { PickupCarrier, PickupPointJson } from '@contract/delivery';
import { downloadText } from './exportDownload';
import { jsonRecords, type XmlElement, xmlRecords } from './exportRecords';
import { ExportUnreadableError } from './exportUnreadable';

/** A point as an export lists it, ready to store. */
export type ExportedPoint = Omit<PickupPointJson, 'distanceKm'>;

const CLOSED_DAY = 'zavřeno';
const WEEKDAYS_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const WEEKDAYS_CS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'] as const;

/**
 * The heaviest parcel a Balíkovna-BOX takes, kg: the export does not say, so the shop assumes the
 * smallest limit of the boxes Balíkovna uses; a staffed Balíkovna takes any parcel the shop sends.
 */
export const BALIKOVNA_BOX_MAX_WEIGHT_KG = 10;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const yes = (value: unknown) => value === true || value === 1 || ['yes', 'true', '1', 'a', 'ano'].includes(text(value).toLowerCase());
const numberOr = (value: unknown, fallback: number | null) => {
  const parsed = Number(text(value).replace(',', '.'));
  return text(value) !== '' && Number.isFinite(parsed) ? parsed : fallback;
};
/** A Czech postcode as the shop writes it: '11000' → '110 00'. */
const postcode = (zip: string) => zip.replace(/^(\d{3})\s*(\d{2})$/, '$1 $2');

const located = (point: ExportedPoint) => point.id !== '' && Number.isFinite(point.lat) && Number.isFinite(point.lon) && !(point.lat === 0 && point.lon === 0);

// ——— Packeta ———

interface PacketaPoint {
  id?: unknown;
  name?: unknown;
  place?: unknown;
  street?: unknown;
  city?: unknown;
  zip?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  status?: { statusId?: unknown };
  displayFrontend?: unknown;
  wheelchairAccessible?: unknown;
  creditCardPayment?: unknown;
  maxWeight?: unknown;
  openingHours?: { regular?: Record<string, unknown> };
}

/** One point of a Packeta export (branch or box); undefined unless open to customers (status 1, shown in the front end) and located. */
export function packetaPoint(record: unknown, kind: 'point' | 'box'): ExportedPoint | undefined {
  const p = (record ?? {}) as PacketaPoint;
  if (!(p.status?.statusId === undefined || text(p.status.statusId) === '1') || !(p.displayFrontend === undefined || yes(p.displayFrontend))) return undefined;
  const point: ExportedPoint = {
    id: text(p.id),
    carrier: 'packeta',
    kind,
    name: text(p.place) || text(p.name),
    street: text(p.street),
    city: text(p.city),
    zip: postcode(text(p.zip)),
    lat: numberOr(p.latitude, NaN)!,
    lon: numberOr(p.longitude, NaN)!,
    openingHours: WEEKDAYS_EN.map((day) => text(p.openingHours?.regular?.[day]) || CLOSED_DAY),
    wheelchair: yes(p.wheelchairAccessible),
    cardPayment: yes(p.creditCardPayment),
    maxWeightKg: numberOr(p.maxWeight, null),
    maxSizeCm: null,
  };
  return located(point) ? point : undefined;
}

// ——— Balíkovna ———

const childText = (element: XmlElement | undefined, name: string) => element?.children.find((child) => child.name === name)?.text.trim() ?? '';
const childrenNamed = (element: XmlElement | undefined, name: string) => element?.children.filter((child) => child.name === name) ?? [];

function balikovnaHours(hours: XmlElement | undefined): string[] {
  const byName = new Map(childrenNamed(hours, 'den').map((day) => [day.attributes.name, day]));
  return WEEKDAYS_CS.map((name) => {
    const spans = childrenNamed(byName.get(name), 'od_do')
      .map((span) => `${childText(span, 'od')}–${childText(span, 'do')}`)
      .filter((span) => span !== '–');
    return spans.length ? spans.join(', ') : CLOSED_DAY;
  });
}

/** One <row> of balikovny.xml; undefined for a depot (which hands out nothing) or a row without an id or position. */
export function balikovnaPoint(row: XmlElement): ExportedPoint | undefined {
  const type = childText(row, 'TYP');
  if (type.toLowerCase() === 'depo') return undefined;
  const address = childText(row, 'ADRESA')
    .split(',')
    .map((part) => part.trim());
  const zip = address.find((part) => /^\d{3}\s*\d{2}$/.test(part)) ?? '';
  const box = /box/i.test(type);
  const point: ExportedPoint = {
    id: childText(row, 'PSC'),
    carrier: 'balikovna',
    kind: box ? 'box' : 'point',
    name: childText(row, 'NAZEV'),
    street: address[0] ?? '',
    city: childText(row, 'OBEC') || (address.at(-1) ?? ''),
    zip: postcode(zip),
    lat: numberOr(childText(row, 'SOUR_Y_WGS84'), NaN)!,
    lon: numberOr(childText(row, 'SOUR_X_WGS84'), NaN)!,
    openingHours: balikovnaHours(row.children.find((child) => child.name === 'OTEV_DOBY')),
    wheelchair: yes(childText(row, 'BEZBARIEROVY_PRISTUP')),
    cardPayment: yes(childText(row, 'PLATBA_KARTOU')),
    maxWeightKg: box ? BALIKOVNA_BOX_MAX_WEIGHT_KG : null,
    maxSizeCm: null,
  };
  return located(point) ? point : undefined;
}

/** Where each carrier's exports are downloaded from; a carrier without one is not refreshed. */
export interface PointSources {
  /** Packeta's branch and box exports (with the shop's API key in them). */
  packeta?: { branchUrl: string; boxUrl: string };
  balikovna?: { url: string };
}

/** More points than a network could have (each lists about 10,000) are taken for a broken export, not written. */
export const MAX_POINTS_PER_CARRIER = 100_000;

async function* pointsOf(carrier: PickupCarrier, sources: PointSources): AsyncGenerator<ExportedPoint> {
  if (carrier === 'balikovna') {
    if (!sources.balikovna) throw new Error('no export address is set');
    for await (const row of xmlRecords(downloadText(sources.balikovna.url), 'row')) {
      const point = balikovnaPoint(row);
      if (point) yield point;
    }
    return;
  }
  const packeta = sources.packeta;
  if (!packeta) throw new Error('no export address is set');
  for (const [url, kind] of [
    [packeta.branchUrl, 'point'],
    [packeta.boxUrl, 'box'],
  ] as const) {
    for await (const record of jsonRecords(downloadText(url), 'data')) {
      const point = packetaPoint(record, kind);
      if (point) yield point;
    }
  }
}

/**
 * A carrier's whole current list, point by point as its exports download (Packeta's branches, then
 * its boxes). Throws ExportUnreadableError when a download fails or an export cannot be read.
 */
export async function* exportedPoints(carrier: PickupCarrier, sources: PointSources): AsyncGenerator<ExportedPoint> {
  let points = 0;
  try {
    for await (const point of pointsOf(carrier, sources)) {
      if (++points > MAX_POINTS_PER_CARRIER) throw new Error(`the export lists more than ${MAX_POINTS_PER_CARRIER} points`);
      yield point;
    }
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    throw new ExportUnreadableError(`${error instanceof Error ? error.message : String(error)}${cause}`, { cause: error });
  }
}

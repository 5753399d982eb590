// The carriers' point exports read into the shop's points:
// - Packeta's pickup point export v5 (JSON): `branch/json` lists the staffed points, `box/json` the
//   Z-BOXes, each under `data` (an array, or an object keyed by id as in v4);
// - Česká pošta's list of Balíkovna points (balikovny.xml): <zv><row> with PSC (the point's id),
//   NAZEV, ADRESA ('street, part, 10003, town'), TYP ('balíkovna-BOX' for a box), OBEC, the WGS84
//   coordinates SOUR_X_WGS84 (longitude) and SOUR_Y_WGS84 (latitude), and OTEV_DOBY with a <den
//   name="Pondělí"> of <od_do><od/><do/></od_do> pairs per day.
// A point that cannot be read (no id, no coordinates) is left out; anything else is taken as written.
import { XMLParser } from 'fast-xml-parser';
import type { PickupCarrier, PickupPointJson } from '@contract/delivery';

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

/** The points of one Packeta export (branch or box); only those open to customers (status 1, shown in the front end). */
export function readPacketaExport(json: unknown, kind: 'point' | 'box'): ExportedPoint[] {
  const data = (json as { data?: unknown } | null)?.data;
  if (data === undefined || data === null || typeof data !== 'object') throw new Error('The Packeta export has no data.');
  const entries = (Array.isArray(data) ? data : Object.values(data)) as PacketaPoint[];
  return entries
    .filter((p) => (p.status?.statusId === undefined || text(p.status.statusId) === '1') && (p.displayFrontend === undefined || yes(p.displayFrontend)))
    .map((p): ExportedPoint => ({
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
    }))
    .filter(located);
}

// ——— Balíkovna ———

interface BalikovnaDay {
  '@_name'?: string;
  od_do?: { od?: unknown; do?: unknown }[];
}

interface BalikovnaRow {
  PSC?: unknown;
  NAZEV?: unknown;
  ADRESA?: unknown;
  TYP?: unknown;
  OBEC?: unknown;
  SOUR_X_WGS84?: unknown;
  SOUR_Y_WGS84?: unknown;
  PLATBA_KARTOU?: unknown;
  BEZBARIEROVY_PRISTUP?: unknown;
  OTEV_DOBY?: { den?: BalikovnaDay[] };
}

const balikovnaParser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  isArray: (name) => ['row', 'den', 'od_do'].includes(name),
});

function balikovnaHours(days: BalikovnaDay[] | undefined): string[] {
  const byName = new Map((days ?? []).map((day) => [day['@_name'], day]));
  return WEEKDAYS_CS.map((name) => {
    const spans = (byName.get(name)?.od_do ?? []).map((span) => `${text(span.od)}–${text(span.do)}`).filter((span) => span !== '–');
    return spans.length ? spans.join(', ') : CLOSED_DAY;
  });
}

/** The Balíkovna points of balikovny.xml (depots, which hand out nothing, left out). */
export function readBalikovnaExport(xml: string): ExportedPoint[] {
  const document = balikovnaParser.parse(xml) as { zv?: { row?: BalikovnaRow[] } };
  const rows = document.zv?.row;
  if (!rows) throw new Error('The Balíkovna export has no <zv><row> list.');
  return rows
    .filter((row) => text(row.TYP).toLowerCase() !== 'depo')
    .map((row): ExportedPoint => {
      const address = text(row.ADRESA)
        .split(',')
        .map((part) => part.trim());
      const zip = address.find((part) => /^\d{3}\s*\d{2}$/.test(part)) ?? '';
      const box = /box/i.test(text(row.TYP));
      return {
        id: text(row.PSC),
        carrier: 'balikovna',
        kind: box ? 'box' : 'point',
        name: text(row.NAZEV),
        street: address[0] ?? '',
        city: text(row.OBEC) || (address.at(-1) ?? ''),
        zip: postcode(zip),
        lat: numberOr(row.SOUR_Y_WGS84, NaN)!,
        lon: numberOr(row.SOUR_X_WGS84, NaN)!,
        openingHours: balikovnaHours(row.OTEV_DOBY?.den),
        wheelchair: yes(row.BEZBARIEROVY_PRISTUP),
        cardPayment: yes(row.PLATBA_KARTOU),
        maxWeightKg: box ? BALIKOVNA_BOX_MAX_WEIGHT_KG : null,
        maxSizeCm: null,
      };
    })
    .filter(located);
}

/** Where each carrier's exports are downloaded from; a carrier without one is not refreshed. */
export interface PointSources {
  /** Packeta's branch and box exports (with the shop's API key in them). */
  packeta?: { branchUrl: string; boxUrl: string };
  balikovna?: { url: string };
}

/** How the refresh fetches (the global fetch; tests may hand in their own). */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A connection reset or refused is tried once more, a second later; an answer other than 200 is not. */
async function download(fetcher: Fetch, url: string): Promise<Response> {
  const get = () => fetcher(url, { signal: AbortSignal.timeout(120_000), headers: { 'Accept-Encoding': 'gzip' } });
  const response = await get().catch(async (error: unknown) => {
    if (!(error instanceof TypeError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return get();
  });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return response;
}

/** Downloads and reads a carrier's whole current list; throws when a download fails or cannot be read. */
export async function downloadPoints(carrier: PickupCarrier, sources: PointSources, fetcher: Fetch = fetch): Promise<ExportedPoint[]> {
  if (carrier === 'balikovna') {
    if (!sources.balikovna) throw new Error('no export address is set');
    return readBalikovnaExport(await (await download(fetcher, sources.balikovna.url)).text());
  }
  const packeta = sources.packeta;
  if (!packeta) throw new Error('no export address is set');
  const [branches, boxes] = await Promise.all([
    download(fetcher, packeta.branchUrl).then((r) => r.json()),
    download(fetcher, packeta.boxUrl).then((r) => r.json()),
  ]);
  return [...readPacketaExport(branches, 'point'), ...readPacketaExport(boxes, 'box')];
}

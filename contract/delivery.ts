// Delivery (issue 29): the methods a customer chooses from, the carriers' pickup points and an
// order's delivery as the API answers them. Money in this JSON is Kč, as elsewhere in the API.
import { z } from 'zod';

/** The delivery methods the shop knows; staff set their price, free-from amount and whether each is offered. */
export const DELIVERY_METHOD_IDS = ['posta', 'packeta', 'balikovna', 'osobni'] as const;
export type DeliveryMethodId = (typeof DELIVERY_METHOD_IDS)[number];

/** The method of an order that names none: the spec's postal delivery (75 Kč in the Czech Republic). */
export const DEFAULT_DELIVERY_METHOD: DeliveryMethodId = 'posta';

/** The networks whose pickup points the shop keeps. */
export const PICKUP_CARRIERS = ['packeta', 'balikovna'] as const;
export type PickupCarrier = (typeof PICKUP_CARRIERS)[number];

/** Each network's name as the customer knows it (the mail that the order was sent names its carrier). */
export const PICKUP_CARRIER_NAMES: Record<PickupCarrier, string> = { packeta: 'Zásilkovna', balikovna: 'Balíkovna' };

/** Who carries a method's parcels: a pickup network, Česká pošta to the address, or nobody (personal pickup). */
export type Carrier = PickupCarrier | 'ceskaposta' | null;

/** GET /api/delivery-methods: one method as offered (only enabled ones; staff see all with `enabled`). */
export interface DeliveryMethodJson {
  id: DeliveryMethodId;
  name: string;
  /** Kč in the Czech Republic; abroad the postal method's postage is 'Bude oznámeno fakturou'. */
  price: number;
  carrier: Carrier;
  needsPickupPoint: boolean;
  /** Items total (Kč) from which the method is free; null when never. */
  freeFrom: number | null;
  /** Countries the method delivers to, as the address's `country` names them. */
  countries: string[];
  enabled: boolean;
}

/** PUT /api/admin/delivery-methods/{id} (administrator). */
export const deliveryMethodUpdateSchema = z
  .object({
    price: z.number({ error: 'Cena musí být číslo.' }).min(0, 'Cena nesmí být záporná.').max(100_000, 'Cena je příliš vysoká.'),
    freeFrom: z.number({ error: 'Částka musí být číslo.' }).min(0, 'Částka nesmí být záporná.').max(10_000_000, 'Částka je příliš vysoká.').nullable(),
    enabled: z.boolean({ error: 'Zvolte, zda se způsob doručení nabízí.' }),
  })
  .strict();
export type DeliveryMethodUpdate = z.infer<typeof deliveryMethodUpdateSchema>;

/** Opening hours, one line per day (Monday first), as the carriers publish them, e.g. '08:00–18:00' or 'zavřeno'. */
export type OpeningHours = string[];

/** A pickup point as GET /api/pickup-points answers it. */
export interface PickupPointJson {
  id: string;
  carrier: PickupCarrier;
  /** 'point' is a staffed place, 'box' a Z-BOX or a Balíkovna box. */
  kind: 'point' | 'box';
  name: string;
  street: string;
  city: string;
  zip: string;
  lat: number;
  lon: number;
  openingHours: OpeningHours;
  wheelchair: boolean;
  cardPayment: boolean;
  /** The heaviest parcel the point takes, kg; null when it does not say. */
  maxWeightKg: number | null;
  /** The largest parcel a box takes, cm (length, width, height, sorted descending); null for points. */
  maxSizeCm: [number, number, number] | null;
  /** Distance from `near`, km, when asked. */
  distanceKm?: number;
}

/**
 * GET /api/pickup-points/{carrier}.json: the whole open list for the PWA's cache, as compact rows
 * in this column order (with an ETag). The picker searches and filters them offline.
 */
export const COMPACT_POINT_COLUMNS = [
  'id',
  'kind',
  'name',
  'street',
  'city',
  'zip',
  'lat',
  'lon',
  'openingHours',
  'wheelchair',
  'cardPayment',
  'maxWeightKg',
  'maxSizeCm',
] as const;
export interface CompactPointListJson {
  carrier: PickupCarrier;
  /** When a refresh from the carrier last changed the list (ISO): a point added, changed or closed. */
  updatedAt: string;
  columns: typeof COMPACT_POINT_COLUMNS;
  rows: unknown[][];
}

/** The point an order names, as it was when the order was placed (a later list change does not alter it). */
export interface OrderPickupPointJson {
  carrier: PickupCarrier;
  id: string;
  name: string;
  street: string;
  city: string;
  zip: string;
}

/** A carrier's parcel of an order (POST /api/orders/{id}/parcel answers it). */
export interface ParcelJson {
  carrier: PickupCarrier;
  parcelId: string;
  barcode: string;
  trackingUrl: string;
}

/** An order's delivery in its JSON: the method, its name and price as they were, the point and the parcel. */
export interface OrderDeliveryJson {
  method: DeliveryMethodId;
  name: string;
  price: number;
  pickupPoint?: OrderPickupPointJson;
  parcel?: ParcelJson;
}

/** The parcel facts the server checks a point against: the weight from the products, kg. */
export interface ParcelFacts {
  weightKg: number;
}

export const deliveryMessages = {
  unknownMethod: 'Zvolený způsob doručení neznáme nebo ho nyní nenabízíme.',
  methodNotForCountry: 'Zvolený způsob doručení do této země nedoručuje.',
  pointMissing: 'Vyberte prosím výdejní místo.',
  unknownPoint: 'Zvolené výdejní místo neznáme. Vyberte prosím jiné.',
  closedPoint: 'Zvolené výdejní místo je zrušené nebo uzavřené. Vyberte prosím jiné.',
  pointTooSmall: 'Zásilka je pro zvolený box příliš těžká nebo velká. Vyberte prosím jiné výdejní místo.',
} as const;

/** A method's `countries` entry for every country (the postal method delivers anywhere). */
export const ANY_COUNTRY = '*';

/** Whether a method with these countries delivers to the address's country (normalised as the address schema does). */
export const deliversTo = (countries: readonly string[], country: string) => countries.includes(ANY_COUNTRY) || countries.includes(country);

/** The pickup network of each method that delivers to a pickup point. */
export const PICKUP_CARRIER_OF: Partial<Record<DeliveryMethodId, PickupCarrier>> = { packeta: 'packeta', balikovna: 'balikovna' };

/** A product whose weight staff left empty (or wrote unreadably) counts as a typical book. */
export const DEFAULT_PRODUCT_WEIGHT_KG = 0.5;

/**
 * A product's `weight` text in kg: '250 g', '0,4 kg', '1.2kg', or a bare number ('0.40' as the
 * catalogue writes kg; 50 and more is taken as grams); the default when it says nothing readable.
 */
export function productWeightKg(weight: string): number {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(kg|g)?\s*$/i.exec(weight);
  if (!match) return DEFAULT_PRODUCT_WEIGHT_KG;
  const value = Number(match[1]!.replace(',', '.'));
  const grams = match[2] ? match[2].toLowerCase() === 'g' : value >= 50;
  const kg = grams ? value / 1000 : value;
  return kg > 0 ? kg : DEFAULT_PRODUCT_WEIGHT_KG;
}

/**
 * A parcel's weight in kg, to the gram: the sum of its lines' product weights (productWeightKg, so a
 * product without one counts DEFAULT_PRODUCT_WEIGHT_KG). The one rule for the point check of an
 * order and for the weight handed to the carrier, which therefore never lacks one.
 */
export const parcelWeightKg = (lines: readonly { weight: string; qty: number }[]) =>
  lines.reduce((grams, line) => grams + Math.round(productWeightKg(line.weight) * 1000) * line.qty, 0) / 1000;

/** Whether a point takes the parcel: a box or point that names a weight limit takes nothing heavier. */
export const pointTakes = (point: Pick<PickupPointJson, 'maxWeightKg'>, parcel: ParcelFacts) =>
  point.maxWeightKg === null || parcel.weightKg <= point.maxWeightKg;

export const pickupPointQueryMessages = {
  badCarrier: 'Neznámá síť výdejních míst: zvolte packeta nebo balikovna.',
  badNear: 'Poloha musí mít tvar zeměpisná šířka,délka (např. 50.08,14.42).',
  badLimit: 'Počet výsledků musí být celé číslo od 1 do 100.',
  queryTooLong: 'Hledaný text může mít nejvýše 100 znaků.',
} as const;

const coordinate = (max: number) => z.number().min(-max).max(max);

/** GET /api/pickup-points: the carrier, what the customer typed, where they are, how many. */
export const pickupPointQuerySchema = z.object({
  carrier: z.enum(PICKUP_CARRIERS, { error: pickupPointQueryMessages.badCarrier }),
  q: z.string().max(100, pickupPointQueryMessages.queryTooLong).optional(),
  near: z
    .string()
    .transform((text, ctx) => {
      const parts = text.split(',').map((part) => Number(part.trim()));
      const parsed = z.tuple([coordinate(90), coordinate(180)]).safeParse(parts);
      if (parts.length === 2 && parts.every((part) => Number.isFinite(part)) && parsed.success) return { lat: parsed.data[0], lon: parsed.data[1] };
      ctx.addIssue({ code: 'custom', message: pickupPointQueryMessages.badNear });
      return z.NEVER;
    })
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, pickupPointQueryMessages.badLimit)
    .transform(Number)
    .pipe(z.number().min(1, pickupPointQueryMessages.badLimit).max(100, pickupPointQueryMessages.badLimit))
    .default(20),
});
export type PickupPointQuery = z.output<typeof pickupPointQuerySchema>;

/** The point an order names as printed: its name and id, then its address, one a line. */
export const pickupPointLines = (point: OrderPickupPointJson): string[] => [
  `Výdejní místo: ${point.name} (${point.id})`,
  point.street,
  `${point.zip} ${point.city}`,
];

/** An order's delivery as printed (mail, invoice, card payment): the method, then the pickup point's name and address, one a line. */
export const deliveryLines = (delivery: OrderDeliveryJson): string[] => {
  const point = delivery.pickupPoint;
  return [`Způsob doručení: ${delivery.name}`, ...(point ? pickupPointLines(point) : [])];
};

// TEMP (dropped on merge): a stand-in for delivery/server's routes of issue 29, so the picker can be
// run and tested in its own branch. A small fixed list; orders keep their delivery in memory only.
import { Hono } from 'hono';
import {
  COMPACT_POINT_COLUMNS,
  type CompactPointListJson,
  type DeliveryMethodJson,
  type OrderDeliveryJson,
  type PickupCarrier,
  type PickupPointJson,
} from '@contract/delivery';
import { CZECH_REPUBLIC } from '@contract/checkout/address';
import type { AppEnv } from '../env';

const METHODS: DeliveryMethodJson[] = [
  {
    id: 'posta',
    name: 'Česká pošta – na adresu',
    price: 75,
    carrier: 'ceskaposta',
    needsPickupPoint: false,
    freeFrom: null,
    countries: [CZECH_REPUBLIC],
    enabled: true,
  },
  {
    id: 'packeta',
    name: 'Zásilkovna – výdejní místo nebo Z-BOX',
    price: 69,
    carrier: 'packeta',
    needsPickupPoint: true,
    freeFrom: 1500,
    countries: [CZECH_REPUBLIC],
    enabled: true,
  },
  { id: 'balikovna', name: 'Balíkovna', price: 59, carrier: 'balikovna', needsPickupPoint: true, freeFrom: null, countries: [CZECH_REPUBLIC], enabled: true },
  {
    id: 'osobni',
    name: 'Osobní odběr v nakladatelství',
    price: 0,
    carrier: null,
    needsPickupPoint: false,
    freeFrom: null,
    countries: [CZECH_REPUBLIC],
    enabled: true,
  },
];

const HOURS = ['08:00–18:00', '08:00–18:00', '08:00–18:00', '08:00–18:00', '08:00–18:00', '09:00–12:00', 'zavřeno'];
const BOX_HOURS = Array<string>(7).fill('00:00–24:00');

const point = (
  carrier: PickupCarrier,
  id: string,
  kind: 'point' | 'box',
  name: string,
  street: string,
  city: string,
  zip: string,
  lat: number,
  lon: number,
): PickupPointJson => ({
  id,
  carrier,
  kind,
  name,
  street,
  city,
  zip,
  lat,
  lon,
  openingHours: kind === 'box' ? BOX_HOURS : HOURS,
  wheelchair: kind === 'point',
  cardPayment: kind === 'box' || id.endsWith('1'),
  maxWeightKg: kind === 'box' ? 15 : 10,
  maxSizeCm: kind === 'box' ? [61, 37, 40] : null,
});

const POINTS: PickupPointJson[] = [
  point('packeta', '1001', 'point', 'Papírnictví U Radnice', 'Náměstí Míru 12', 'Třebíč', '674 01', 49.215, 15.881),
  point('packeta', '1002', 'box', 'Z-BOX Třebíč, Kaufland', 'Znojemská 1120', 'Třebíč', '674 01', 49.207, 15.877),
  point('packeta', '1011', 'point', 'Trafika Šárka', 'Štefánikova 22', 'Brno', '602 00', 49.206, 16.604),
  point('packeta', '1012', 'point', 'Květinářství Žlutá růže', 'Kounicova 8', 'Brno', '602 00', 49.205, 16.6),
  point('packeta', '1021', 'point', 'Knihkupectví Čtenář', 'Vodičkova 30', 'Praha', '110 00', 50.081, 14.425),
  point('packeta', '1022', 'box', 'Z-BOX Praha 2, Náměstí Míru', 'Náměstí Míru 9', 'Praha', '120 00', 50.075, 14.437),
  point('packeta', '1031', 'point', 'Drogerie Ostrava-Poruba', 'Hlavní třída 600', 'Ostrava', '708 00', 49.83, 18.16),
  point('balikovna', 'B201', 'point', 'Balíkovna Třebíč 1', 'Masarykovo nám. 6', 'Třebíč', '674 01', 49.214, 15.879),
  point('balikovna', 'B202', 'box', 'BalíkoBOX Brno, Komárov', 'Hněvkovského 65', 'Brno', '617 00', 49.17, 16.62),
  point('balikovna', 'B203', 'point', 'Balíkovna Praha 1', 'Jindřišská 14', 'Praha', '110 00', 50.084, 14.427),
];

const compact = (carrier: PickupCarrier): CompactPointListJson => ({
  carrier,
  updatedAt: '2026-11-27T03:00:00.000Z',
  columns: COMPACT_POINT_COLUMNS,
  rows: POINTS.filter((p) => p.carrier === carrier).map((p) => COMPACT_POINT_COLUMNS.map((column) => p[column])),
});

/** What POST /api/orders was told, by order id: the stand-in stores nothing. */
const deliveries = new Map<number, OrderDeliveryJson>();

function deliveryOf(body: { deliveryMethod?: unknown; pickupPointId?: unknown }): OrderDeliveryJson | undefined {
  const method = METHODS.find((m) => m.id === body.deliveryMethod);
  if (!method) return undefined;
  const found = method.needsPickupPoint ? POINTS.find((p) => p.carrier === method.carrier && p.id === body.pickupPointId) : undefined;
  const pickupPoint = found && { carrier: found.carrier, id: found.id, name: found.name, street: found.street, city: found.city, zip: found.zip };
  return { method: method.id, name: method.name, price: method.price, ...(pickupPoint && { pickupPoint }) };
}

/** GET /api/delivery-methods, GET /api/pickup-points/{carrier}.json (with an ETag). */
export const tempDeliveryRoutes = new Hono<AppEnv>()
  .get('/delivery-methods', (c) => c.json(METHODS))
  .get('/pickup-points/:file{(packeta|balikovna)\\.json}', (c) => {
    const carrier = c.req.param('file').replace('.json', '') as PickupCarrier;
    const etag = `"temp-${carrier}-1"`;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ETag: etag });
    return c.json(compact(carrier), 200, { ETag: etag, 'Cache-Control': 'no-cache' });
  });

/** Before the order routes: the delivery of a new order is remembered, and an order read again carries it. */
export const tempOrderDelivery = new Hono<AppEnv>()
  .post('/', async (c, next) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const delivery = deliveryOf(body);
    // The real server prices the method; this one keeps its 75 Kč, so the client's figures are not compared.
    if (delivery) {
      delete body.shippingPrice;
      delete body.totalPrice;
      // Hono's validator reads the body from this cache (it holds promises, whatever its type says).
      Object.assign(c.req.bodyCache, { text: Promise.resolve(JSON.stringify(body)) });
    }
    await next();
    if (delivery && c.res.status < 300) {
      const order = (await c.res.clone().json()) as { _id: number };
      deliveries.set(order._id, delivery);
    }
  })
  .get('/:id{[0-9]+}', async (c, next) => {
    await next();
    const delivery = deliveries.get(Number(c.req.param('id')));
    if (!delivery || c.res.status !== 200) return;
    const order = (await c.res.clone().json()) as object;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify({ ...order, delivery }), { status: 200, headers });
  });

// Delivery over HTTP on a real database (SQLite, and PostgreSQL in the postgres project): the
// methods and their prices, orders that name a method and a pickup point, the points' search and
// compact list, and the refresh from the carriers' exports served on loopback (dev/carrierExports.ts).
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompactPointListJson, DeliveryMethodJson, PickupPointJson } from '@contract/delivery';
import { deliveryMessages, pickupPointQueryMessages } from '@contract/delivery';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { type CarrierExportsStandIn, startCarrierExports } from '../../../dev/carrierExports';
import { balikovnaExport, packetaExport } from '../../../dev/pickupPointSample';
import { insertProduct } from '../../test/fixtures';
import { type Staff, signInDemoAccounts } from '../../test/staff';
import { call, type MessageJson, startTestServer, testClock, type TestServer, withJson, withToken } from '../../test/testServer';
import { openDatabase } from '../db/open';
import { createLog } from '../log';
import { CLOSED_POINTS_KEPT_DAYS, refreshPickupPoints, STAGING_ABANDONED_AFTER_HOURS } from './pickupPointRefresh';

const COUNTS = { packetaPoints: 300, packetaBoxes: 100, balikovna: 200 };
let exports: CarrierExportsStandIn;
let server: TestServer;
let accounts: Staff;
const clock = testClock(new Date('2026-11-20T08:00:00Z'));
const ids = { book: 0, heavy: 0 };

/** One log for every refresh: each log listens on stdout. */
const silent = createLog({ level: 'silent' });

/** A refresh a second after the last one (a refresh tells the points it listed by its time). */
const refresh = (carrier: 'packeta' | 'balikovna') =>
  clock.advance(1000) ?? refreshPickupPoints({ db: server.db, sources: exports.sources(), now: clock.now, log: silent }, carrier);

/** Runs `meanwhile` once a refresh has taken its list's version and read the first part of the open points it compares the export with. */
class AfterFirstComparison implements KyselyPlugin {
  private comparison?: string;

  constructor(private readonly meanwhile: () => Promise<void>) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    // The refresh's one select with a limit: a read of the open points.
    if (node.kind === 'SelectQueryNode' && node.limit) this.comparison ??= queryId.queryId;
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (queryId.queryId === this.comparison) await this.meanwhile();
    return result;
  }
}

/** A refresh on a connection of its own (as another shop process has) that runs `meanwhile` while it compares the lists. */
async function refreshComparingWhile(carrier: 'packeta' | 'balikovna', meanwhile: () => Promise<void>) {
  const db = openDatabase(server.databaseLocation).withPlugin(new AfterFirstComparison(meanwhile));
  try {
    return await (clock.advance(1000) ?? refreshPickupPoints({ db, sources: exports.sources(), now: clock.now, log: silent }, carrier));
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  exports = await startCarrierExports({ counts: COUNTS });
  server = await startTestServer({ now: clock.now });
  accounts = await signInDemoAccounts(server);
  ids.book = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, weight: '250 g', count_in_stock: 100 });
  ids.heavy = await insertProduct(server.db, { name: 'Bible – velké vydání', price: 900_00, weight: '8 kg', count_in_stock: 100 });
  expect((await refresh('packeta')).applied).toBe(true);
  expect((await refresh('balikovna')).applied).toBe(true);
}, 60_000); // a server, two downloads and 600 points written, on a busy machine
afterAll(async () => {
  await server?.close();
  await exports?.close();
});

const address = { name: 'Jana Nováková', address: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika', phone: '+420 601 234 567' };

function placeOrder(delivery: Record<string, unknown>, items = [{ product: ids.book, qty: 1 }], shippingAddress: object = address) {
  return call<OrderJson & MessageJson>(
    server,
    '/api/orders',
    withJson('POST', { orderItems: items, shippingAddress, paymentMethod: PAYMENT_METHODS.bankTransfer, ...delivery }, accounts.customer.token),
  );
}

const search = (query: string) => call<PickupPointJson[] & MessageJson>(server, `/api/pickup-points?${query}`);
const firstPoint = async (carrier: string, kind: 'point' | 'box') => (await search(`carrier=${carrier}&limit=100`)).body.find((p) => p.kind === kind)!;

describe('GET /api/delivery-methods', () => {
  it('offers the four methods with their prices: post 75 Kč, Packeta 69 Kč, Balíkovna 65 Kč, personal pickup free', async () => {
    const { status, body } = await call<DeliveryMethodJson[]>(server, '/api/delivery-methods');
    expect(status).toBe(200);
    expect(body.map((m) => [m.id, m.name, m.price, m.carrier, m.needsPickupPoint])).toEqual([
      ['posta', 'Česká pošta – na adresu', 75, 'ceskaposta', false],
      ['packeta', 'Zásilkovna – výdejní místo nebo Z-BOX', 69, 'packeta', true],
      ['balikovna', 'Balíkovna', 65, 'balikovna', true],
      ['osobni', 'Osobní odběr v nakladatelství', 0, null, false],
    ]);
  });
});

describe('POST /api/orders prices every method on the server', () => {
  it('without a method the order goes by post for 75 Kč, as the spec’s calls do', async () => {
    const { status, body } = await placeOrder({});
    expect(status).toBe(201);
    expect(body.shippingPrice).toBe(75);
    expect(body.totalPrice).toBe(324);
    expect(body.delivery).toEqual({ method: 'posta', name: 'Česká pošta – na adresu', price: 75 });
  });

  it('a Packeta point costs 69 Kč and the order names the point', async () => {
    const point = await firstPoint('packeta', 'point');
    const { status, body } = await placeOrder({ deliveryMethod: 'packeta', pickupPointId: point.id });
    expect(status).toBe(201);
    expect(body.shippingPrice).toBe(69);
    expect(body.totalPrice).toBe(318);
    expect(body.delivery).toEqual({
      method: 'packeta',
      name: 'Zásilkovna – výdejní místo nebo Z-BOX',
      price: 69,
      pickupPoint: { carrier: 'packeta', id: point.id, name: point.name, street: point.street, city: point.city, zip: point.zip },
    });
    const mail = await server.db.selectFrom('mail_outbox').select(['text', 'html']).where('order_id', '=', body._id).executeTakeFirstOrThrow();
    expect(mail.text).toContain('Způsob doručení: Zásilkovna – výdejní místo nebo Z-BOX');
    expect(mail.text).toContain(`Výdejní místo: ${point.name} (${point.id})`);
    expect(mail.text).toContain(`${point.zip} ${point.city}`);
    expect(mail.text).toContain('Poštovné a balné (Zásilkovna – výdejní místo nebo Z-BOX)');
  });

  it('Balíkovna costs 65 Kč, personal pickup nothing', async () => {
    const point = await firstPoint('balikovna', 'point');
    expect((await placeOrder({ deliveryMethod: 'balikovna', pickupPointId: point.id })).body.shippingPrice).toBe(65);
    const personal = await placeOrder({ deliveryMethod: 'osobni' });
    expect(personal.body.shippingPrice).toBe(0);
    expect(personal.body.delivery).toEqual({ method: 'osobni', name: 'Osobní odběr v nakladatelství', price: 0 });
  });

  it('a method is free from its free-from amount on the items total, as staff set it', async () => {
    const put = await call(server, '/api/admin/delivery-methods/packeta', withJson('PUT', { price: 69, freeFrom: 500, enabled: true }, accounts.admin.token));
    expect(put.status).toBe(200);
    const point = await firstPoint('packeta', 'point');
    expect((await placeOrder({ deliveryMethod: 'packeta', pickupPointId: point.id }, [{ product: ids.book, qty: 2 }])).body.shippingPrice).toBe(69);
    expect((await placeOrder({ deliveryMethod: 'packeta', pickupPointId: point.id }, [{ product: ids.book, qty: 3 }])).body.shippingPrice).toBe(0);
    await call(server, '/api/admin/delivery-methods/packeta', withJson('PUT', { price: 69, freeFrom: null, enabled: true }, accounts.admin.token));
  });

  it('abroad only the post delivers, its postage invoiced later', async () => {
    const slovak = { ...address, city: 'Bratislava', postalCode: '811 01', country: 'Slovensko' };
    const post = await placeOrder({ deliveryMethod: 'posta' }, undefined, slovak);
    expect(post.status).toBe(201);
    expect([post.body.shippingPrice, post.body.shippingToBeInvoiced]).toEqual([0, true]);
    const point = await firstPoint('packeta', 'point');
    const packeta = await placeOrder({ deliveryMethod: 'packeta', pickupPointId: point.id }, undefined, slovak);
    expect(packeta).toEqual({ status: 400, body: { message: deliveryMessages.methodNotForCountry } });
  });

  it('a method staff switched off is refused', async () => {
    await call(server, '/api/admin/delivery-methods/osobni', withJson('PUT', { price: 0, freeFrom: null, enabled: false }, accounts.admin.token));
    expect(await placeOrder({ deliveryMethod: 'osobni' })).toEqual({ status: 400, body: { message: deliveryMessages.unknownMethod } });
    expect((await call<DeliveryMethodJson[]>(server, '/api/delivery-methods')).body.map((m) => m.id)).not.toContain('osobni');
    await call(server, '/api/admin/delivery-methods/osobni', withJson('PUT', { price: 0, freeFrom: null, enabled: true }, accounts.admin.token));
  });
});

describe('POST /api/orders refuses a point it cannot deliver to, in Czech, and writes nothing', () => {
  const orderCount = async () => (await server.db.selectFrom('orders').select('id').execute()).length;

  it.each([
    ['no point', {}, deliveryMessages.pointMissing],
    ['an unknown point', { pickupPointId: '99999999' }, deliveryMessages.unknownPoint],
    ['a point of another carrier', { pickupPointId: '70000' }, deliveryMessages.unknownPoint],
  ])('%s', async (_case, extra, message) => {
    const before = await orderCount();
    expect(await placeOrder({ deliveryMethod: 'packeta', ...extra })).toEqual({ status: 400, body: { message } });
    expect(await orderCount()).toBe(before);
  });

  it('a Z-BOX that does not take the parcel’s weight (3 × 8 kg over its 15 kg); one book of 8 kg it takes', async () => {
    const box = await firstPoint('packeta', 'box');
    expect(box.maxWeightKg).toBe(15);
    expect(await placeOrder({ deliveryMethod: 'packeta', pickupPointId: box.id }, [{ product: ids.heavy, qty: 3 }])).toEqual({
      status: 400,
      body: { message: deliveryMessages.pointTooSmall },
    });
    expect((await placeOrder({ deliveryMethod: 'packeta', pickupPointId: box.id }, [{ product: ids.heavy, qty: 1 }])).status).toBe(201);
  });

  it('a point that disappeared from the export is closed', async () => {
    const closedId = 1000 + COUNTS.packetaPoints - 1; // the last point of the branch export
    exports.serve('branch', JSON.stringify(packetaExport('point', COUNTS.packetaPoints - 1)));
    expect((await refresh('packeta')).applied).toBe(true);
    expect(await placeOrder({ deliveryMethod: 'packeta', pickupPointId: String(closedId) })).toEqual({
      status: 400,
      body: { message: deliveryMessages.closedPoint },
    });
    exports.serve('branch', JSON.stringify(packetaExport('point', COUNTS.packetaPoints)));
    expect((await refresh('packeta')).applied).toBe(true);
    expect((await placeOrder({ deliveryMethod: 'packeta', pickupPointId: String(closedId) })).status).toBe(201);
  });
});

describe('an order keeps its point as it was', () => {
  it('also after the carrier renamed or dropped the point', async () => {
    const point = await firstPoint('balikovna', 'point');
    const placed = await placeOrder({ deliveryMethod: 'balikovna', pickupPointId: point.id });
    expect(placed.status).toBe(201);
    const renamed = balikovnaExport(COUNTS.balikovna).replace(`<NAZEV>${point.name}</NAZEV>`, '<NAZEV>Balíkovna Nový název</NAZEV>');
    expect(renamed).toContain('Nový název');
    exports.serve('balikovna', renamed);
    await refresh('balikovna');
    const row = await server.db
      .selectFrom('pickup_points')
      .select('name')
      .where('carrier', '=', 'balikovna')
      .where('id', '=', point.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Balíkovna Nový název');
    const { body } = await call<OrderJson>(server, `/api/orders/${placed.body._id}`, withToken(accounts.customer.token));
    expect(body.delivery.pickupPoint).toEqual({ carrier: 'balikovna', id: point.id, name: point.name, street: point.street, city: point.city, zip: point.zip });
    exports.serve('balikovna', balikovnaExport(COUNTS.balikovna));
    await refresh('balikovna');
  });
});

describe('the refresh from the carriers’ exports', () => {
  const openPoints = async (carrier: string) =>
    (await server.db.selectFrom('pickup_points').select('id').where('carrier', '=', carrier).where('closed_at', 'is', null).execute()).length;

  it('read every point of the sample: Packeta’s points and Z-BOXes, Balíkovna’s points and boxes without its depots', async () => {
    expect(await openPoints('packeta')).toBe(COUNTS.packetaPoints + COUNTS.packetaBoxes);
    expect(await openPoints('balikovna')).toBe(COUNTS.balikovna);
  });

  it('keeps the old list when a download fails', async () => {
    exports.fail('box', 500);
    const outcome = await refresh('packeta');
    expect(outcome).toMatchObject({ applied: false, reason: expect.stringContaining('could not download the export') });
    expect(await openPoints('packeta')).toBe(COUNTS.packetaPoints + COUNTS.packetaBoxes);
    exports.serve('box', JSON.stringify(packetaExport('box', COUNTS.packetaBoxes)));
  });

  it('keeps the old list when the export looks truncated (under half of the open points)', async () => {
    exports.serve('balikovna', balikovnaExport(COUNTS.balikovna / 2 - 1));
    expect(await refresh('balikovna')).toMatchObject({ applied: false, reason: expect.stringContaining('truncated') });
    expect(await openPoints('balikovna')).toBe(COUNTS.balikovna);
    exports.serve('balikovna', 'not xml at all');
    expect((await refresh('balikovna')).applied).toBe(false);
    expect(await openPoints('balikovna')).toBe(COUNTS.balikovna);
  });

  const pointName = async (carrier: string, id: string) =>
    (await server.db.selectFrom('pickup_points').select('name').where('carrier', '=', carrier).where('id', '=', id).executeTakeFirstOrThrow()).name;
  const stagedRows = async () => (await server.db.selectFrom('pickup_point_staging').select('id').execute()).length;
  const branchExport = () => packetaExport('point', COUNTS.packetaPoints) as { data: Record<string, unknown>[] };
  const restoreExports = () => {
    exports.serve('branch', JSON.stringify(packetaExport('point', COUNTS.packetaPoints)));
    exports.serve('box', JSON.stringify(packetaExport('box', COUNTS.packetaBoxes)));
    exports.serve('balikovna', balikovnaExport(COUNTS.balikovna));
  };

  it('keeps the old list when a download breaks off in the middle, even after another file of the list was read whole', async () => {
    const renamed = branchExport();
    renamed.data[0] = { ...renamed.data[0], place: 'Přejmenované výdejní místo' };
    exports.serve('branch', JSON.stringify(renamed));
    exports.breakOff('box');
    expect(await refresh('packeta')).toMatchObject({ applied: false, reason: expect.stringContaining('could not download the export') });
    expect(await pointName('packeta', '1000')).not.toBe('Přejmenované výdejní místo');
    expect(await openPoints('packeta')).toBe(COUNTS.packetaPoints + COUNTS.packetaBoxes);
    exports.breakOff('balikovna');
    expect(await refresh('balikovna')).toMatchObject({ applied: false, reason: expect.stringContaining('could not download the export') });
    expect(await openPoints('balikovna')).toBe(COUNTS.balikovna);
    expect(await stagedRows()).toBe(0);
    restoreExports();
  });

  it('keeps the old list when an export ends in the middle of a record', async () => {
    const json = JSON.stringify(packetaExport('point', COUNTS.packetaPoints));
    exports.serve('branch', json.slice(0, Math.floor(json.length * 0.9)));
    expect(await refresh('packeta')).toMatchObject({ applied: false, reason: expect.stringContaining('cut short') });
    const xml = balikovnaExport(COUNTS.balikovna);
    exports.serve('balikovna', xml.slice(0, xml.lastIndexOf('</row>')));
    expect(await refresh('balikovna')).toMatchObject({ applied: false, reason: expect.stringContaining('cut short') });
    exports.serve('balikovna', xml.slice(0, xml.lastIndexOf('</zv>')));
    expect(await refresh('balikovna')).toMatchObject({ applied: false, reason: expect.stringContaining('cut short') });
    expect([await openPoints('packeta'), await openPoints('balikovna')]).toEqual([COUNTS.packetaPoints + COUNTS.packetaBoxes, COUNTS.balikovna]);
    restoreExports();
  });

  it('refuses an export with a record that is not well-formed, and skips a well-formed record without an id or position', async () => {
    const json = JSON.stringify(packetaExport('point', COUNTS.packetaPoints));
    exports.serve('branch', json.replace('"id":"1005",', '"id":"1005"'));
    expect(await refresh('packeta')).toMatchObject({ applied: false, reason: expect.stringContaining('Record 6 is not valid JSON') });
    const xml = balikovnaExport(COUNTS.balikovna);
    exports.serve('balikovna', xml.replace('<PSC>70005</PSC>', '<PSC>70005 & 70006</PSC>'));
    expect(await refresh('balikovna')).toMatchObject({ applied: false, reason: expect.stringContaining('Record 6') });
    expect([await openPoints('packeta'), await openPoints('balikovna')]).toEqual([COUNTS.packetaPoints + COUNTS.packetaBoxes, COUNTS.balikovna]);

    const unlocated = branchExport();
    unlocated.data[5] = { ...unlocated.data[5], latitude: '' };
    exports.serve('branch', JSON.stringify(unlocated));
    exports.serve(
      'balikovna',
      xml.replace(/<row><PSC>70005<\/PSC>.*?<\/row>/, (row) => row.replace(/<PSC>70005<\/PSC>/, '<PSC></PSC>')),
    );
    expect(await refresh('packeta')).toMatchObject({ applied: true, closed: 1 });
    expect(await refresh('balikovna')).toMatchObject({ applied: true, closed: 1 });
    const closed = await server.db.selectFrom('pickup_points').select(['carrier', 'id']).where('closed_at', 'is not', null).orderBy('carrier').execute();
    expect(closed).toEqual([
      { carrier: 'balikovna', id: '70005' },
      { carrier: 'packeta', id: '1005' },
    ]);
    restoreExports();
    await refresh('packeta');
    await refresh('balikovna');
  });

  it('leaves nothing staged, and clears what a refresh that crashed left', async () => {
    await server.db
      .insertInto('pickup_point_staging')
      .values({
        run: 'crashed',
        staged_at: new Date(clock.now().getTime() - (STAGING_ABANDONED_AFTER_HOURS + 1) * 3600 * 1000).toISOString(),
        carrier: 'packeta',
        id: '1',
        kind: 'point',
        name: 'Zbytek',
        street: '',
        city: '',
        zip: '',
        lat: 50,
        lon: 14,
        opening_hours: '[]',
        wheelchair: 0,
        card_payment: 0,
        max_weight_kg: null,
        max_size_cm: null,
        name_folded: 'zbytek',
      })
      .execute();
    expect((await refresh('balikovna')).applied).toBe(true);
    expect(await stagedRows()).toBe(0);
  });

  it('writes exactly the points that changed, while requests get the old list until it applies them', async () => {
    const listed = (ids: string[]) => ids.map((id) => ({ id }));
    const withoutPoint = (id: string) => ({ data: branchExport().data.filter((point) => point.id !== id) });
    exports.serve('branch', JSON.stringify(withoutPoint('1250')));
    expect(await refresh('packeta')).toMatchObject({ applied: true, closed: 1 });
    const before = await fetch(`${server.url}/api/pickup-points/packeta.json`);
    const etag = before.headers.get('etag')!;

    // Point 1000 renamed (the first step), 1150 dropped (the second), 1250 listed again, the last box dropped (after the last listed id).
    const changed = withoutPoint('1150');
    changed.data[0] = { ...changed.data[0], place: 'Trafika U Nádraží' };
    exports.serve('branch', JSON.stringify(changed));
    exports.serve('box', JSON.stringify(packetaExport('box', COUNTS.packetaBoxes - 1)));
    const duringComparison: number[] = [];
    const outcome = await refreshComparingWhile('packeta', async () => {
      duringComparison.push((await fetch(`${server.url}/api/pickup-points/packeta.json`, { headers: { 'If-None-Match': etag } })).status);
    });
    expect(outcome).toMatchObject({ applied: true, open: COUNTS.packetaPoints + COUNTS.packetaBoxes - 2, closed: 2 });
    expect(duringComparison).toEqual([304]);
    const at = clock.now().toISOString();
    const written = server.db.selectFrom('pickup_points').select('id').where('carrier', '=', 'packeta').where('refreshed_at', '=', at).orderBy('id');
    expect(await written.execute()).toEqual(listed(['1000', '1150', '1250', '20099']));
    expect(await written.where('closed_at', 'is not', null).execute()).toEqual(listed(['1150', '20099']));
    expect(await pointName('packeta', '1000')).toBe('Trafika U Nádraží');
    expect(await stagedRows()).toBe(0);
    restoreExports();
    expect(await refresh('packeta')).toMatchObject({ applied: true, closed: 0 });
  });

  it('applies nothing when another refresh changed the list after this one compared part of it (two shop processes)', async () => {
    exports.serve('box', JSON.stringify(packetaExport('box', COUNTS.packetaBoxes - 1)));
    const renamed = branchExport();
    renamed.data[0] = { ...renamed.data[0], place: 'Trafika U Nádraží' };
    const outcome = await refreshComparingWhile('packeta', async () => {
      exports.serve('branch', JSON.stringify(renamed));
      exports.serve('box', JSON.stringify(packetaExport('box', COUNTS.packetaBoxes)));
      expect(await refresh('packeta')).toMatchObject({ applied: true, closed: 0 });
    });
    expect(outcome).toMatchObject({ applied: false, reason: 'another refresh changed the list meanwhile' });
    // The other refresh's list, whole: point 1000 renamed and every box open.
    expect(await pointName('packeta', '1000')).toBe('Trafika U Nádraží');
    expect(await openPoints('packeta')).toBe(COUNTS.packetaPoints + COUNTS.packetaBoxes);
    expect(await stagedRows()).toBe(0);
    restoreExports();
    await refresh('packeta');
  });

  it('marks missing points closed, later deletes them, but never one an open order names', async () => {
    const last = String(70_000 + COUNTS.balikovna - 1);
    const named = String(70_000 + COUNTS.balikovna - 2);
    const placed = await placeOrder({ deliveryMethod: 'balikovna', pickupPointId: named });
    expect(placed.status).toBe(201);
    exports.serve('balikovna', balikovnaExport(COUNTS.balikovna - 2));
    expect(await refresh('balikovna')).toMatchObject({ applied: true, closed: 2, deleted: 0 });
    const closedIds = async () =>
      (
        await server.db.selectFrom('pickup_points').select('id').where('carrier', '=', 'balikovna').where('closed_at', 'is not', null).orderBy('id').execute()
      ).map((row) => row.id);
    expect(await closedIds()).toEqual([named, last]);
    clock.advance((CLOSED_POINTS_KEPT_DAYS + 1) * 24 * 3600 * 1000);
    expect(await refresh('balikovna')).toMatchObject({ applied: true, closed: 0, deleted: 1 });
    expect(await closedIds()).toEqual([named]);
    accounts = await signInDemoAccounts(server); // a month later the sessions have run out
    const { body } = await call<OrderJson>(server, `/api/orders/${placed.body._id}`, withToken(accounts.customer.token));
    expect(body.delivery.pickupPoint?.id).toBe(named);
    exports.serve('balikovna', balikovnaExport(COUNTS.balikovna));
    await refresh('balikovna');
  });
});

describe('GET /api/pickup-points', () => {
  it('finds points by town, ignoring case and diacritics, and by postcode with or without its space', async () => {
    for (const query of ['plzen', 'PLZEŇ', 'Plzeň']) {
      const { status, body } = await search(`carrier=packeta&q=${encodeURIComponent(query)}`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((p) => p.city === 'Plzeň')).toBe(true);
    }
    const withSpace = (await search(`carrier=balikovna&q=${encodeURIComponent('301 00')}&limit=100`)).body;
    const without = (await search('carrier=balikovna&q=30100&limit=100')).body;
    expect(withSpace.length).toBeGreaterThan(0);
    expect(without.map((p) => p.id)).toEqual(withSpace.map((p) => p.id));
    expect(withSpace.every((p) => p.zip === '301 00')).toBe(true);
  });

  it('sorts by distance from `near`, and answers each point’s distance', async () => {
    const { body } = await search('carrier=packeta&near=49.1951,16.6068&limit=10');
    expect(body).toHaveLength(10);
    expect(body[0]!.city).toBe('Brno');
    const distances = body.map((p) => p.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(5);
  });

  it('answers 20 by default and refuses what it cannot read, in Czech', async () => {
    expect((await search('carrier=packeta')).body).toHaveLength(20);
    expect(await search('carrier=dpd')).toEqual({ status: 400, body: { message: pickupPointQueryMessages.badCarrier } });
    expect(await search('carrier=packeta&limit=101')).toEqual({ status: 400, body: { message: pickupPointQueryMessages.badLimit } });
    expect(await search('carrier=packeta&near=abc')).toEqual({ status: 400, body: { message: pickupPointQueryMessages.badNear } });
    expect(await search('carrier=packeta&near=95,14')).toEqual({ status: 400, body: { message: pickupPointQueryMessages.badNear } });
  });
});

describe('GET /api/pickup-points/{carrier}.json', () => {
  it('answers the whole open list with an ETag, 304 while it is unchanged (also over a refresh that changed nothing), and a new ETag after a change', async () => {
    const first = await fetch(`${server.url}/api/pickup-points/packeta.json`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag')!;
    const list = (await first.json()) as CompactPointListJson;
    expect(list.rows).toHaveLength(COUNTS.packetaPoints + COUNTS.packetaBoxes);
    expect(list.columns[0]).toBe('id');

    const again = await fetch(`${server.url}/api/pickup-points/packeta.json`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    clock.advance(60_000);
    expect((await refresh('packeta')).applied).toBe(true);
    expect((await fetch(`${server.url}/api/pickup-points/packeta.json`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const renamed = packetaExport('point', COUNTS.packetaPoints) as { data: Record<string, unknown>[] };
    renamed.data[0] = { ...renamed.data[0], place: 'Trafika Nový název' };
    exports.serve('branch', JSON.stringify(renamed));
    await refresh('packeta');
    exports.serve('branch', JSON.stringify(packetaExport('point', COUNTS.packetaPoints)));
    const changed = await fetch(`${server.url}/api/pickup-points/packeta.json`, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await call(server, '/api/pickup-points/dpd.json')).status).toBe(400);
    await refresh('packeta');
  });
});

describe('PUT /api/admin/delivery-methods/{id}', () => {
  it('checks the body and the method in Czech', async () => {
    const put = (id: string, body: object) => call<MessageJson>(server, `/api/admin/delivery-methods/${id}`, withJson('PUT', body, accounts.admin.token));
    expect(await put('posta', { price: -1, freeFrom: null, enabled: true })).toEqual({ status: 400, body: { message: 'Cena nesmí být záporná.' } });
    expect(await put('posta', { price: 75, freeFrom: null, enabled: true, extra: 1 })).toMatchObject({ status: 400 });
    expect((await put('dpd', { price: 75, freeFrom: null, enabled: true })).status).toBe(400);
    const { status, body } = await put('balikovna', { price: 59.9, freeFrom: 1000, enabled: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'balikovna', price: 59.9, freeFrom: 1000, enabled: true });
    await put('balikovna', { price: 65, freeFrom: null, enabled: true });
  });
});

describe('production without Packeta’s credentials', () => {
  let refusing: TestServer;
  beforeAll(async () => {
    refusing = await startTestServer({ config: { packetaUnavailable: 'PACKETA_API_KEY and PACKETA_API_PASSWORD are missing' } });
  });
  afterAll(async () => {
    await refusing?.close();
  });

  it('does not offer Packeta, refuses an order with it, and refuses to switch it on', async () => {
    const { body } = await call<DeliveryMethodJson[]>(refusing, '/api/delivery-methods');
    expect(body.map((m) => m.id)).toEqual(['posta', 'balikovna', 'osobni']);
    const staff = await signInDemoAccounts(refusing);
    const put = await call<MessageJson>(
      refusing,
      '/api/admin/delivery-methods/packeta',
      withJson('PUT', { price: 69, freeFrom: null, enabled: true }, staff.admin.token),
    );
    expect(put.status).toBe(409);
    expect(put.body.message).toContain('PACKETA_API_KEY a PACKETA_API_PASSWORD');
  });
});

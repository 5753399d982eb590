// Handing parcels to Packeta (issue 29) over HTTP, with the shop's real Packeta client talking XML
// to the stand-in on 127.0.0.1 (dev/packetaStandIn.ts) and mails through a real SMTP server on
// 127.0.0.1: one packet per order under repeated and concurrent calls, real label PDFs, a failed
// call that leaves the order as it was with the reason for staff, and the status check.
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import type { ParcelJson } from '@contract/delivery';
import { parcelMessages } from '@contract/parcels';
import { startPacketaStandIn, type PacketaStandIn } from '../../../dev/packetaStandIn';
import { createApp } from '../app';
import { createLog } from '../log';
import { visitCounter } from '../site/counter';
import { createPacketaClient, packetaMessages } from './packeta';
import { NO_PACKETA_NOTICE, setUpPacketa } from './packetaSetup';
import { checkParcelStatuses, handoverMessages } from './parcels';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { pdfText } from '../../test/pdfText';
import { queuedMails } from '../../test/queuedMails';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, startTestServer, testConfig, type TestServer, withJson, withToken } from '../../test/testServer';

type Message = { message: string };

const KNOWN_POINT = '4307';
const UNKNOWN_POINT = '999001';

let smtp: SmtpStandIn;
let packeta: PacketaStandIn;
let server: TestServer;
let admin: Customer;
let marie: Customer;
const products = { book: 0, leaflet: 0 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  packeta = await startPacketaStandIn({ pointIds: [KNOWN_POINT, '4308', '4309'] });
  server = await startTestServer({
    smtpUrl: smtp.url,
    packeta: createPacketaClient({ url: packeta.url, apiPassword: packeta.apiPassword, eshop: 'slovozivota' }),
  });
  products.book = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, weight: '0.45', count_in_stock: 500 });
  products.leaflet = await insertProduct(server.db, { name: 'Leták bez hmotnosti', price: 10_00, weight: '', count_in_stock: 500 });
  admin = await signedInCustomer(server.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true });
  marie = await signedInCustomer(server.db, 'Marie Nováková', 'marie@example.cz');
});
afterAll(async () => {
  await server.close();
  await packeta.close();
  await smtp.close();
});

const address = { name: 'Marie Nováková', address: 'Dlouhá 12', city: 'Brno', postalCode: '602 00', country: 'Česká republika', phone: '+420 777 123 456' };

/** Marie's order through POST /api/orders, sent to a pickup point (the point columns set as delivery/server's checkout writes them). */
async function pickupOrder({
  carrier = 'packeta',
  point = KNOWN_POINT,
  paymentMethod = PAYMENT_METHODS.cash as string,
  lines = [{ product: products.book, qty: 2 }],
} = {}): Promise<OrderJson> {
  const { status, body } = await call<OrderJson>(
    server,
    '/api/orders',
    withJson('POST', { orderItems: lines, shippingAddress: address, paymentMethod }, marie.token),
  );
  expect(status).toBe(201);
  await server.db
    .updateTable('orders')
    .set({
      delivery_method: carrier,
      delivery_name: 'Zásilkovna – výdejní místo',
      pickup_carrier: carrier,
      pickup_point_id: point,
      pickup_point_name: 'Brno, Lidická 7 (Trafika U Lužánek)',
      pickup_point_street: 'Lidická 7',
      pickup_point_city: 'Brno',
      pickup_point_zip: '602 00',
    })
    .where('id', '=', body._id)
    .execute();
  return body;
}

const handOver = (orderId: number, token = admin.token) => call<ParcelJson & Message>(server, `/api/orders/${orderId}/parcel`, withToken(token, 'POST'));
const staffOrder = async (orderId: number) => (await call<OrderJson>(server, `/api/orders/${orderId}`, withToken(admin.token))).body;
const orderRow = (orderId: number) => server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const packetsOf = (order: OrderJson) => [...packeta.packets.values()].filter((p) => p.attributes.number === String(order.orderNumber));

/** The PDF's pages as [width, height] in points. */
async function pagesOf(bytes: Uint8Array): Promise<[number, number][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const sizes: [number, number][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const [, , width, height] = (await pdf.getPage(n)).view;
    sizes.push([Math.round(width!), Math.round(height!)]);
  }
  return sizes;
}
const A6 = [298, 420];
const A4 = [595, 842];

async function pdfOf(response: Response): Promise<Uint8Array> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  return bytes;
}
const label = (orderId: number, format?: string) =>
  fetch(`${server.url}/api/orders/${orderId}/parcel/label${format ? `?format=${format}` : ''}`, withToken(admin.token));
const labels = (body: unknown) => fetch(`${server.url}/api/admin/parcels/labels`, withJson('POST', body, admin.token));

describe('handing an order to Packeta', () => {
  it('creates the packet with the point, the customer, the value, cash on delivery and the weight, once however often it is asked', async () => {
    const order = await pickupOrder();
    const first = await handOver(order._id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      carrier: 'packeta',
      parcelId: expect.stringMatching(/^\d{10}$/) as string,
      barcode: `Z${first.body.parcelId}`,
      trackingUrl: `https://tracking.packeta.com/cs/?id=Z${first.body.parcelId}`,
    });
    expect(packetsOf(order)).toHaveLength(1);
    expect(packetsOf(order)[0]!.attributes).toEqual({
      number: String(order.orderNumber),
      name: 'Marie',
      surname: 'Nováková',
      email: 'marie@example.cz',
      phone: '+420 777 123 456',
      addressId: KNOWN_POINT,
      value: String(order.totalPrice),
      cod: String(order.totalPrice),
      currency: 'CZK',
      weight: '0.9',
      eshop: 'slovozivota',
    });

    const again = await handOver(order._id);
    expect(again).toEqual(first);
    expect(packetsOf(order)).toHaveLength(1);
    expect((await staffOrder(order._id)).delivery.parcel).toEqual(first.body);
    // Handed to the carrier is sent.
    expect(await staffOrder(order._id)).toMatchObject({ isSent: true, sentAt: expect.any(String) as string });
    const own = await call<OrderJson>(server, `/api/orders/${order._id}`, withToken(marie.token));
    expect(own.body.delivery.parcel).toEqual(first.body);
    expect(own.body.parcelHandover).toBeUndefined();
  });

  it('hands over a parcel with a product staff gave no weight: it counts 0.5 kg, as the order’s point check counted it', async () => {
    const order = await pickupOrder({
      lines: [
        { product: products.leaflet, qty: 3 },
        { product: products.book, qty: 1 },
      ],
    });
    const handed = await handOver(order._id);
    expect(handed.status).toBe(200);
    expect(packetsOf(order)[0]!.attributes.weight).toBe('1.95'); // 3 × 0.5 kg + 0.45 kg
  });

  it('sends one createPacket when staff ask three times at once, and all three get the same parcel', async () => {
    const order = await pickupOrder({ paymentMethod: PAYMENT_METHODS.bankTransfer });
    const creates = packeta.calls.filter((m) => m === 'createPacket').length;
    const hold = packeta.holdCreates();
    const answers = Promise.all([handOver(order._id), handOver(order._id), handOver(order._id)]);
    await packeta.whenCalled('createPacket', creates + 1);
    hold.release();
    const [a, b, c] = await answers;
    expect([a!.status, b!.status, c!.status]).toEqual([200, 200, 200]);
    expect(b!.body).toEqual(a!.body);
    expect(c!.body).toEqual(a!.body);
    expect(packeta.calls.filter((m) => m === 'createPacket').length).toBe(creates + 1);
    expect(packetsOf(order)).toHaveLength(1);
    // Paid by transfer in advance: no cash on delivery.
    expect(packetsOf(order)[0]!.attributes.cod).toBeUndefined();
  });

  it('mails the customer that the order was sent, with the point and Packeta’s tracking link, through the SMTP server', async () => {
    const order = await pickupOrder();
    const { body: parcel } = await handOver(order._id);
    const mail = await smtp.nextMailTo('marie@example.cz', parcel.trackingUrl);
    expect(mail.subject).toBe(`Objednávka č. ${order.orderNumber} byla odeslána – Slovo života`);
    expect(mail.text).toContain('předali dopravci Zásilkovna');
    expect(mail.text).toContain('Brno, Lidická 7 (Trafika U Lužánek)');
    expect(mail.text).toContain(`Sledovat zásilku:\n${parcel.trackingUrl}`);
    expect(mail.html).toContain(`href="${parcel.trackingUrl}"`);
    await handOver(order._id);
    expect((await queuedMails(server.db, 'marie@example.cz', order._id)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Potvrzení objednávky') as string,
      `Objednávka č. ${order.orderNumber} byla odeslána – Slovo života`,
    ]);
  });
});

describe('a Balíkovna parcel', () => {
  it('gives staff the label data for Česká pošta’s form: recipient, point, weight and cash on delivery; the customer sees none of it', async () => {
    const cash = await pickupOrder({ carrier: 'balikovna', point: '60200' });
    expect((await staffOrder(cash._id)).parcelHandover).toEqual({
      carrier: 'balikovna',
      failure: null,
      balikovnaLabel: {
        recipient: 'Marie Nováková',
        phone: '+420 777 123 456',
        email: 'marie@example.cz',
        pointId: '60200',
        pointName: 'Brno, Lidická 7 (Trafika U Lužánek)',
        pointAddress: 'Lidická 7, 602 00 Brno',
        weightKg: 0.9,
        cashOnDelivery: cash.totalPrice,
      },
    });
    const transfer = await pickupOrder({ carrier: 'balikovna', point: '60200', paymentMethod: PAYMENT_METHODS.bankTransfer });
    const [listed] = (await call<OrderJson[]>(server, '/api/orders', withToken(admin.token))).body.filter((order) => order._id === transfer._id);
    expect(listed!.parcelHandover!.balikovnaLabel).toMatchObject({ weightKg: 0.9, cashOnDelivery: null });
    expect((await call<OrderJson>(server, `/api/orders/${cash._id}`, withToken(marie.token))).body.parcelHandover).toBeUndefined();
  });
});

describe('a failed hand-over', () => {
  it('leaves the order as it was and shows staff why, when Packeta refuses the point', async () => {
    const order = await pickupOrder({ point: UNKNOWN_POINT });
    const before = await orderRow(order._id);
    const { status, body } = await handOver(order._id);
    expect(status).toBe(502);
    expect(body).toEqual({ message: 'Zásilkovna odmítla údaje zásilky: výdejní místo (Unknown addressId.).' });
    expect(await orderRow(order._id)).toEqual(before);
    expect(packetsOf(order)).toEqual([]);
    const seen = await staffOrder(order._id);
    expect(seen.delivery.parcel).toBeUndefined();
    expect(seen.parcelHandover).toEqual({ carrier: 'packeta', failure: body.message });
    expect((await queuedMails(server.db, 'marie@example.cz', order._id)).map((m) => m.subject)).toEqual([expect.stringContaining('Potvrzení') as string]);
  });

  it('keeps the outage as the reason, and a later hand-over succeeds and clears it', async () => {
    const order = await pickupOrder();
    packeta.setOutage('unavailable');
    const failed = await handOver(order._id).finally(() => packeta.setOutage(null));
    expect(failed).toEqual({ status: 502, body: { message: packetaMessages.unavailable('HTTP 503') } });
    expect((await staffOrder(order._id)).parcelHandover).toEqual({ carrier: 'packeta', failure: packetaMessages.unavailable('HTTP 503') });
    const retried = await handOver(order._id);
    expect(retried.status).toBe(200);
    expect((await staffOrder(order._id)).parcelHandover).toEqual({ carrier: 'packeta', failure: null });
    expect(packetsOf(order)).toHaveLength(1);
  });

  it('refuses what cannot be handed to Packeta, with its Czech reason, and lets only staff hand over', async () => {
    const postal = (
      await call<OrderJson>(
        server,
        '/api/orders',
        withJson('POST', { orderItems: [{ product: products.book, qty: 1 }], shippingAddress: address, paymentMethod: PAYMENT_METHODS.cash }, marie.token),
      )
    ).body;
    const balikovna = await pickupOrder({ carrier: 'balikovna', point: '12345' });
    const cancelled = await pickupOrder();
    await call(server, `/api/orders/${cancelled._id}/cancel`, withToken(admin.token, 'PUT'));
    const creates = packeta.calls.filter((m) => m === 'createPacket').length;
    expect(await handOver(postal._id)).toEqual({ status: 409, body: { message: handoverMessages.notPacketa } });
    expect(await handOver(balikovna._id)).toEqual({ status: 409, body: { message: handoverMessages.balikovna } });
    expect(await handOver(cancelled._id)).toEqual({ status: 409, body: { message: handoverMessages.cancelled } });
    expect(await handOver(999_999_999)).toEqual({ status: 404, body: { message: handoverMessages.notFound } });
    expect((await handOver(postal._id, marie.token)).status).toBe(403);
    expect(packeta.calls.filter((m) => m === 'createPacket').length).toBe(creates);
  });

  it('turns Packeta’s faults and silence into Czech messages: a wrong password, a packet it does not know, no answer in time', async () => {
    const wrongPassword = createPacketaClient({ url: packeta.url, apiPassword: 'wrong' });
    await expect(wrongPassword.packetStatus('1234567890')).rejects.toMatchObject({
      message: packetaMessages.wrongPassword,
      fault: 'IncorrectApiPasswordFault',
    });
    const client = createPacketaClient({ url: packeta.url, apiPassword: packeta.apiPassword, timeoutMs: 300 });
    await expect(client.packetStatus('Z1')).rejects.toMatchObject({ message: packetaMessages.unknownPacket });
    packeta.setOutage('hang');
    const created = client.createPacket({
      number: '1',
      name: 'A',
      surname: 'B',
      email: 'a@example.cz',
      addressId: KNOWN_POINT,
      value: 1,
      currency: 'CZK',
      weight: 1,
    });
    await expect(created.finally(() => packeta.setOutage(null))).rejects.toMatchObject({ message: packetaMessages.createTimeout, fault: 'timeout' });
  });
});

describe('labels', () => {
  it('answers one order’s label as a real PDF, A6 on its own page or on an A4 sheet, with the barcode and the recipient', async () => {
    const order = await pickupOrder();
    const { body: parcel } = await handOver(order._id);
    const a6 = await pdfOf(await label(order._id, 'a6'));
    expect(await pagesOf(a6)).toEqual([A6]);
    const text = await pdfText(a6);
    expect(text).toContain(`Z ${parcel.parcelId.slice(0, 3)} ${parcel.parcelId.slice(3, 7)} ${parcel.parcelId.slice(7)}`);
    expect(text).toContain('Marie Nováková');
    expect(text).toContain(String(order.orderNumber));
    const onA4 = await pdfOf(await label(order._id));
    expect(await pagesOf(onA4)).toEqual([A4]);
  });

  it('answers several orders’ labels in one PDF: four A6 labels to an A4 sheet, or one A6 page each', async () => {
    const orders = [await pickupOrder(), await pickupOrder(), await pickupOrder(), await pickupOrder(), await pickupOrder()];
    const parcels = [];
    for (const order of orders) parcels.push((await handOver(order._id)).body);
    const sheets = await pdfOf(await labels({ orderIds: orders.map((o) => o._id) }));
    expect(await pagesOf(sheets)).toEqual([A4, A4]);
    const text = await pdfText(sheets);
    for (const order of orders) expect(text).toContain(String(order.orderNumber));
    const singles = await pdfOf(await labels({ orderIds: orders.map((o) => o._id), format: 'a6' }));
    expect(await pagesOf(singles)).toEqual([A6, A6, A6, A6, A6]);
  });

  it('refuses labels of orders not handed over, unknown orders, an unknown format and an empty batch', async () => {
    const waiting = await pickupOrder();
    const handed = await pickupOrder();
    await handOver(handed._id);
    expect([(await label(waiting._id)).status, await (await label(waiting._id)).json()]).toEqual([
      409,
      { message: handoverMessages.notHandedOver([waiting.orderNumber]) },
    ]);
    expect(await (await labels({ orderIds: [handed._id, waiting._id] })).json()).toEqual({ message: handoverMessages.notHandedOver([waiting.orderNumber]) });
    expect((await labels({ orderIds: [handed._id, 2_000_000_000] })).status).toBe(404);
    expect([(await label(handed._id, 'a5')).status, await (await label(handed._id, 'a5')).json()]).toEqual([400, { message: parcelMessages.badFormat }]);
    expect(await (await labels({ orderIds: [] })).json()).toEqual({ message: parcelMessages.noOrders });
    expect((await fetch(`${server.url}/api/orders/${handed._id}/parcel/label`, withToken(marie.token))).status).toBe(403);
  });
});

describe('the status check', () => {
  it('marks an order delivered once Packeta says the customer picked the parcel up, and not before', async () => {
    const order = await pickupOrder();
    const { body: parcel } = await handOver(order._id);
    const deps = {
      db: server.db,
      config: testConfig(server.dir, server.url),
      now: () => new Date(),
      log: createLog({ level: 'silent' }),
      packeta: createPacketaClient({ url: packeta.url, apiPassword: packeta.apiPassword }),
    };
    packeta.setStatus(parcel.parcelId, 5);
    await checkParcelStatuses(deps);
    expect((await staffOrder(order._id)).isDelivered).toBe(false);
    expect(await server.db.selectFrom('parcels').select('carrier_status').where('order_id', '=', order._id).executeTakeFirstOrThrow()).toEqual({
      carrier_status: 'ready for pickup',
    });
    packeta.setStatus(parcel.parcelId, 7);
    expect(await checkParcelStatuses(deps)).toBe(1);
    expect(await staffOrder(order._id)).toMatchObject({ isDelivered: true, deliveredAt: expect.any(String) as string });
    expect(await checkParcelStatuses(deps)).toBe(0);
  });
});

describe('without Packeta', () => {
  it('production without PACKETA_API_PASSWORD starts no stand-in, and an app without Packeta answers the hand-over 503 with the reason', async () => {
    expect(await setUpPacketa({ production: true })).toEqual({ packeta: null, notice: NO_PACKETA_NOTICE });
    const order = await pickupOrder();
    // The same shop's database and routes, as a process without Packeta serves them.
    const log = createLog({ level: 'silent' });
    const visits = visitCounter(server.db, log);
    const app = createApp({ db: server.db, config: testConfig(server.dir, server.url), now: () => new Date(), log, visits });
    try {
      const answer = await app.request(`/api/orders/${order._id}/parcel`, withToken(admin.token, 'POST'));
      expect([answer.status, await answer.json()]).toEqual([503, { message: handoverMessages.notConfigured }]);
      expect(packetsOf(order)).toEqual([]);
    } finally {
      await visits.stop();
    }
  });
});

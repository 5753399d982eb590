import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderJson } from '@contract/checkout/orderJson';
import { insertProduct } from '../../test/fixtures';
import { insertOrder, type Staff, signInDemoAccounts } from '../../test/staff';
import { call, startTestServer, testClock, type TestServer, withToken } from '../../test/testServer';

type Answer = OrderJson & { message: string };

let server: TestServer;
let accounts: Staff;
const clock = testClock(new Date('2025-04-01T08:00:00.000Z'));

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  accounts = await signInDemoAccounts(server);
});
afterAll(() => server.close());

const act = (orderId: number, action: string) => call<Answer>(server, `/api/orders/${orderId}/${action}`, withToken(accounts.admin.token, 'PUT'));
const orderRow = (id: number) => server.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stockOf = async (id: number) =>
  (await server.db.selectFrom('products').select('count_in_stock').where('id', '=', id).executeTakeFirstOrThrow()).count_in_stock;

describe('order states: paid, sent, delivered, cancelled', () => {
  it('marks an order paid and then delivered, with the times of the server clock', async () => {
    const product = await insertProduct(server.db, { name: 'Boží ekonomie' });
    const id = await insertOrder(server.db, [{ productId: product, qty: 1 }]);
    const paid = await act(id, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ _id: id, isPaid: true, paidAt: '2025-04-01T08:00:00.000Z', isDelivered: false, isCancelled: false });
    clock.advance(60 * 60 * 1000);
    const delivered = await act(id, 'deliver');
    expect(delivered.body).toMatchObject({ isPaid: true, isDelivered: true, deliveredAt: '2025-04-01T09:00:00.000Z' });
  });

  it('marks an order sent, which it may be once, and then not cancelled', async () => {
    const product = await insertProduct(server.db, { name: 'Svědectví', count_in_stock: 4 });
    const id = await insertOrder(server.db, [{ productId: product, qty: 1 }]);
    const sent = await act(id, 'send');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ isSent: true, sentAt: clock.now().toISOString(), isDelivered: false, isCancelled: false, cancelReason: null });
    expect(await act(id, 'send')).toMatchObject({ status: 409, body: { message: 'Objednávka už je označená jako odeslaná.' } });
    expect(await act(id, 'cancel')).toMatchObject({ status: 409, body: { message: 'Odeslanou objednávku už nelze zrušit.' } });
    expect(await stockOf(product)).toBe(4);
    expect((await act(id, 'deliver')).body).toMatchObject({ isSent: true, isDelivered: true });
  });

  it('refuses with 409 what the state table forbids, and changes nothing', async () => {
    const product = await insertProduct(server.db, { name: 'Církev' });
    const deliveredOrder = await insertOrder(server.db, [{ productId: product, qty: 1 }]);
    await act(deliveredOrder, 'paid');
    await act(deliveredOrder, 'deliver');
    const cancelledOrder = await insertOrder(server.db, [{ productId: product, qty: 1 }]);
    await act(cancelledOrder, 'cancell');
    const refusals: [number, string, string][] = [
      [deliveredOrder, 'paid', 'Objednávka už je označená jako zaplacená.'],
      [deliveredOrder, 'deliver', 'Objednávka už je označená jako doručená.'],
      [deliveredOrder, 'cancell', 'Doručenou objednávku už nelze zrušit.'],
      [deliveredOrder, 'cancel', 'Doručenou objednávku už nelze zrušit.'],
      [cancelledOrder, 'paid', 'Zrušenou objednávku nelze označit jako zaplacenou.'],
      [cancelledOrder, 'deliver', 'Zrušenou objednávku nelze označit jako doručenou.'],
      [cancelledOrder, 'cancell', 'Objednávka už je zrušená.'],
    ];
    const before = [await orderRow(deliveredOrder), await orderRow(cancelledOrder)];
    for (const [id, action, message] of refusals) {
      const { status, body } = await act(id, action);
      expect({ action, status, body }).toEqual({ action, status: 409, body: { message } });
    }
    expect([await orderRow(deliveredOrder), await orderRow(cancelledOrder)]).toEqual(before);
  });

  it('cancelling returns the ordered copies to the stock in the same step (also via the /cancel alias), once', async () => {
    const book = await insertProduct(server.db, { name: 'Kristus jako život', count_in_stock: 3 });
    const leaflet = await insertProduct(server.db, { name: 'Leták', count_in_stock: 0 });
    const id = await insertOrder(server.db, [
      { productId: book, qty: 2 },
      { productId: leaflet, qty: 5 },
    ]);
    await act(id, 'paid'); // a paid order may still be cancelled while not delivered
    const { status, body } = await act(id, 'cancel');
    expect(status).toBe(200);
    expect(body).toMatchObject({ isCancelled: true, isPaid: true, isDelivered: false });
    expect(await orderRow(id)).toMatchObject({ is_cancelled: 1, cancelled_at: clock.now().toISOString() });
    expect([await stockOf(book), await stockOf(leaflet)]).toEqual([5, 5]);
    expect((await act(id, 'cancell')).status).toBe(409);
    expect([await stockOf(book), await stockOf(leaflet)]).toEqual([5, 5]);
  });

  it('two cancellations at the same moment return the stock only once', async () => {
    const book = await insertProduct(server.db, { name: 'Duch a život', count_in_stock: 1 });
    const id = await insertOrder(server.db, [{ productId: book, qty: 1 }]);
    const answers = await Promise.all([act(id, 'cancell'), act(id, 'cancel')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockOf(book)).toBe(2);
  });

  it('cancels an order whose product was deleted meanwhile (nothing to return for that line)', async () => {
    const gone = await insertProduct(server.db, { name: 'Vyprodáno' });
    const id = await insertOrder(server.db, [{ productId: gone, qty: 1 }]);
    await server.db.deleteFrom('products').where('id', '=', gone).execute();
    expect((await act(id, 'cancell')).status).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
    expect((await act(987654, 'paid')).body).toEqual({ message: 'Objednávka nenalezena' });
    expect((await act(987654, 'paid')).status).toBe(404);
    expect((await act(Number.NaN, 'paid')).status).toBe(400);
  });
});

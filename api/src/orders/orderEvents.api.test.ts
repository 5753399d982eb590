// The order-event mails (issue 31) over HTTP, read back from a real SMTP server on 127.0.0.1: the
// shop's notice of a new order to SHOP_ORDERS_EMAIL, the customer's mails when staff or a bank
// transfer pay the order, when it is sent (with the carrier's tracking link) and when it is
// cancelled (with the reason); each switch stops its mail; the daily digest goes once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderMailSwitchesJson } from '@contract/admin/figures';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { formatHalere } from '@contract/format';
import { sendDailyDigest } from '../staff/dailyDigest';
import { changeOrderState } from './orderStates';
import { gpcFile, statementForm } from '../../test/bankStatements';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, startTestServer, testConfig, type TestServer, withJson, withToken } from '../../test/testServer';

const ORDERS_EMAIL = 'prodej@example.cz';
/** Two copies at 249 Kč and the postage to an address, as the shop writes it (with a no-break space). */
const TOTAL = formatHalere(573_00);

let smtp: SmtpStandIn;
let server: TestServer;
let admin: Customer;
let marie: Customer;
let book = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, config: { shopOrdersEmail: ORDERS_EMAIL } });
  book = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 500 });
  admin = await signedInCustomer(server.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true });
  marie = await signedInCustomer(server.db, 'Marie Nováková', 'marie@example.cz');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const address = { name: 'Marie Nováková', address: 'Dlouhá 12', city: 'Brno', postalCode: '602 00', country: 'Česká republika' };

async function placeOrder(paymentMethod: string = PAYMENT_METHODS.bankTransfer): Promise<OrderJson> {
  const { status, body } = await call<OrderJson>(
    server,
    '/api/orders',
    withJson('POST', { orderItems: [{ product: book, qty: 2 }], shippingAddress: address, paymentMethod }, marie.token),
  );
  expect(status).toBe(201);
  return body;
}

const staffAction = (order: OrderJson, action: 'paid' | 'send' | 'cancel') => call(server, `/api/orders/${order._id}/${action}`, withToken(admin.token, 'PUT'));

const switchMails = async (switches: Partial<OrderMailSwitchesJson>) => {
  const { status, body } = await call<OrderMailSwitchesJson>(server, '/api/admin/order-mails', withJson('PUT', switches, admin.token));
  expect(status).toBe(200);
  return body;
};

/** The subjects of the mails queued for the order, oldest first (queued in the transaction of the change, so no waiting). */
const queuedSubjects = async (order: OrderJson) =>
  (await server.db.selectFrom('mail_outbox').select('subject').where('order_id', '=', order._id).orderBy('id').execute()).map((m) => m.subject);

describe('order-event mails', () => {
  it('tell SHOP_ORDERS_EMAIL of a new order, with its number, customer, total and a link to it', async () => {
    const order = await placeOrder();
    const notice = await smtp.nextMailTo(ORDERS_EMAIL, `Přišla nová objednávka č. ${order.orderNumber}`);
    expect(notice.subject).toBe(`Nová objednávka č. ${order.orderNumber} – ${TOTAL}`);
    expect(notice.text).toContain('Zákazník: Marie Nováková <marie@example.cz>');
    expect(notice.text).toContain(`Platba: ${PAYMENT_METHODS.bankTransfer}`);
    expect(notice.text).toContain('Doprava: Česká pošta – na adresu');
    expect(notice.text).toContain(`${server.url}/admin/order/${order._id}`);
    expect(notice.replyTo).toEqual(['marie@example.cz']);
  });

  it('tell the customer that staff marked the order paid', async () => {
    const order = await placeOrder(PAYMENT_METHODS.cash);
    expect((await staffAction(order, 'paid')).status).toBe(200);
    const mail = await smtp.nextMailTo(marie.email, `Vaši platbu ${TOTAL} za objednávku č. ${order.orderNumber} jsme přijali`);
    expect(mail.subject).toBe(`Platbu jsme přijali – objednávka č. ${order.orderNumber} – Slovo života`);
  });

  it('tell the customer that their bank transfer paid the order, once, through the same template', async () => {
    const order = await placeOrder();
    const statement = gpcFile('2800000002', [{ id: `E${order._id}`, amount: 573_00, variableSymbol: String(order.orderNumber), date: '2026-05-04' }]);
    const body = statementForm(statement, 'vypis.gpc');
    const { status } = await call(server, '/api/admin/bank-statements', { method: 'POST', headers: { Authorization: `Bearer ${admin.token}` }, body });
    expect(status).toBe(200);
    const mail = await smtp.nextMailTo(marie.email, `Vaše platba ${TOTAL} za objednávku č. ${order.orderNumber} nám dorazila na účet dne 4. 5. 2026`);
    expect(mail.subject).toBe(`Platbu jsme přijali – objednávka č. ${order.orderNumber} – Slovo života`);
    expect((await queuedSubjects(order)).filter((s) => s.startsWith('Platbu jsme přijali'))).toHaveLength(1);
  });

  it('tell the customer the order was sent, with the carrier’s tracking link when a carrier took it', async () => {
    const order = await placeOrder();
    const trackingUrl = 'https://tracking.packeta.com/cs/?id=Z1234567890';
    await server.db
      .updateTable('orders')
      .set({
        pickup_carrier: 'packeta',
        pickup_point_id: '4307',
        pickup_point_name: 'Brno, Lidická 7',
        pickup_point_street: 'Lidická 1879/7',
        pickup_point_city: 'Brno',
        pickup_point_zip: '602 00',
      })
      .where('id', '=', order._id)
      .execute();
    await server.db
      .insertInto('parcels')
      .values({
        order_id: order._id,
        carrier: 'packeta',
        status: 'created',
        parcel_id: '1234567890',
        barcode: 'Z1234567890',
        tracking_url: trackingUrl,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await staffAction(order, 'send')).status).toBe(200);
    const mail = await smtp.nextMailTo(marie.email, `Vaši objednávku č. ${order.orderNumber} jsme předali dopravci Zásilkovna.`);
    expect(mail.subject).toBe(`Objednávka č. ${order.orderNumber} byla odeslána – Slovo života`);
    expect(mail.text).toContain(`Sledovat zásilku:\n${trackingUrl}`);
    // The point as the confirmation, the invoice and the card payment print it (contract's pickupPointLines).
    expect(mail.text).toContain('Výdejní místo: Brno, Lidická 7 (4307)\nLidická 1879/7\n602 00 Brno');

    const plain = await placeOrder();
    expect((await staffAction(plain, 'send')).status).toBe(200);
    const plainMail = await smtp.nextMailTo(marie.email, `Vaši objednávku č. ${plain.orderNumber} jsme odeslali.`);
    expect(plainMail.text).not.toContain('Sledovat zásilku');
  });

  it('tell the customer the order was cancelled, with the reason staff gave', async () => {
    const order = await placeOrder();
    const deps = { db: server.db, config: testConfig(server.dir, server.url) };
    await changeOrderState(deps, order._id, 'cancel', new Date(), 'Titul už nevychází a nový dotisk nebude.');
    const mail = await smtp.nextMailTo(marie.email, `Vaši objednávku č. ${order.orderNumber} jsme zrušili.`);
    expect(mail.subject).toBe(`Objednávka č. ${order.orderNumber} byla zrušena – Slovo života`);
    expect(mail.text).toContain('Důvod zrušení:\n\n> Titul už nevychází a nový dotisk nebude.');

    const without = await placeOrder();
    expect((await staffAction(without, 'cancel')).status).toBe(200);
    const plainMail = await smtp.nextMailTo(marie.email, `Vaši objednávku č. ${without.orderNumber} jsme zrušili.`);
    expect(plainMail.text).not.toContain('Důvod zrušení');
  });

  it('stop each mail staff switch off, and send it again once switched on', async () => {
    expect(await switchMails({ customerPaid: false, customerSent: false, customerCancelled: false, shopNewOrder: false })).toEqual({
      customerPaid: false,
      customerSent: false,
      customerCancelled: false,
      shopNewOrder: false,
      shopDigest: false,
    });
    const paidAndSent = await placeOrder();
    const cancelled = await placeOrder();
    expect((await staffAction(paidAndSent, 'paid')).status).toBe(200);
    expect((await staffAction(paidAndSent, 'send')).status).toBe(200);
    expect((await staffAction(cancelled, 'cancel')).status).toBe(200);
    // Only the tax documents, the invoice with the confirmation and the credit note: the switched-off mails were never queued.
    expect(await queuedSubjects(paidAndSent)).toEqual([`Potvrzení objednávky č. ${paidAndSent.orderNumber} – Slovo života`]);
    expect(await queuedSubjects(cancelled)).toEqual([
      `Potvrzení objednávky č. ${cancelled.orderNumber} – Slovo života`,
      expect.stringMatching(new RegExp(`^Opravný daňový doklad č\\. D\\d{10} k objednávce č\\. ${cancelled.orderNumber} – Slovo života$`)),
    ]);

    expect((await switchMails({ customerPaid: true, customerSent: true, customerCancelled: true, shopNewOrder: true })).customerPaid).toBe(true);
    const again = await placeOrder();
    expect((await staffAction(again, 'paid')).status).toBe(200);
    await smtp.nextMailTo(ORDERS_EMAIL, `Přišla nová objednávka č. ${again.orderNumber}`);
    await smtp.nextMailTo(marie.email, `za objednávku č. ${again.orderNumber} jsme přijali`);
  });

  it('refuse switches that are not true or false, and mails the shop does not have', async () => {
    for (const body of [{ customerPaid: 'ne' }, { customerPaid: 1 }, { somethingElse: true }]) {
      const { status, body: answer } = await call(server, '/api/admin/order-mails', withJson('PUT', body, admin.token));
      expect({ status, answer }).toEqual({ status: 400, answer: { message: 'Neplatné nastavení e-mailů.' } });
    }
  });

  it('send the daily digest of the day before once, however often and however many ask, and only when switched on', async () => {
    const deps = { db: server.db, config: testConfig(server.dir, server.url, { shopOrdersEmail: ORDERS_EMAIL }), now: () => new Date() };
    expect(await sendDailyDigest(deps)).toBe(false);
    await switchMails({ shopDigest: true });
    const runs = await Promise.all([sendDailyDigest(deps), sendDailyDigest(deps), sendDailyDigest(deps)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await sendDailyDigest(deps)).toBe(false);
    const digest = await smtp.nextMailTo(ORDERS_EMAIL, 'Přehled objednávek za');
    expect(digest.subject).toMatch(/^Denní přehled obchodu za \d{1,2}\. \d{1,2}\. \d{4}$/);
    expect(digest.text).toContain('Objednávky: ');
    expect(digest.text).toContain('Převody po splatnosti: ');
    expect(await server.db.selectFrom('mail_outbox').select('id').where('subject', 'like', 'Denní přehled%').execute()).toHaveLength(1);
  });
});

// Bank transfers paired by the shop itself (issue 30), over HTTP: the Fio account read from the Fio
// stand-in on 127.0.0.1 (dev/fioStandIn.ts) through the real client, statement files uploaded in
// GPC and CAMT.053 as the banks make them, mails read back from a real SMTP server on 127.0.0.1.
// The shop's clock and Fio's are one test clock, so Fio's 30 s are moved, never waited for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankPaymentJson, type OrderToCancelJson, paymentMessages, type StatementImportJson } from '@contract/admin/payments';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { toHalere } from '@contract/money';
import { startFioStandIn, type FioStandIn } from '../../../dev/fioStandIn';
import { camtFile, gpcFile, gpcRecords, statementForm, windows1250 } from '../../test/bankStatements';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { queuedMails } from '../../test/queuedMails';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, logEntriesOf, startTestServer, testClock, type TestServer, withJson, withToken } from '../../test/testServer';
import { createFioClient } from './fioClient';
import { sendPaymentReminders } from './paymentReminders';

type Message = { message: string };

let smtp: SmtpStandIn;
let fio: FioStandIn;
let server: TestServer;
const clock = testClock(new Date('2026-05-04T08:00:00Z'));
let productId = 0;
let jana: Customer;
let admin: Customer;
const today = () => clock.now().toISOString().slice(0, 10);

beforeAll(async () => {
  smtp = await startSmtpServer();
  fio = await startFioStandIn({ now: clock.now });
  server = await startTestServer({ smtpUrl: smtp.url, now: clock.now, fio: createFioClient({ token: fio.token, apiUrl: fio.apiUrl }) });
  productId = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 1000 });
  jana = await signedInCustomer(server.db, 'Jana Nováková', 'jana@example.cz', { now: clock.now() });
  admin = await signedInCustomer(server.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true, now: clock.now() });
});
afterAll(async () => {
  await server?.close();
  await fio?.close();
  await smtp?.close();
});

/** An order paid by transfer: 1 × 249 Kč + 75 Kč postage = 324 Kč. */
async function transferOrder(paymentMethod: string = PAYMENT_METHODS.bankTransfer): Promise<OrderJson> {
  const body = {
    orderItems: [{ product: productId, qty: 1 }],
    shippingAddress: { name: 'Jana Nováková', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' },
    paymentMethod,
  };
  const { status, body: order } = await call<OrderJson>(server, '/api/orders', withJson('POST', body, jana.token));
  expect(status).toBe(201);
  return order;
}

const orderNow = async (order: OrderJson) => (await call<OrderJson>(server, `/api/orders/${order._id}`, withToken(jana.token))).body;

/** Staff's "Načíst platby z Fio", after Fio's 30 s since the last call. */
async function readFio(): Promise<StatementImportJson> {
  clock.advance(31_000);
  const { status, body } = await call<StatementImportJson & Message>(server, '/api/admin/payments/fetch', withToken(admin.token, 'POST'));
  expect(status, body.message).toBe(200);
  return body;
}

const payments = async (state: string) => (await call<BankPaymentJson[]>(server, `/api/admin/payments?state=${state}`, withToken(admin.token))).body;
const paymentOf = async (order: OrderJson, state = 'unpaired') => (await payments(state)).filter((p) => p.orderId === order._id);
const paidMails = (order: OrderJson) =>
  queuedMails(server.db, order.email, order._id).then((mails) => mails.filter((m) => m.subject.startsWith('Platbu jsme přijali')));
const upload = (bytes: Uint8Array, fileName: string) => {
  const init: RequestInit = { method: 'POST', headers: { Authorization: `Bearer ${admin.token}` }, body: statementForm(bytes, fileName) };
  return call<StatementImportJson & Message>(server, '/api/admin/bank-statements', init);
};
const movementCount = async () =>
  (
    await server.db
      .selectFrom('bank_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

// First, while this is the only unpaid order: each reminder carries its invoice, rendered as it is sent.
describe('reminders', () => {
  it('remind an unpaid transfer once after 7 days, and list it "K zrušení" after 21 days without cancelling it', { timeout: 180_000 }, async () => {
    const order = await transferOrder();
    const deps = { db: server.db, config: { publicUrl: server.url } as never, now: clock.now };
    clock.advance(6 * 86_400_000);
    expect(await sendPaymentReminders(deps, 7)).toBe(0);
    clock.advance(86_400_000 + 60_000);
    expect(await sendPaymentReminders(deps, 7)).toBe(1);
    expect(await sendPaymentReminders(deps, 7)).toBe(0);
    const reminders = (await queuedMails(server.db, order.email, order._id)).filter((m) => m.subject.startsWith('Připomínka platby'));
    expect(reminders).toHaveLength(1);
    // The invoice is rendered as the mail leaves (a worker's first PDF, on a busy machine): wait for the row to be sent.
    const sent = () => server.db.selectFrom('mail_outbox').select('state').where('id', '=', reminders[0]!.id).executeTakeFirstOrThrow();
    await expect.poll(async () => (await sent()).state, { timeout: 120_000 }).toBe('sent');
    const mail = await smtp.nextMailTo(order.email, `za objednávku č. ${order.orderNumber} nám zatím nedorazila platba`);
    expect(mail.text).toContain(`Variabilní symbol: ${order.orderNumber}`);
    expect(mail.parsed.attachments.map((a) => a.mimeType)).toEqual(['application/pdf', 'application/xml']);

    const toCancel = async () => (await call<OrderToCancelJson[]>(server, '/api/admin/payments/to-cancel', withToken(admin.token))).body;
    expect(await toCancel()).not.toContainEqual(expect.objectContaining({ id: order._id }));
    clock.advance(14 * 86_400_000);
    expect(await toCancel()).toContainEqual(expect.objectContaining({ id: order._id, orderNumber: order.orderNumber, remindedAt: expect.any(String) }));
    expect(await orderNow(order)).toMatchObject({ isCancelled: false });
  });
});

describe('the Fio account read by the shop', () => {
  it('pays an order whose transfer names it for its total, and mails "Platbu jsme přijali"', async () => {
    const order = await transferOrder();
    fio.book({ amount: toHalere(order.totalPrice), variableSymbol: String(order.orderNumber), date: today() });

    expect(await readFio()).toEqual({ movements: 1, paired: 1, unpaired: 0, duplicates: 0 });
    const paid = await orderNow(order);
    expect(paid).toMatchObject({ isPaid: true, paidAt: `${today()}T00:00:00.000Z`, paidBy: 'transfer', transferMissing: null });
    const mail = await smtp.nextMailTo(order.email, 'nám dorazila na účet');
    expect(mail.subject).toBe(`Platbu jsme přijali – objednávka č. ${order.orderNumber} – Slovo života`);
    expect(mail.text).toContain('324,00');
    expect(await paymentOf(order, 'paired')).toEqual([
      expect.objectContaining({ amount: 324, currency: 'CZK', variableSymbol: String(order.orderNumber), state: 'paired' }),
    ]);
  });

  it('leaves an underpayment and an overpayment to staff, the orders unchanged; the customer sees what is missing', async () => {
    const under = await transferOrder();
    const over = await transferOrder();
    fio.book({ amount: toHalere(under.totalPrice) - 100_00, variableSymbol: String(under.orderNumber) });
    fio.book({ amount: toHalere(over.totalPrice) + 50_00, variableSymbol: String(over.orderNumber) });

    expect(await readFio()).toEqual({ movements: 2, paired: 0, unpaired: 2, duplicates: 0 });
    expect(await paymentOf(under)).toEqual([expect.objectContaining({ amount: 224, reason: 'underpayment', state: 'unpaired' })]);
    expect(await paymentOf(over)).toEqual([expect.objectContaining({ amount: 374, reason: 'overpayment', state: 'unpaired' })]);
    expect(await orderNow(under)).toMatchObject({ isPaid: false, paidAt: null, transferMissing: 100 });
    const rest = await call<{ amount: number; spayd: string }>(server, `/api/orders/${under._id}/payment-qr`, withToken(jana.token));
    expect(rest.body).toMatchObject({ amount: 100, spayd: expect.stringContaining('*AM:100.00*') });
    expect(await orderNow(over)).toMatchObject({ isPaid: false, paidAt: null, transferMissing: null });
    expect(await paidMails(under)).toEqual([]);
  });

  it('finds the order number in the message for the recipient when the variable symbol is missing', async () => {
    const order = await transferOrder();
    fio.book({ amount: toHalere(order.totalPrice), message: `Objednavka ${order.orderNumber}, Jana` });
    expect(await readFio()).toMatchObject({ paired: 1 });
    expect(await orderNow(order)).toMatchObject({ isPaid: true });
  });

  it('pairs a movement read twice once (Fio’s bookmark set back by another program)', async () => {
    const order = await transferOrder();
    const id = fio.book({ amount: toHalere(order.totalPrice), variableSymbol: String(order.orderNumber) });
    expect(await readFio()).toMatchObject({ paired: 1 });
    clock.advance(31_000);
    expect((await fetch(`${fio.apiUrl}/set-last-id/${fio.token}/${id - 1}/`)).status).toBe(200);

    expect(await readFio()).toEqual({ movements: 1, paired: 0, unpaired: 0, duplicates: 1 });
    expect(await paidMails(order)).toHaveLength(1);
  });

  it('sends a second payment of an order already paid to staff as an overpayment; the order stays paid once', async () => {
    const order = await transferOrder(PAYMENT_METHODS.card);
    expect((await call(server, `/api/orders/${order._id}/paid`, withToken(admin.token, 'PUT'))).status).toBe(200);
    const paidAt = (await orderNow(order)).paidAt;
    fio.book({ amount: toHalere(order.totalPrice), variableSymbol: String(order.orderNumber) });

    expect(await readFio()).toMatchObject({ paired: 0, unpaired: 1 });
    expect(await paymentOf(order)).toEqual([expect.objectContaining({ reason: 'alreadyPaid' })]);
    expect(await orderNow(order)).toMatchObject({ isPaid: true, paidAt, paidBy: 'manual' });
    // The one "Platbu jsme přijali" is staff's marking (orders/orderEvents.ts); the second payment queued none.
    expect(await paidMails(order)).toHaveLength(1);
  });

  it('leaves a payment of a cancelled order, and one in a foreign currency, to staff', async () => {
    const order = await transferOrder();
    expect((await call(server, `/api/orders/${order._id}/cancel`, withToken(admin.token, 'PUT'))).status).toBe(200);
    const euros = await transferOrder();
    fio.book({ amount: toHalere(order.totalPrice), variableSymbol: String(order.orderNumber) });
    fio.book({ amount: toHalere(euros.totalPrice), variableSymbol: String(euros.orderNumber), currency: 'EUR' });

    expect(await readFio()).toMatchObject({ paired: 0, unpaired: 2 });
    expect(await paymentOf(order)).toEqual([expect.objectContaining({ reason: 'cancelledOrder' })]);
    expect(await payments('unpaired')).toContainEqual(expect.objectContaining({ currency: 'EUR', reason: 'foreignCurrency' }));
    expect(await orderNow(order)).toMatchObject({ isPaid: false, isCancelled: true });
  });

  it('keeps Fio’s limit: a 409 from Fio is answered in Czech and logged, and the shop waits its 30 s itself', async () => {
    clock.advance(31_000);
    expect((await fetch(`${fio.apiUrl}/last/${fio.token}/transactions.json`)).status).toBe(200); // another program, same token
    const refusals = fio.refusals();
    const refused = await call<Message>(server, '/api/admin/payments/fetch', withToken(admin.token, 'POST'));
    expect(refused).toEqual({ status: 409, body: { message: paymentMessages.fioTooSoon(30) } });
    expect(fio.refusals()).toBe(refusals + 1);
    expect(logEntriesOf(server)).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'Fio answered 409 (called within 30 s); reading again later' }));

    clock.advance(10_000);
    const waiting = await call<Message>(server, '/api/admin/payments/fetch', withToken(admin.token, 'POST'));
    expect(waiting).toEqual({ status: 409, body: { message: paymentMessages.fioTooSoon(20) } });
    expect(fio.refusals()).toBe(refusals + 1); // the shop did not call
  });
});

describe('staff deciding about unpaired payments', () => {
  it('pair the rest of an underpayment by hand, with a reason: the order becomes paid and mailed, and the decision is kept', async () => {
    const order = await transferOrder();
    fio.book({ amount: 300_00, variableSymbol: String(order.orderNumber) });
    fio.book({ amount: 24_00, message: 'doplatek' });
    await readFio();
    const [first] = await paymentOf(order);
    const rest = (await payments('unpaired')).find((p) => p.message === 'doplatek')!;
    expect(rest).toMatchObject({ reason: 'unknownSymbol' });

    const paired = await call<BankPaymentJson>(
      server,
      `/api/admin/payments/${rest.id}`,
      withJson('PUT', { orderId: order._id, note: 'Doplatek nedoplatku' }, admin.token),
    );
    expect(paired.status).toBe(200);
    expect(paired.body).toMatchObject({
      state: 'paired',
      orderId: order._id,
      note: 'Doplatek nedoplatku',
      decidedBy: 'Správce Obchodu',
      decidedAt: clock.now().toISOString(),
    });
    expect(await orderNow(order)).toMatchObject({ isPaid: true, paidBy: 'transfer' });
    await smtp.nextMailTo(order.email, 'nám dorazila na účet');
    const again = await call<Message>(server, `/api/admin/payments/${rest.id}`, withJson('PUT', { orderId: order._id, note: 'znovu' }, admin.token));
    expect(again).toEqual({ status: 409, body: { message: paymentMessages.notUnpaired } });

    // The first part joins the order, which stays paid once.
    expect((await call(server, `/api/admin/payments/${first!.id}`, withJson('PUT', { orderId: order._id, note: 'První část' }, admin.token))).status).toBe(200);
    expect(await paidMails(order)).toHaveLength(1);
  });

  it('mark a payment returned or not the shop’s, and refuse a decision without a reason or an order', async () => {
    fio.book({ amount: 999_00, variableSymbol: '77' });
    await readFio();
    const stray = (await payments('unpaired')).find((p) => p.variableSymbol === '77')!;
    const noReason = await call<Message>(server, `/api/admin/payments/${stray.id}`, withJson('PUT', { state: 'returned', note: '' }, admin.token));
    expect(noReason).toEqual({ status: 400, body: { message: paymentMessages.noteMissing } });
    const nothing = await call<Message>(server, `/api/admin/payments/${stray.id}`, withJson('PUT', { note: 'x' }, admin.token));
    expect(nothing).toEqual({ status: 400, body: { message: paymentMessages.decision } });
    const noOrder = await call<Message>(server, `/api/admin/payments/${stray.id}`, withJson('PUT', { orderId: 999_999, note: 'x' }, admin.token));
    expect(noOrder).toEqual({ status: 404, body: { message: paymentMessages.orderNotFound } });

    const returned = await call<BankPaymentJson>(
      server,
      `/api/admin/payments/${stray.id}`,
      withJson('PUT', { state: 'returned', note: 'Vráceno plátci' }, admin.token),
    );
    expect(returned.body).toMatchObject({ state: 'returned', reason: null, note: 'Vráceno plátci' });
    expect(await payments('returned')).toContainEqual(expect.objectContaining({ id: stray.id }));
    expect(await payments('unpaired')).not.toContainEqual(expect.objectContaining({ id: stray.id }));
  });
});

describe('statement files', () => {
  it('pair a GPC statement (windows-1250) once: importing it again pairs nothing twice', async () => {
    const order = await transferOrder();
    const file = gpcFile('2800000002', [
      { id: '9100000001', amount: toHalere(order.totalPrice), variableSymbol: String(order.orderNumber), date: '2026-05-03', message: 'Nováková' },
      { id: '9100000002', amount: 150_00, variableSymbol: '4242', date: '2026-05-03', message: 'Dar – sbírka' },
      { id: '9100000003', amount: 80_00, date: '2026-05-03', direction: 'debit' },
    ]);
    expect((await upload(file, 'vypis.gpc')).body).toEqual({ movements: 2, paired: 1, unpaired: 1, duplicates: 0 });
    expect(await orderNow(order)).toMatchObject({ isPaid: true, paidAt: '2026-05-03T00:00:00.000Z' });
    expect(await payments('unpaired')).toContainEqual(
      expect.objectContaining({ variableSymbol: '4242', message: 'Dar – sbírka', counterAccount: '2600000001/2010' }),
    );

    expect((await upload(file, 'vypis.gpc')).body).toEqual({ movements: 2, paired: 0, unpaired: 0, duplicates: 2 });
    expect(await paidMails(order)).toHaveLength(1);
  });

  it('pair a CAMT.053 statement, the variable symbol in its reference', async () => {
    const order = await transferOrder();
    const file = camtFile('CZ4920100000002800000002', [
      { id: 'CAMT-1', amount: toHalere(order.totalPrice), variableSymbol: String(order.orderNumber), date: '2026-05-02' },
      { id: 'CAMT-2', amount: 10_00, date: '2026-05-02', currency: 'EUR', message: 'Spende' },
    ]);
    expect((await upload(file, 'vypis.xml')).body).toEqual({ movements: 2, paired: 1, unpaired: 1, duplicates: 0 });
    expect(await orderNow(order)).toMatchObject({ isPaid: true, paidAt: '2026-05-02T00:00:00.000Z' });
    expect((await upload(file, 'vypis.xml')).body).toEqual({ movements: 2, paired: 0, unpaired: 0, duplicates: 2 });
  });

  it('refuse a malformed, truncated, hostile or wrongly encoded file in Czech, and store nothing of it', async () => {
    const before = await movementCount();
    const records = gpcRecords('2800000002', [{ id: '9200000001', amount: 100_00, variableSymbol: '1', date: '2026-05-03', message: 'Příliš žluťoučký' }]);
    const truncated = windows1250(`${records[0]}\r\n${records[1]!.slice(0, 90)}`);
    const utf8 = Buffer.from(records.map((r) => `${r}\r\n`).join(''), 'utf8');
    const entities = Buffer.from('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>');
    const brokenXml = camtFile('CZ4920100000002800000002', [{ id: 'X', amount: 1_00, date: '2026-05-02' }]).subarray(0, 400);
    const cases: [Buffer, string][] = [
      [truncated, 'Řádek 2 výpisu GPC nemá předepsaných 128 znaků (má 90); soubor je poškozený nebo neúplný.'],
      [utf8, 'Výpis GPC musí být v kódování windows-1250, tento je v UTF-8 (řádek 2).'],
      [entities, 'Výpis CAMT.053 nesmí obsahovat DOCTYPE ani deklarace entit.'],
      [brokenXml, expect.stringMatching(/^Výpis CAMT\.053 není platné XML/)],
      [Buffer.from('%PDF-1.7 not a statement'), paymentMessages.unknownFormat],
    ];
    for (const [bytes, message] of cases) expect(await upload(bytes, 'vypis')).toEqual({ status: 400, body: { message } });
    expect(await movementCount()).toBe(before);
  });

  it('refuse a file over 20 MB before reading it, and a request without a file', async () => {
    const huge = await upload(Buffer.alloc(21 * 1024 * 1024, 0x30), 'obri.gpc');
    expect(huge).toEqual({ status: 413, body: { message: paymentMessages.fileTooLarge } });
    const none = await call<Message>(server, '/api/admin/bank-statements', withJson('POST', {}, admin.token));
    expect(none).toEqual({ status: 400, body: { message: paymentMessages.malformed } });
  });
});

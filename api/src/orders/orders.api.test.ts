import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderJson, PaymentQrJson, PriceChangesJson, StockShortageJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { type Customer, signedInCustomer } from '../../test/customers';
import { unsubscribeLink } from '../accounts/newsletter';
import { insertProduct } from '../../test/fixtures';
import { NEW_ORDER_STATE, NO_COMPANY_BILLING } from '../../test/orderJson';
import { pdfAttachmentOf } from '../../test/pdfText';
import { queuedMails } from '../../test/queuedMails';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, startTestServer, testClock, type TestServer, withJson, withToken } from '../../test/testServer';

type Message = { message: string };

let smtp: SmtpStandIn;
let server: TestServer;
const clock = testClock(new Date('2026-03-01T09:00:00Z'));
const ids = { zivot: 0, ekonomie: 0, letak: 0, last: 0 };
let jiri: Customer;
let eva: Customer;
let admin: Customer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, now: clock.now });
  const db = server.db;
  ids.zivot = await insertProduct(db, {
    name: 'Normální křesťanský život',
    price: 249_00,
    count_in_stock: 20,
    image: '/demo/covers/normalni-krestansky-zivot.webp',
  });
  // 199,90 Kč − 15 % = 169,915 → rounded up to the next 0,05 Kč: 169,95 Kč.
  ids.ekonomie = await insertProduct(db, { name: 'Boží ekonomie', price: 199_90, discount: 15, count_in_stock: 5 });
  ids.letak = await insertProduct(db, { name: 'Leták: Bůh tě miluje', price: 5_80, count_in_stock: 1000 });
  ids.last = await insertProduct(db, { name: 'Poslední výtisk', price: 100_00, count_in_stock: 1 });
  const now = clock.now();
  jiri = await signedInCustomer(db, 'Jiří Dvořák', 'jiri.dvorak@example.cz', { now });
  eva = await signedInCustomer(db, 'Eva Svobodová', 'eva@example.cz', { now });
  admin = await signedInCustomer(db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true, now });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const czechAddress = { name: 'Jiří Dvořák', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr', phone: '+420 601 234 567' };
const slovakAddress = { name: 'Ján Kováč', address: 'Hlavná 5', city: 'Bratislava', postalCode: '811 01', country: 'Slovensko' };

function order(items: { product: number; qty: number; price?: number }[], extra: Record<string, unknown> = {}) {
  return { orderItems: items, shippingAddress: czechAddress, paymentMethod: PAYMENT_METHODS.bankTransfer, ...extra };
}

/** POST /api/orders a minute after the previous one (so "newest first" is visible). */
function placeOrder<T = OrderJson>(customer: Customer, body: object, headers: Record<string, string> = {}) {
  clock.advance(60_000);
  const init = withJson('POST', body, customer.token);
  return call<T>(server, '/api/orders', { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
}

const stockOf = async (id: number) =>
  (await server.db.selectFrom('products').select('count_in_stock').where('id', '=', id).executeTakeFirstOrThrow()).count_in_stock;
const orderCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/orders: the server computes every price', () => {
  let first: OrderJson;

  it('prices the order from the database: discounted price, 75 Kč postage in the Czech Republic, 0 % VAT, total', async () => {
    const { status, body } = await placeOrder(
      jiri,
      order([
        { product: ids.zivot, qty: 2 },
        { product: ids.ekonomie, qty: 1 },
      ]),
    );
    expect(status).toBe(201);
    first = body;
    expect(body).toEqual({
      _id: expect.any(Number),
      orderNumber: 2026000001,
      createdAt: '2026-03-01T09:01:00.000Z',
      totalPrice: 742.95,
      itemsPrice: 667.95,
      shippingPrice: 75,
      taxPrice: 0,
      ...NEW_ORDER_STATE,
      paymentMethod: 'Platba bankovním převodem předem',
      name: 'Jiří Dvořák',
      email: 'jiri.dvorak@example.cz',
      user: { _id: jiri.id, name: 'Jiří Dvořák', email: 'jiri.dvorak@example.cz' },
      orderItems: [
        { name: 'Normální křesťanský život', qty: 2, price: 249, image: '/demo/covers/normalni-krestansky-zivot.webp', product: ids.zivot, discount: 0 },
        { name: 'Boží ekonomie', qty: 1, price: 169.95, image: '', product: ids.ekonomie, discount: 15 },
      ],
      discounts: [
        { product: ids.zivot, discount: 0 },
        { product: ids.ekonomie, discount: 15 },
      ],
      qtys: [
        { product: ids.zivot, qty: 2 },
        { product: ids.ekonomie, qty: 1 },
      ],
      shippingAddress: {
        name: 'Jiří Dvořák',
        address: 'Dlouhá 12',
        city: 'Praha',
        postalCode: '110 00',
        country: 'Česká republika',
        phone: '+420 601 234 567',
        note: '',
        ...NO_COMPANY_BILLING,
      },
    });
    expect(await stockOf(ids.zivot)).toBe(18);
    expect(await stockOf(ids.ekonomie)).toBe(4);
  });

  it('mails the confirmation with the PDF invoice through SMTP: order number and Czech names with diacritics', async () => {
    const mail = await smtp.nextMailTo(jiri.email);
    expect(mail.subject).toBe('Potvrzení objednávky č. 2026000001 – Slovo života');
    expect(mail.text).toContain('Dobrý den, Jiří Dvořák,');
    expect(mail.text).toContain('Variabilní symbol: 2026000001');
    expect(mail.text).toContain('Číslo účtu: 19-2000145399/0800');
    expect(mail.text).toContain('Číslo účtu (IBAN): CZ65 0800 0000 1920 0014 5399');
    expect(mail.text.replace(/\s/g, ' ')).toContain('2 × Normální křesťanský život: 498,00 Kč');
    expect(mail.text).toContain(`${server.url}/order/${first._id}`);
    expect(mail.html).toContain('<table');
    expect(mail.text).not.toContain('Odebíráte od nás novinky'); // not on the newsletter list
    const pdf = await pdfAttachmentOf(mail);
    expect(pdf.filename).toBe('faktura-2026000001.pdf');
    for (const expected of [
      'Faktura č. 2026000001',
      'Variabilní symbol: 2026000001',
      'Datum vystavení: 1. 3. 2026',
      'Jiří Dvořák',
      'Dlouhá 12',
      '110 00 Praha',
      'Česká republika',
      'Slovo života, z. s.',
      'IČO: 12345679',
      'Normální křesťanský život',
      'Boží ekonomie',
      '15 %',
      '169,95 Kč',
      'Doprava 1 ks 75,00 Kč 75,00 Kč',
      'Celkem k úhradě: 742,95 Kč',
      'Knihy jsou osvobozeny od DPH s nárokem na odpočet (0 % DPH).',
      'Číslo účtu: 19-2000145399/0800',
      'CZ65 0800 0000 1920 0014 5399',
      'QR Platba',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('accepts the order when the customer’s figures equal the server’s', async () => {
    const { status, body } = await placeOrder(
      jiri,
      order([{ product: ids.letak, qty: 3, price: 5.8 }], { itemsPrice: '17.40', shippingPrice: 75, taxPrice: 0, totalPrice: 92.4 }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ itemsPrice: 17.4, totalPrice: 92.4 });
    await smtp.nextMailTo(jiri.email);
  });

  it('answers the spec’s path with the slash, POST /api/orders/, the same way', async () => {
    clock.advance(60_000);
    const { status, body } = await call<OrderJson>(server, '/api/orders/', withJson('POST', order([{ product: ids.letak, qty: 1 }]), jiri.token));
    expect(status).toBe(201);
    expect(body.totalPrice).toBe(80.8);
    await smtp.nextMailTo(jiri.email);
  });

  it('answers 409 with the new prices when a price changed while the cart sat offline, and writes nothing', async () => {
    const before = { orders: await orderCount(), stock: await stockOf(ids.zivot) };
    const { status, body } = await placeOrder<PriceChangesJson>(
      jiri,
      order([
        { product: ids.zivot, qty: 1, price: 229 },
        { product: ids.letak, qty: 1, price: 5.8 },
      ]),
    );
    expect(status).toBe(409);
    // Amounts are formatted the Czech way, with non-breaking spaces (compared here as plain ones).
    expect({ ...body, message: body.message.replace(/\s/g, ' ') }).toEqual({
      message: 'Ceny se mezitím změnily: „Normální křesťanský život“ nyní stojí 249,00 Kč. Zkontrolujte prosím košík a objednávku odešlete znovu.',
      changes: [{ product: ids.zivot, name: 'Normální křesťanský život', price: 249 }],
      totals: { itemsPrice: 254.8, shippingPrice: 75, taxPrice: 0, totalPrice: 329.8, shippingToBeInvoiced: false },
    });
    expect({ orders: await orderCount(), stock: await stockOf(ids.zivot) }).toEqual(before);
  });

  it('answers 409 when only a total differs (e.g. tampered), naming the right total', async () => {
    const { status, body } = await placeOrder<PriceChangesJson>(jiri, order([{ product: ids.letak, qty: 1 }], { totalPrice: 0.8 }));
    expect(status).toBe(409);
    expect(body.message.replace(/\s/g, ' ')).toBe('Celková cena objednávky je nyní 80,80 Kč. Zkontrolujte prosím košík a objednávku odešlete znovu.');
    expect(body.changes).toEqual([]);
  });

  it('answers 409 naming the product when stock is short, and takes no stock from the other lines', async () => {
    const before = { orders: await orderCount(), zivot: await stockOf(ids.zivot), ekonomie: await stockOf(ids.ekonomie) };
    const { status, body } = await placeOrder<StockShortageJson>(
      jiri,
      order([
        { product: ids.zivot, qty: 1 },
        { product: ids.ekonomie, qty: 6 },
      ]),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      message: 'Produkt „Boží ekonomie“ už není skladem v požadovaném množství (skladem 4 ks).',
      shortages: [{ product: ids.ekonomie, name: 'Boží ekonomie', countInStock: 4 }],
    });
    expect({ orders: await orderCount(), zivot: await stockOf(ids.zivot), ekonomie: await stockOf(ids.ekonomie) }).toEqual(before);
  });

  it('answers 409 for a product that is no longer sold', async () => {
    const { status, body } = await placeOrder<StockShortageJson>(jiri, order([{ product: 999_999, qty: 1, name: 'Zrušená kniha' } as never]));
    expect(status).toBe(409);
    expect(body.message).toBe('Produkt „Zrušená kniha“ už není v nabídce. Odeberte ho prosím z košíku.');
  });

  it('abroad: postage 0, marked to be invoiced, total without it; no QR payment yet', async () => {
    const { status, body } = await placeOrder(jiri, { ...order([{ product: ids.zivot, qty: 1 }]), shippingAddress: slovakAddress });
    expect(status).toBe(201);
    expect(body).toMatchObject({ itemsPrice: 249, shippingPrice: 0, taxPrice: 0, totalPrice: 249, shippingToBeInvoiced: true });
    expect(body.shippingAddress).toMatchObject({ country: 'Slovensko', postalCode: '811 01' });
    const qr = await call<Message>(server, `/api/orders/${body._id}/payment-qr`, withToken(jiri.token));
    expect(qr).toEqual({ status: 409, body: { message: 'Poštovné do zahraničí Vám oznámíme fakturou; částku k úhradě a QR kód najdete v ní.' } });
    const pdf = await pdfAttachmentOf(await smtp.nextMailTo(jiri.email));
    expect(pdf.text).toContain('Bude oznámeno fakturou');
    expect(pdf.text).not.toContain('QR Platba');
  });

  it('refuses cash abroad, an unknown payment method, a missing country, a bad IČO and an empty order (400, in Czech)', async () => {
    const cases: [object, string][] = [
      [
        { ...order([{ product: ids.letak, qty: 1 }]), shippingAddress: slovakAddress, paymentMethod: 'Hotovost' },
        'Platba v hotovosti je možná jen při doručení v České republice.',
      ],
      [order([{ product: ids.letak, qty: 1 }], { paymentMethod: 'Bitcoin' }), 'Vyberte prosím způsob platby.'],
      [{ ...order([{ product: ids.letak, qty: 1 }]), shippingAddress: { ...czechAddress, country: '' } }, 'Uvedte prosím stát.'],
      [
        { ...order([{ product: ids.letak, qty: 1 }]), shippingAddress: { ...czechAddress, billingICO: '12345678' } },
        'IČO není platné (nesouhlasí kontrolní číslice).',
      ],
      [order([]), 'Objednávka neobsahuje žádné produkty'],
      [order([{ product: ids.letak, qty: 0 }]), 'Množství musí být celé číslo od 1 do 999.'],
    ];
    for (const [body, message] of cases) expect(await placeOrder(jiri, body)).toEqual({ status: 400, body: { message } });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jiri.token}` }, body: '{"orderItems": [' };
    expect(await call(server, '/api/orders', init)).toEqual({ status: 400, body: { message: 'Tělo požadavku není platný JSON.' } });
  });

  it('needs a bearer token (401), and takes the customer from it, never from the payload', async () => {
    const anonymous = await call(server, '/api/orders', withJson('POST', order([{ product: ids.letak, qty: 1 }])));
    expect(anonymous).toEqual({ status: 401, body: { message: 'Not authorized, no token' } });
    const { status, body } = await placeOrder(eva, order([{ product: ids.letak, qty: 1 }], { user: jiri.id, name: 'Jiří Dvořák', email: jiri.email }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'Eva Svobodová', email: 'eva@example.cz', user: { _id: eva.id } });
    await smtp.nextMailTo(eva.email);
  });

  it('saves the newsletter consent of the order form to the profile and the subscriber list', async () => {
    expect((await placeOrder(eva, order([{ product: ids.letak, qty: 1 }], { isSubscribed: true }))).status).toBe(201);
    const user = await server.db.selectFrom('users').select('is_subscribed').where('id', '=', eva.id).executeTakeFirstOrThrow();
    expect(user.is_subscribed).toBe(1);
    const subscriber = await server.db.selectFrom('subscribers').select(['name', 'email', 'is_subscribed']).where('user_id', '=', eva.id).executeTakeFirst();
    expect(subscriber).toEqual({ name: 'Eva Svobodová', email: 'eva@example.cz', is_subscribed: 1 });
    // The confirmation tells her so, with her link off the list (the consent was pre-ticked).
    const mail = await smtp.nextMailTo(eva.email);
    const link = await unsubscribeLink(server.db, server.url, eva.email);
    expect(link).toMatch(/\/api\/subscribers\/unsubscribe\/[a-z2-7]{52}$/);
    expect(mail.text).toContain(`Odebíráte od nás novinky e-mailem (asi dvakrát do roka). Pokud je už dostávat nechcete, odhlásíte se zde:\n${link}`);
    expect(mail.html).toContain(`<a href="${link}"`);
  });

  it('prints the billing name, address and IČO on the invoice when given', async () => {
    const shippingAddress = {
      ...czechAddress,
      billingName: 'Sbor Křesťanů, z. s.',
      billingAddress: 'Školní 3',
      billingCity: 'Brno',
      billingPostalCode: '602 00',
      billingICO: '45274649',
    };
    const { status } = await placeOrder(jiri, { ...order([{ product: ids.letak, qty: 1 }]), shippingAddress });
    expect(status).toBe(201);
    const pdf = await pdfAttachmentOf(await smtp.nextMailTo(jiri.email));
    for (const expected of ['Sbor Křesťanů, z. s.', 'Školní 3', '602 00 Brno', 'IČO: 45274649', 'Dodací adresa', 'Dlouhá 12'])
      expect(pdf.text).toContain(expected);
  });
});

describe('idempotent submission', () => {
  it('a retry with the same key answers the same order (200) and takes the stock once', async () => {
    const stock = await stockOf(ids.zivot);
    const body = order([{ product: ids.zivot, qty: 2 }]);
    const first = await placeOrder(jiri, body, { 'Idempotency-Key': 'checkout-7f3a' });
    const retry = await placeOrder(jiri, body, { 'Idempotency-Key': 'checkout-7f3a' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await stockOf(ids.zivot)).toBe(stock - 2);
    const rows = await server.db.selectFrom('orders').select('id').where('idempotency_key', '=', 'checkout-7f3a').execute();
    expect(rows).toHaveLength(1);
    await smtp.nextMailTo(jiri.email);
  });

  it('two submissions with the same key at the same moment (a double click) make one order', async () => {
    const stock = await stockOf(ids.letak);
    const init = withJson('POST', order([{ product: ids.letak, qty: 4 }]), eva.token);
    const headers = { ...(init.headers as Record<string, string>), 'Idempotency-Key': 'double-click-1' };
    const answers = await Promise.all([1, 2].map(() => call<OrderJson>(server, '/api/orders', { ...init, headers })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body._id).toBe(answers[1]!.body._id);
    expect(await stockOf(ids.letak)).toBe(stock - 4);
    await smtp.nextMailTo(eva.email);
  });

  it('sends one confirmation, not one per retry', async () => {
    const body = order([{ product: ids.letak, qty: 1 }]);
    const first = await placeOrder(jiri, body, { 'Idempotency-Key': 'one-confirmation' });
    expect((await placeOrder(jiri, body, { 'Idempotency-Key': 'one-confirmation' })).status).toBe(200);
    const subject = `Potvrzení objednávky č. ${first.body.orderNumber} – Slovo života`;
    expect(await queuedMails(server.db, jiri.email, first.body._id)).toEqual([expect.objectContaining({ subject })]);
    expect((await smtp.nextMailTo(jiri.email)).subject).toBe(subject);
  });

  it('reads the key from the body too; a retry after a price change still answers the original order', async () => {
    const body = order([{ product: ids.letak, qty: 1, price: 5.8 }], { idempotencyKey: 'body-key-1' });
    const first = await placeOrder(eva, body);
    await server.db.updateTable('products').set({ price: 6_00 }).where('id', '=', ids.letak).execute();
    const retry = await placeOrder(eva, body);
    await server.db.updateTable('products').set({ price: 5_80 }).where('id', '=', ids.letak).execute();
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body._id).toBe(first.body._id);
    await smtp.nextMailTo(eva.email);
  });

  it('keys belong to one customer: the same key of another customer is another order', async () => {
    const body = order([{ product: ids.letak, qty: 1 }]);
    const mine = await placeOrder(eva, body, { 'Idempotency-Key': 'shared-key' });
    const theirs = await placeOrder(jiri, body, { 'Idempotency-Key': 'shared-key' });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body._id).not.toBe(mine.body._id);
    await smtp.nextMailTo(eva.email);
    await smtp.nextMailTo(jiri.email);
  });

  it('answers 400 when the header and the body carry different keys', async () => {
    const { status, body } = await placeOrder(eva, order([{ product: ids.letak, qty: 1 }], { idempotencyKey: 'a' }), { 'Idempotency-Key': 'b' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Klíč Idempotency-Key v hlavičce a v těle požadavku se liší.' });
  });
});

describe('reading orders', () => {
  it('GET /api/orders/myorders lists only the customer’s own orders, newest first', async () => {
    const { status, body } = await call<OrderJson[]>(server, '/api/orders/myorders', withToken(eva.token));
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body.every((o) => o.user?._id === eva.id)).toBe(true);
    const times = body.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('a customer reading someone else’s order gets 404; their own and any for an administrator 200', async () => {
    const [jirisOrder] = (await call<OrderJson[]>(server, '/api/orders/myorders', withToken(jiri.token))).body;
    const path = `/api/orders/${jirisOrder!._id}`;
    expect(await call(server, path, withToken(eva.token))).toEqual({ status: 404, body: { message: 'Objednávka nenalezena' } });
    expect((await call(server, path, withToken(jiri.token))).body).toEqual(jirisOrder);
    // Staff also see the order's mails, and its hand-over to a carrier (none for a postal order).
    expect((await call(server, path, withToken(admin.token))).body).toEqual({
      ...jirisOrder,
      mails: [expect.objectContaining({ to: jiri.email, state: expect.any(String) })],
      parcelHandover: { carrier: null, failure: null },
    });
    expect(await call(server, '/api/orders/abc', withToken(jiri.token))).toEqual({ status: 400, body: { message: 'Neplatné ID objednávky' } });
    expect((await call(server, path)).status).toBe(401);
  });

  it('GET /api/orders lists every order, newest first, for administrators only (403 for customers)', async () => {
    expect(await call(server, '/api/orders', withToken(jiri.token))).toEqual({ status: 403, body: { message: 'Not authorized as an admin' } });
    const { status, body } = await call<OrderJson[]>(server, '/api/orders', withToken(admin.token));
    expect(status).toBe(200);
    expect(body).toHaveLength(await orderCount());
    expect(new Set(body.map((o) => o.user?._id))).toEqual(new Set([jiri.id, eva.id]));
  });

  it('order numbers are unique, increasing with time and at most 10 digits', async () => {
    const { body } = await call<OrderJson[]>(server, '/api/orders', withToken(admin.token));
    const numbers = body.map((o) => o.orderNumber).reverse();
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers[0]).toBe(2026000001);
    for (const n of numbers) expect(String(n)).toMatch(/^\d{1,10}$/);
  });
});

describe('payment QR and resending the confirmation', () => {
  let orderId: number;

  beforeAll(async () => {
    const placed = await placeOrder(
      jiri,
      order([
        { product: ids.zivot, qty: 1 },
        { product: ids.ekonomie, qty: 1 },
      ]),
    );
    orderId = placed.body._id;
    await smtp.nextMailTo(jiri.email);
  });

  it('GET /api/orders/{id}/payment-qr answers the QR Platba of the customer’s unpaid transfer', async () => {
    const { status, body } = await call<PaymentQrJson>(server, `/api/orders/${orderId}/payment-qr`, withToken(jiri.token));
    expect(status).toBe(200);
    const { orderNumber } = (await call<OrderJson>(server, `/api/orders/${orderId}`, withToken(jiri.token))).body;
    expect(body).toEqual({
      spayd: `SPD*1.0*ACC:CZ6508000000192000145399*AM:493.95*CC:CZK*X-VS:${orderNumber}*MSG:Objednavka ${orderNumber}`,
      iban: 'CZ6508000000192000145399',
      amount: 493.95,
      variableSymbol: String(orderNumber),
      message: `Objednavka ${orderNumber}`,
      svg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/),
    });
    expect((await call(server, `/api/orders/${orderId}/payment-qr`, withToken(eva.token))).status).toBe(404);
  });

  it('the QR Platba string is SPAYD 1.0: the header, then ACC, AM, CC, X-VS and MSG each after one *, none after the last', async () => {
    const { spayd } = (await call<PaymentQrJson>(server, `/api/orders/${orderId}/payment-qr`, withToken(jiri.token))).body;
    expect(spayd).toMatch(/^SPD\*1\.0\*ACC:CZ\d{22}\*AM:\d{1,7}\.\d{2}\*CC:CZK\*X-VS:\d{1,10}\*MSG:[\x20-\x29\x2b-\x7e]{1,60}$/);
    expect(
      spayd
        .split('*')
        .slice(2)
        .map((field) => field.split(':')[0]),
    ).toEqual(['ACC', 'AM', 'CC', 'X-VS', 'MSG']);
  });

  it('PUT /api/orders/{id}/resend-confirmation mails the confirmation and the invoice again', async () => {
    const { status, body } = await call<Message>(server, `/api/orders/${orderId}/resend-confirmation`, withToken(jiri.token, 'PUT'));
    expect(status).toBe(200);
    expect(body.message).toBe('Potvrzení objednávky s fakturou jsme poslali na jiri.dvorak@example.cz.');
    const mail = await smtp.nextMailTo(jiri.email);
    expect(mail.subject).toMatch(/^Znovu zasíláme potvrzení objednávky č. 2026\d{6} – Slovo života$/);
    const pdf = await pdfAttachmentOf(mail);
    expect(pdf.text).toContain('Jiří Dvořák');
    expect(pdf.text).toContain('Celkem k úhradě: 493,95 Kč');
  });

  it('only for the customer’s own order (404 for others); an administrator may resend it to the customer', async () => {
    expect(await call(server, `/api/orders/${orderId}/resend-confirmation`, withToken(eva.token, 'PUT'))).toEqual({
      status: 404,
      body: { message: 'Objednávka nenalezena' },
    });
    expect((await call(server, `/api/orders/${orderId}/resend-confirmation`, withToken(admin.token, 'PUT'))).status).toBe(200);
    await smtp.nextMailTo(jiri.email);
    // Neither Eva's refused call nor the administrator's resend queued a mail of this order to anyone but Jiří.
    expect(await queuedMails(server.db, eva.email, orderId)).toEqual([]);
    expect(await queuedMails(server.db, admin.email, orderId)).toEqual([]);
  });
});

describe('twenty customers, five copies, the same moment', () => {
  it('sells exactly five: five orders, stock 0 and never negative, the other fifteen get 409', async () => {
    const productId = await insertProduct(server.db, { name: 'Vzácný titul', price: 150_00, count_in_stock: 5 });
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signedInCustomer(server.db, `Zákazník ${i + 1}`, `zakaznik${i + 1}@example.cz`, { now: clock.now() })),
    );
    const answers = await Promise.all(
      customers.map((customer) =>
        fetch(`${server.url}/api/orders`, withJson('POST', order([{ product: productId, qty: 1 }]), customer.token)).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as Message,
        })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe('Produkt „Vzácný titul“ už není skladem v požadovaném množství (skladem 0 ks).');
    }
    expect(await stockOf(productId)).toBe(0);
    const sold = await server.db.selectFrom('order_items').select(['order_id', 'qty']).where('product_id', '=', productId).execute();
    expect(sold).toHaveLength(5);
    expect(new Set(sold.map((s) => s.order_id)).size).toBe(5);
  });
});

describe('a mail server that refuses the confirmation', () => {
  it('never undoes the order: 201 and the order exists, while its mail waits in the outbox with the server’s refusal', async () => {
    const failing = await startSmtpServer({ rejectAll: true });
    const other = await startTestServer({ smtpUrl: failing.url });
    try {
      const productId = await insertProduct(other.db, { name: 'Kniha', price: 100_00 });
      const customer = await signedInCustomer(other.db, 'Petr Novák', 'petr@example.cz');
      const placed = await call<OrderJson>(other, '/api/orders', withJson('POST', order([{ product: productId, qty: 1 }]), customer.token));
      expect(placed.status).toBe(201);
      expect(await other.db.selectFrom('orders').select('id').where('id', '=', placed.body._id).executeTakeFirst()).toBeDefined();
      const mailOfOrder = () =>
        other.db.selectFrom('mail_outbox').select(['state', 'attempts', 'last_error']).where('order_id', '=', placed.body._id).execute();
      await vi.waitFor(async () => expect(await mailOfOrder()).toEqual([{ state: 'pending', attempts: 1, last_error: expect.stringContaining('550') }]), {
        timeout: 15_000,
      });
      const resend = await call(other, `/api/orders/${placed.body._id}/resend-confirmation`, withToken(customer.token, 'PUT'));
      expect(resend.status).toBe(200);
      expect(await mailOfOrder()).toHaveLength(2);
    } finally {
      await other.close();
      await failing.close();
    }
  });
});

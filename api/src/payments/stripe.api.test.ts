// Card payment through Stripe Checkout (spec, storefront 2 Checkout, 4 Card payment, 7; issue 7),
// over HTTP, with the REAL Stripe SDK talking to the stand-in on 127.0.0.1 and mails through a real
// SMTP server on 127.0.0.1. "An order is marked paid by card only after the server has confirmed
// the payment with Stripe" (DESIGN, API contract).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderJson, type PaymentQrJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS, paymentMethodsFor } from '@contract/checkout/payment';
import { createStripeClient } from './stripeClient';
import { startStripeStandIn, type StripeStandIn } from '../../../dev/stripeStandIn';
import { cardPaymentMessages } from './cardPaymentMessages';
import { settleOverdueCardSessions } from './cardSessionExpiry';
import { createLog } from '../log';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { pdfAttachmentOf } from '../../test/pdfText';
import { queuedMails } from '../../test/queuedMails';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, SHOP_EMAIL, startTestServer, testClock, testConfig, type TestServer, withJson, withToken } from '../../test/testServer';

type Message = { message: string };
type Session = { id: string; url: string };

let smtp: SmtpStandIn;
let stripe: StripeStandIn;
let server: TestServer;
const clock = testClock(new Date('2026-04-01T08:00:00Z'));
const ids = { zivot: 0, ekonomie: 0 };
let jiri: Customer;
let eva: Customer;
let admin: Customer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeStandIn({ now: clock.now });
  server = await startTestServer({ smtpUrl: smtp.url, now: clock.now, payments: { stripe: stripe.client(), webhookSecret: stripe.webhookSecret } });
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
  ids.zivot = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 500 });
  // 199,90 Kč − 15 % → 169,95 Kč.
  ids.ekonomie = await insertProduct(server.db, { name: 'Boží ekonomie', price: 199_90, discount: 15, count_in_stock: 500 });
  jiri = await signedInCustomer(server.db, 'Jiří Dvořák', 'jiri@example.cz', { now: clock.now() });
  eva = await signedInCustomer(server.db, 'Eva Svobodová', 'eva@example.cz', { now: clock.now() });
  admin = await signedInCustomer(server.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true, now: clock.now() });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
  await smtp.close();
});

const czechAddress = { name: 'Jiří Dvořák', address: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
const slovakAddress = { name: 'Ján Kováč', address: 'Hlavná 5', city: 'Bratislava', postalCode: '811 01', country: 'Slovensko' };

/** A card order: 2 × Normální křesťanský život + 1 × Boží ekonomie + 75 Kč postage = 742,95 Kč. */
async function cardOrder(
  customer = jiri,
  shippingAddress: object = czechAddress,
  paymentMethod: string = PAYMENT_METHODS.card,
  delivery: { deliveryMethod?: string; pickupPointId?: string } = {},
): Promise<OrderJson> {
  clock.advance(60_000);
  const body = {
    orderItems: [
      { product: ids.zivot, qty: 2 },
      { product: ids.ekonomie, qty: 1 },
    ],
    shippingAddress,
    paymentMethod,
    ...delivery,
  };
  const { status, body: order } = await call<OrderJson>(server, '/api/orders', withJson('POST', body, customer.token));
  expect(status).toBe(201);
  return order;
}

const initPayment = async (order: OrderJson, customer = jiri) => {
  const { status, body } = await call<{ initPaymentId: string }>(server, `/api/orders/${order._id}/init-payment`, withToken(customer.token, 'PUT'));
  expect(status).toBe(200);
  return body.initPaymentId;
};

const createSession = (body: object, customer = jiri) =>
  call<Session & Message>(server, '/api/create-stripe-checkout-session', withJson('POST', body, customer.token));

/** 'Platba Stripe': a new attempt, then its Checkout session. */
async function startPayment(order: OrderJson, customer = jiri) {
  const initPaymentId = await initPayment(order, customer);
  const { status, body } = await createSession({ orderId: order._id }, customer);
  expect(status).toBe(200);
  return { initPaymentId, session: body };
}

const payStripe = (order: OrderJson, customer = jiri, body: unknown = { ...order, isPaid: true }) =>
  call<OrderJson & Message>(server, `/api/orders/${order._id}/pay-stripe`, withJson('PUT', body, customer.token));

const stateOf = (id: number) =>
  server.db
    .selectFrom('orders')
    .select(['is_paid', 'paid_at', 'init_payment_id', 'stripe_session_id', 'failed_payment_notified_for'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const eventCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('payment_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Posts a body to the webhook with a signature header of our choosing. */
const postWebhook = (payload: string, signature?: string) =>
  call<Message & { outcome?: string }>(server, '/api/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature !== undefined && { 'Stripe-Signature': signature }) },
    body: payload,
  });

const mailsToShopAbout = (order: OrderJson) => queuedMails(server.db, SHOP_EMAIL, order._id);

describe('the payment method', () => {
  it('offers "Platba kartou (Stripe)" in the Czech Republic and abroad, and takes card orders to both', async () => {
    expect(paymentMethodsFor('Česká republika')).toContain('Platba kartou (Stripe)');
    expect(paymentMethodsFor('Slovensko')).toContain('Platba kartou (Stripe)');
    expect((await cardOrder()).paymentMethod).toBe('Platba kartou (Stripe)');
    expect((await cardOrder(jiri, slovakAddress)).paymentMethod).toBe('Platba kartou (Stripe)');
  });

  it('takes the spec’s value "Stripe" as the card method: stored as "Platba kartou (Stripe)", paid through Checkout, named so on the invoice and to staff', async () => {
    const petr = await signedInCustomer(server.db, 'Petr Malý', 'petr@example.cz', { now: clock.now() });
    const order = await cardOrder(petr, czechAddress, 'Stripe');
    expect(order.paymentMethod).toBe(PAYMENT_METHODS.card);
    expect((await server.db.selectFrom('orders').select('payment_method').where('id', '=', order._id).executeTakeFirstOrThrow()).payment_method).toBe(
      PAYMENT_METHODS.card,
    );
    const invoice = await pdfAttachmentOf(await smtp.nextMailTo(petr.email));
    expect(invoice.text).toContain('Způsob platby: Platba kartou (Stripe)');
    const { session } = await startPayment(order, petr);
    await stripe.pay(session.id);
    expect((await payStripe(order, petr)).body.isPaid).toBe(true);
    expect((await call<OrderJson>(server, `/api/orders/${order._id}`, withToken(admin.token))).body.paymentMethod).toBe(PAYMENT_METHODS.card);
  });
});

describe('PUT/GET /api/orders/{id}/init-payment', () => {
  it('gives the order a fresh random initPaymentId each time, stores it and answers it on GET', async () => {
    const order = await cardOrder();
    const first = await initPayment(order);
    const second = await initPayment(order);
    expect(first).toMatch(/^[\w-]{20,}$/);
    expect(second).not.toBe(first);
    expect((await stateOf(order._id)).init_payment_id).toBe(second);
    expect(await call(server, `/api/orders/${order._id}/init-payment`, withToken(jiri.token))).toEqual({ status: 200, body: { initPaymentId: second } });
  });

  it('only for the customer’s own unpaid card order: 401 without a token, 404 for someone else’s, 409 for a transfer order', async () => {
    const order = await cardOrder();
    expect((await call(server, `/api/orders/${order._id}/init-payment`, { method: 'PUT' })).status).toBe(401);
    expect(await call(server, `/api/orders/${order._id}/init-payment`, withToken(eva.token, 'PUT'))).toEqual({
      status: 404,
      body: { message: 'Objednávka nenalezena' },
    });
    expect((await call(server, `/api/orders/${order._id}/init-payment`, withToken(eva.token))).status).toBe(404);
    const transfer = await cardOrder(jiri, czechAddress, PAYMENT_METHODS.bankTransfer);
    expect(await call(server, `/api/orders/${transfer._id}/init-payment`, withToken(jiri.token, 'PUT'))).toEqual({
      status: 409,
      body: { message: cardPaymentMessages.notCard },
    });
  });
});

describe('POST /api/create-stripe-checkout-session', () => {
  it('creates the Checkout session through the Stripe SDK from the STORED order: CZK in haléře, lines, postage, e-mail, order and attempt, return URLs', async () => {
    const order = await cardOrder();
    const { initPaymentId, session } = await startPayment(order);
    expect(session).toEqual({ id: expect.stringMatching(/^cs_test_/), url: `${stripe.url}/pay/${session.id}` });
    const stored = stripe.sessions.get(session.id)!;
    expect(stored).toMatchObject({
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 742_95,
      currency: 'czk',
      customer_email: 'jiri@example.cz',
      client_reference_id: String(order._id),
      metadata: { orderId: String(order._id), orderNumber: String(order.orderNumber), initPaymentId },
      locale: 'cs',
      success_url: `${server.url}/order/${order._id}/stripe-success/${initPaymentId}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/order/${order._id}/stripe-fail`,
    });
    expect(stripe.lines.get(session.id)).toEqual([
      { name: 'Normální křesťanský život', quantity: 2, unitAmount: 249_00, currency: 'czk' },
      { name: 'Boží ekonomie (sleva 15 %)', quantity: 1, unitAmount: 169_95, currency: 'czk' },
      { name: 'Poštovné a balné (Česká pošta – na adresu)', quantity: 1, unitAmount: 75_00, currency: 'czk' },
    ]);
    expect((await stateOf(order._id)).stripe_session_id).toBe(session.id);
  });

  it('names the delivery method on the postage line and the pickup point under it, as the order page shows them', async () => {
    await server.db
      .insertInto('pickup_points')
      .values({
        carrier: 'packeta',
        id: '4321',
        kind: 'point',
        name: 'Knihkupectví Řeč',
        street: 'Krátká 55',
        city: 'Třebíč',
        zip: '674 01',
        lat: 49.215,
        lon: 15.881,
        opening_hours: JSON.stringify(Array(7).fill('08:00–18:00')),
        wheelchair: 0,
        card_payment: 1,
        max_weight_kg: 10,
        max_size_cm: null,
        name_folded: 'knihkupectvi rec kratka 55 trebic 674 01',
        closed_at: null,
        refreshed_at: clock.now().toISOString(),
      })
      .execute();
    const order = await cardOrder(jiri, czechAddress, PAYMENT_METHODS.card, { deliveryMethod: 'packeta', pickupPointId: '4321' });
    const { session } = await startPayment(order);
    expect(stripe.lines.get(session.id)!.at(-1)).toEqual({
      name: 'Poštovné a balné (Zásilkovna – výdejní místo nebo Z-BOX)',
      description: 'Výdejní místo: Knihkupectví Řeč (4321), Krátká 55, 674 01 Třebíč',
      quantity: 1,
      unitAmount: 69_00,
      currency: 'czk',
    });
    expect(stripe.sessions.get(session.id)!.amount_total).toBe(order.totalPrice * 100);
  });

  it('accepts the spec’s body (userName, email, products, url, initPaymentId, shippingPrice) but ignores its amounts and e-mail', async () => {
    const order = await cardOrder();
    const initPaymentId = await initPayment(order);
    const specBody = {
      userName: 'Podvodník',
      email: 'jiny@example.cz',
      products: [{ name: 'Normální křesťanský život', qty: 1, price: 1 }],
      url: `/order/${order._id}`,
      initPaymentId,
      shippingPrice: 0,
    };
    const { status, body } = await createSession(specBody);
    expect(status).toBe(200);
    expect(stripe.sessions.get(body.id)).toMatchObject({ amount_total: 742_95, customer_email: 'jiri@example.cz', client_reference_id: String(order._id) });
  });

  it('a repeated click answers the same session (idempotency key per attempt); a new attempt gets a new one and expires the old', async () => {
    const order = await cardOrder();
    const { initPaymentId, session } = await startPayment(order);
    const again = await createSession({ orderId: order._id, initPaymentId });
    expect(again).toEqual({ status: 200, body: session });
    const next = await startPayment(order);
    expect(next.session.id).not.toBe(session.id);
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    expect(stripe.sessions.get(next.session.id)!.metadata.initPaymentId).toBe(next.initPaymentId);
  });

  it('abroad: the postage is invoiced later, so the session charges the products only', async () => {
    const order = await cardOrder(jiri, slovakAddress);
    const { session } = await startPayment(order);
    expect(stripe.sessions.get(session.id)!.amount_total).toBe(667_95);
    expect(stripe.lines.get(session.id)!.map((l) => l.name)).not.toContain('Poštovné a balné');
  });

  it('refuses an old attempt, someone else’s order, a transfer order, a missing order id and no token', async () => {
    const order = await cardOrder();
    const old = await initPayment(order);
    await initPayment(order);
    expect(await createSession({ orderId: order._id, initPaymentId: old })).toEqual({ status: 409, body: { message: cardPaymentMessages.staleAttempt } });
    expect((await createSession({ orderId: order._id }, eva)).status).toBe(404);
    const transfer = await cardOrder(jiri, czechAddress, PAYMENT_METHODS.bankTransfer);
    expect(await createSession({ orderId: transfer._id })).toEqual({ status: 409, body: { message: cardPaymentMessages.notCard } });
    expect(await createSession({ products: [] })).toEqual({ status: 400, body: { message: cardPaymentMessages.orderMissing } });
    expect((await call(server, '/api/create-stripe-checkout-session', withJson('POST', { orderId: order._id }))).status).toBe(401);
  });
});

describe('PUT /api/orders/{id}/pay-stripe: the server asks Stripe, never the browser', () => {
  it('marks the order paid when the session it stored is paid, for the order’s total in CZK, naming the order and its attempt', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    const { redirect } = await stripe.pay(session.id, { webhook: false });
    expect(redirect).toContain(`/stripe-success/`);
    expect(redirect).toContain(`session_id=${session.id}`);
    clock.advance(1000);
    const { status, body } = await payStripe(order);
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: order._id, isPaid: true, paidAt: clock.now().toISOString() });
  });

  it('an unpaid session (the customer never paid) answers 402 whatever the browser says, and changes nothing', async () => {
    const order = await cardOrder();
    await startPayment(order);
    const before = await stateOf(order._id);
    expect(await payStripe(order, jiri, { isPaid: true, paidAt: '2026-01-01', paymentResult: { status: 'paid' } })).toEqual({
      status: 402,
      body: { message: cardPaymentMessages.notPaidYet },
    });
    expect(await stateOf(order._id)).toEqual(before);
  });

  it('another order’s paid session stored on this order (foreign) answers 409 and changes nothing', async () => {
    const order = await cardOrder();
    const other = await cardOrder();
    await startPayment(order);
    const { session: othersSession } = await startPayment(other);
    await stripe.pay(othersSession.id, { webhook: false });
    await server.db.updateTable('orders').set({ stripe_session_id: othersSession.id }).where('id', '=', order._id).execute();
    expect(await payStripe(order)).toEqual({ status: 409, body: { message: cardPaymentMessages.mismatch } });
    expect((await stateOf(order._id)).is_paid).toBe(0);
  });

  it('a paid session for a different amount answers 409 and changes nothing (made through the SDK, and crafted in the stand-in’s store)', async () => {
    const order = await cardOrder();
    const initPaymentId = await initPayment(order);
    // A session that names the order and its attempt but charges 1 Kč.
    const cheap = await stripe.client().checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'czk', unit_amount: 100, product_data: { name: 'Levná kniha' } }, quantity: 1 }],
      client_reference_id: String(order._id),
      metadata: { orderId: String(order._id), initPaymentId },
      success_url: 'http://127.0.0.1/ok',
    });
    await stripe.pay(cheap.id, { webhook: false });
    await server.db.updateTable('orders').set({ stripe_session_id: cheap.id }).where('id', '=', order._id).execute();
    expect(await payStripe(order)).toEqual({ status: 409, body: { message: cardPaymentMessages.mismatch } });

    const { session } = await startPayment(order);
    await stripe.pay(session.id, { webhook: false });
    stripe.sessions.get(session.id)!.currency = 'eur';
    expect((await payStripe(order)).status).toBe(409);
    stripe.sessions.get(session.id)!.currency = 'czk';
    stripe.sessions.get(session.id)!.amount_total = 742_94;
    expect((await payStripe(order)).status).toBe(409);
    expect((await stateOf(order._id)).is_paid).toBe(0);
  });

  it('answers 409 before any payment was started, and 404 for someone else’s order', async () => {
    const order = await cardOrder();
    expect(await payStripe(order)).toEqual({ status: 409, body: { message: cardPaymentMessages.notStarted } });
    expect((await payStripe(order, eva)).status).toBe(404);
  });

  it('a new attempt after the previous session was paid (return page never reached) marks the order paid instead of starting another payment', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    await stripe.pay(session.id, { webhook: false });
    expect(await call(server, `/api/orders/${order._id}/init-payment`, withToken(jiri.token, 'PUT'))).toEqual({
      status: 409,
      body: { message: cardPaymentMessages.alreadyPaid },
    });
    expect((await stateOf(order._id)).is_paid).toBe(1);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('a bad, missing or foreign-secret signature, or a body changed after signing, answers 400 {message} and changes nothing', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    await stripe.pay(session.id, { webhook: false });
    const event = stripe.eventFor('checkout.session.completed', session.id);
    const payload = JSON.stringify(event);
    const events = await eventCount();
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_somebody_else' });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
    for (const [body, signature] of [
      [payload, 't=1,v1=deadbeef'],
      [payload, undefined],
      [payload, forged],
      [payload.replace(String(order._id), String(order._id + 1)), signed],
    ] as const) {
      expect(await postWebhook(body, signature)).toEqual({ status: 400, body: { message: cardPaymentMessages.badSignature } });
    }
    expect(await eventCount()).toBe(events);
    expect((await stateOf(order._id)).is_paid).toBe(0);
    expect(await stripe.deliver(event, { secret: 'whsec_wrong' })).toBe(400);
    expect((await stateOf(order._id)).is_paid).toBe(0);
  });

  it('checkout.session.completed marks the order paid; the same event delivered again changes nothing (paidAt unchanged)', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    await stripe.pay(session.id, { webhook: false });
    const event = stripe.eventFor('checkout.session.completed', session.id);
    expect(await stripe.deliver(event)).toBe(200);
    const paid = await stateOf(order._id);
    expect(paid).toMatchObject({ is_paid: 1, paid_at: clock.now().toISOString() });
    clock.advance(60_000);
    const again = await postWebhook(
      JSON.stringify(event),
      Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: stripe.webhookSecret }),
    );
    expect(again).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await stateOf(order._id)).toEqual(paid);
  });

  it('the stand-in’s ‘Zaplatit’ sends the signed webhook itself, which marks the order paid before the browser is back', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    const { webhookStatus } = await stripe.pay(session.id);
    expect(webhookStatus).toBe(200);
    expect((await stateOf(order._id)).is_paid).toBe(1);
    expect((await payStripe(order)).body.isPaid).toBe(true);
  });

  it('completed but not yet paid (a delayed method) changes nothing; async_payment_succeeded then marks it paid', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    await stripe.deliver(stripe.eventFor('checkout.session.completed', session.id));
    expect((await stateOf(order._id)).is_paid).toBe(0);
    await stripe.pay(session.id, { webhook: false });
    expect(await stripe.deliver(stripe.eventFor('checkout.session.async_payment_succeeded', session.id))).toBe(200);
    expect((await stateOf(order._id)).is_paid).toBe(1);
  });

  it('a signed event whose session does not match the order (amount, old attempt) is acknowledged but changes nothing', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    await stripe.pay(session.id, { webhook: false });
    stripe.sessions.get(session.id)!.amount_total = 1_00;
    const wrongAmount = stripe.eventFor('checkout.session.completed', session.id);
    stripe.sessions.get(session.id)!.amount_total = 742_95;
    const staleAttempt = stripe.eventFor('checkout.session.completed', session.id);
    staleAttempt.data.object.metadata.initPaymentId = 'an-old-attempt';
    for (const event of [wrongAmount, staleAttempt]) {
      const payload = JSON.stringify(event);
      const answer = await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }));
      expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    }
    expect((await stateOf(order._id)).is_paid).toBe(0);
  });

  it('answers other event types 200 without doing anything', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    const event = { ...stripe.eventFor('checkout.session.completed', session.id), type: 'checkout.session.expired' };
    const payload = JSON.stringify(event);
    expect(await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }))).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
  });
});

describe('pay-stripe and the webhook racing: whichever comes first marks the order paid, the other changes nothing', () => {
  async function paidSession() {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    await stripe.pay(session.id, { webhook: false });
    return { order, event: stripe.eventFor('checkout.session.completed', session.id) };
  }

  it('webhook first, then the browser: pay-stripe answers the paid order, paidAt unchanged', async () => {
    const { order, event } = await paidSession();
    await stripe.deliver(event);
    const paidAt = (await stateOf(order._id)).paid_at;
    clock.advance(5_000);
    expect((await payStripe(order)).body).toMatchObject({ isPaid: true, paidAt });
  });

  it('browser first, then the webhook: the webhook changes nothing, paidAt unchanged', async () => {
    const { order, event } = await paidSession();
    const { body } = await payStripe(order);
    clock.advance(5_000);
    const payload = JSON.stringify(event);
    expect(await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }))).toEqual({
      status: 200,
      body: { received: true, outcome: 'unchanged' },
    });
    expect((await stateOf(order._id)).paid_at).toBe(body.paidAt);
  });

  it('both at the same moment, twice each: the order is paid once, both answer success', async () => {
    const { order, event } = await paidSession();
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
    const answers = await Promise.all([payStripe(order), postWebhook(payload, signature), payStripe(order), postWebhook(payload, signature)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const outcomes = [answers[1]!.body.outcome, answers[3]!.body.outcome].sort();
    expect(outcomes).toContain('duplicate');
    expect((await stateOf(order._id)).is_paid).toBe(1);
  });
});

describe('PUT /api/orders/{id}/failed-payment-notif: the shop is told once per failed attempt', () => {
  it('mails the shop through SMTP once; entering the failure page again sends nothing; a new failed attempt mails again', async () => {
    const order = await cardOrder();
    const { initPaymentId, session } = await startPayment(order);
    const notify = () => call<{ notified: boolean }>(server, `/api/orders/${order._id}/failed-payment-notif`, withToken(jiri.token, 'PUT'));

    expect((await notify()).body.notified).toBe(true);
    const mail = await smtp.nextMailTo(SHOP_EMAIL, String(order.orderNumber));
    expect(mail.subject).toBe(`Neúspěšná platba kartou – objednávka č. ${order.orderNumber}`);
    expect(mail.text).toContain('Jiří Dvořák <jiri@example.cz>');
    expect(mail.text.replace(/\s/g, ' ')).toContain('742,95 Kč');
    expect(mail.text).toContain(session.id);
    expect(mail.text).toContain(`${server.url}/admin/order/${order._id}`);
    expect(mail.replyTo).toEqual(['jiri@example.cz']);
    expect((await stateOf(order._id)).failed_payment_notified_for).toBe(initPaymentId);

    expect((await notify()).body.notified).toBe(false);
    expect((await Promise.all([notify(), notify()])).map((a) => a.body.notified)).toEqual([false, false]);
    expect(await mailsToShopAbout(order)).toHaveLength(1);

    await startPayment(order);
    expect((await notify()).body.notified).toBe(true);
    await smtp.nextMailTo(SHOP_EMAIL, String(order.orderNumber));
    expect((await notify()).body.notified).toBe(false);
    expect(await mailsToShopAbout(order)).toHaveLength(2);
  });

  it('two failure pages opened at the same moment mail once', async () => {
    const order = await cardOrder();
    await startPayment(order);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call<{ notified: boolean }>(server, `/api/orders/${order._id}/failed-payment-notif`, withToken(jiri.token, 'PUT'))),
    );
    expect(answers.filter((a) => a.body.notified)).toHaveLength(1);
    expect(await mailsToShopAbout(order)).toHaveLength(1);
    await smtp.nextMailTo(SHOP_EMAIL, String(order.orderNumber));
  });

  it('Stripe’s checkout.session.async_payment_failed notifies too, once per attempt (not again from the failure page)', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    const event = stripe.eventFor('checkout.session.async_payment_failed', session.id);
    expect(await stripe.deliver(event)).toBe(200);
    expect((await smtp.nextMailTo(SHOP_EMAIL, String(order.orderNumber))).text).toContain('Stripe oznámil');
    expect(await stripe.deliver(event)).toBe(200);
    const page = await call<{ notified: boolean }>(server, `/api/orders/${order._id}/failed-payment-notif`, withToken(jiri.token, 'PUT'));
    expect(page.body.notified).toBe(false);
    expect(await mailsToShopAbout(order)).toHaveLength(1);
  });

  it('a paid order sends nothing; someone else’s order is 404', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    await stripe.pay(session.id);
    expect((await call<{ notified: boolean }>(server, `/api/orders/${order._id}/failed-payment-notif`, withToken(jiri.token, 'PUT'))).body.notified).toBe(
      false,
    );
    expect((await call(server, `/api/orders/${order._id}/failed-payment-notif`, withToken(eva.token, 'PUT'))).status).toBe(404);
    expect(await mailsToShopAbout(order)).toEqual([]);
  });
});

describe('the alternatives: bank transfer and staff', () => {
  it('GET /api/orders/{id}/payment-qr answers QR Platba for an unpaid card order in the Czech Republic (variable symbol = order number), 409 once paid', async () => {
    const order = await cardOrder();
    const qr = await call<PaymentQrJson>(server, `/api/orders/${order._id}/payment-qr`, withToken(jiri.token));
    expect(qr.status).toBe(200);
    expect(qr.body).toMatchObject({ amount: 742.95, variableSymbol: String(order.orderNumber), iban: 'CZ6508000000192000145399' });
    expect(qr.body.spayd).toContain(`X-VS:${order.orderNumber}`);
    expect(qr.body.svg).toContain('<svg');
    const { session } = await startPayment(order);
    await stripe.pay(session.id);
    expect((await call(server, `/api/orders/${order._id}/payment-qr`, withToken(jiri.token))).status).toBe(409);
  });

  it('staff can still mark a card order paid by hand; Stripe’s late confirmation then changes nothing (paidAt stays)', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    clock.advance(1000);
    const marked = await call<OrderJson>(server, `/api/orders/${order._id}/paid`, withToken(admin.token, 'PUT'));
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ isPaid: true, paidAt: clock.now().toISOString(), paymentMethod: 'Platba kartou (Stripe)' });
    clock.advance(60_000);
    await stripe.pay(session.id);
    expect((await payStripe(order)).body.paidAt).toBe(marked.body.paidAt);
    expect((await stateOf(order._id)).paid_at).toBe(marked.body.paidAt);
    // …and a paid order starts no new card payment.
    expect((await call(server, `/api/orders/${order._id}/init-payment`, withToken(jiri.token, 'PUT'))).status).toBe(409);
  });
});

describe('staff cancelling a card order', () => {
  const cancel = (order: OrderJson, on: TestServer = server, token = admin.token) =>
    call<OrderJson & Message>(on, `/api/orders/${order._id}/cancel`, withToken(token, 'PUT'));

  it('expires its open Checkout session: ‘Zaplatit’ on Stripe’s page no longer pays the cancelled order', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    const cancelled = await cancel(order);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.isCancelled).toBe(true);
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');

    const confirm = await fetch(`${session.url}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(confirm.headers.get('location')).toBe(`/pay/${session.id}`);
    expect(stripe.sessions.get(session.id)).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect((await stateOf(order._id)).is_paid).toBe(0);
  });

  it('a session paid just before (its webhook not yet in) marks the order paid as well as cancelled, for a refund in Stripe', async () => {
    const order = await cardOrder();
    const { session } = await startPayment(order);
    await stripe.pay(session.id, { webhook: false });
    const cancelled = await cancel(order);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ isPaid: true, isCancelled: true });
  });

  it('while Stripe cannot be reached answers 502 in Czech and leaves the order as it was', async () => {
    const unreachable = await startTestServer({
      now: clock.now,
      payments: { stripe: createStripeClient('sk_test_unreachable', { host: '127.0.0.1', port: 9, protocol: 'http' }), webhookSecret: undefined },
    });
    try {
      const staff = await signedInCustomer(unreachable.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true, now: clock.now() });
      const customer = await signedInCustomer(unreachable.db, 'Jana Nová', 'jana@example.cz', { now: clock.now() });
      const product = await insertProduct(unreachable.db, { name: 'Kniha', price: 100_00 });
      const placed = await call<OrderJson>(
        unreachable,
        '/api/orders',
        withJson('POST', { orderItems: [{ product, qty: 1 }], shippingAddress: czechAddress, paymentMethod: PAYMENT_METHODS.card }, customer.token),
      );
      await unreachable.db.updateTable('orders').set({ stripe_session_id: 'cs_test_started_before' }).where('id', '=', placed.body._id).execute();
      expect(await cancel(placed.body, unreachable, staff.token)).toEqual({ status: 502, body: { message: cardPaymentMessages.gatewayFailed } });
      const row = await unreachable.db
        .selectFrom('orders')
        .select(['is_cancelled', 'stripe_session_id'])
        .where('id', '=', placed.body._id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ is_cancelled: 0, stripe_session_id: 'cs_test_started_before' });
    } finally {
      await unreachable.close();
    }
  });
});

describe('a card session that runs out unpaid: the order is cancelled, its copies return and the customer is told, once', () => {
  const HOUR = 60 * 60 * 1000;
  const stockOf = async (id: number) =>
    (await server.db.selectFrom('products').select('count_in_stock').where('id', '=', id).executeTakeFirstOrThrow()).count_in_stock;
  const stocks = async () => [await stockOf(ids.zivot), await stockOf(ids.ekonomie)];
  const staffView = async (order: OrderJson) => (await call<OrderJson>(server, `/api/orders/${order._id}`, withToken(admin.token))).body;
  /** A card order whose confirmation mail has arrived, so the next mail to the customer is what the expiry sends. */
  const placedCardOrder = async (customer: Customer) => {
    const order = await cardOrder(customer);
    await smtp.nextMailTo(customer.email);
    return order;
  };
  const cancellationMails = async (order: OrderJson) =>
    (await server.db.selectFrom('mail_outbox').select('subject').where('order_id', '=', order._id).execute()).filter((m) => m.subject.includes('byla zrušena'))
      .length;
  /** The server's own round over overdue sessions, as server.ts runs it every 10 minutes. */
  const sweep = () =>
    settleOverdueCardSessions({
      db: server.db,
      now: clock.now,
      config: testConfig(server.dir, server.url),
      log: createLog({ level: 'silent', destination: { write: () => {} } }),
      payments: { stripe: stripe.client(), webhookSecret: stripe.webhookSecret },
    });

  it('on checkout.session.expired (sent signed through the real SDK’s format) the order is cancelled and 2 + 1 copies return', async () => {
    const jana = await signedInCustomer(server.db, 'Jana Malá', 'jana.mala@example.cz', { now: clock.now() });
    const before = await stocks();
    const order = await placedCardOrder(jana);
    expect(await stocks()).toEqual([before[0]! - 2, before[1]! - 1]);
    const { session } = await startPayment(order, jana);
    clock.advance(24 * HOUR);

    expect(await stripe.runOut(session.id)).toBe(200);
    expect(await stocks()).toEqual(before);
    expect(await staffView(order)).toMatchObject({ isCancelled: true, isPaid: false, cardPaymentFailed: true });
    // The credit note of the cancelled order comes in a mail of its own (orders/creditNotes.ts).
    const mail = await smtp.nextMailTo(jana.email, 'platnost platební stránky vypršela');
    expect(mail.subject).toBe(`Objednávka č. ${order.orderNumber} byla zrušena – Slovo života`);
    expect(mail.text).toContain('platnost platební stránky vypršela');

    // Once: the same event again, and another expired event for the session, change nothing.
    const again = stripe.eventFor('checkout.session.expired', session.id);
    expect(await stripe.deliver(again)).toBe(200);
    expect(await stripe.deliver(again)).toBe(200);
    expect(await stocks()).toEqual(before);
    expect(await sweep()).toBe(0);
    expect(await cancellationMails(order)).toBe(1);
  });

  it('a session the shop ends itself (a new attempt) leaves the order and its copies as they are', async () => {
    const order = await cardOrder();
    const held = await stocks();
    const { session } = await startPayment(order);
    await initPayment(order); // closes the open session: Stripe sends checkout.session.expired for it
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    expect(await staffView(order)).toMatchObject({ isCancelled: false, cardPaymentFailed: false });
    expect(await stocks()).toEqual(held);
  });

  it('the server finds a session past its expiry itself when the event never comes, and one paid meanwhile is marked paid', async () => {
    const petra = await signedInCustomer(server.db, 'Petra Veselá', 'petra.vesela@example.cz', { now: clock.now() });
    const before = await stocks();
    const unpaid = await placedCardOrder(petra);
    const paid = await placedCardOrder(petra);
    const webhookUrl = stripe.webhookUrl;
    stripe.webhookUrl = undefined; // no event reaches the shop
    try {
      const { session: open } = await startPayment(unpaid, petra);
      const { session: payedFor } = await startPayment(paid, petra);
      await stripe.pay(payedFor.id, { webhook: false });
      clock.advance(23 * HOUR);
      expect(await sweep()).toBe(0);
      expect((await staffView(unpaid)).isCancelled).toBe(false);

      clock.advance(HOUR + 60_000);
      expect(await sweep()).toBe(1);
      expect(stripe.sessions.get(open.id)!.status).toBe('expired');
      expect(await staffView(unpaid)).toMatchObject({ isCancelled: true, cardPaymentFailed: true });
      expect(await staffView(paid)).toMatchObject({ isCancelled: false, isPaid: true, cardPaymentFailed: false });
      expect(await stocks()).toEqual([before[0]! - 2, before[1]! - 1]);
      expect((await smtp.nextMailTo(petra.email, 'platnost platební stránky vypršela')).subject).toBe(
        `Objednávka č. ${unpaid.orderNumber} byla zrušena – Slovo života`,
      );
      const creditNotes = (await queuedMails(server.db, petra.email, unpaid._id)).filter((m) => m.subject.startsWith('Opravný daňový doklad'));
      expect(creditNotes).toHaveLength(1);
      expect(await sweep()).toBe(0);
      expect(await cancellationMails(unpaid)).toBe(1);
    } finally {
      stripe.webhookUrl = webhookUrl;
    }
  });
});

describe('a shop without card payments configured', () => {
  it('answers every card call 503 with a clear Czech message', async () => {
    const bare = await startTestServer();
    try {
      const customer = await signedInCustomer(bare.db, 'Jana Nová', 'jana@example.cz');
      const product = await insertProduct(bare.db, { name: 'Kniha', price: 100_00 });
      const placed = await call<OrderJson>(
        bare,
        '/api/orders',
        withJson('POST', { orderItems: [{ product, qty: 1 }], shippingAddress: czechAddress, paymentMethod: PAYMENT_METHODS.card }, customer.token),
      );
      expect(placed.status).toBe(201);
      const refused = { status: 503, body: { message: cardPaymentMessages.notConfigured } };
      expect(await call(bare, `/api/orders/${placed.body._id}/init-payment`, withToken(customer.token, 'PUT'))).toEqual(refused);
      expect(await call(bare, '/api/create-stripe-checkout-session', withJson('POST', { orderId: placed.body._id }, customer.token))).toEqual(refused);
      expect(await call(bare, `/api/orders/${placed.body._id}/pay-stripe`, withToken(customer.token, 'PUT'))).toEqual(refused);
      expect((await call(bare, '/api/stripe/webhook', { method: 'POST', body: '{}' })).status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

// Web Push over HTTP against the real app and database, sending through the push-service stand-in
// on loopback (dev/pushStandIn.ts), which checks each push's VAPID signature and decrypts it with the
// subscription's own key pair, made here as a browser makes it.
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { PUSH_ENDPOINT_MAX, type PushPayload, pushMessages } from '@contract/push';
import { type PushStandIn, type StandInSubscription, startPushStandIn } from '../../../dev/pushStandIn';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { insertOrder } from '../../test/staff';
import { call, type MessageJson, startTestServer, type TestServer, testClock, withJson } from '../../test/testServer';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:obchod@example.cz' };
const MINUTE = 60_000;

/** A browser's subscription: its own P-256 key pair and auth secret, registered with the stand-in. */
function browserSubscription(standIn: PushStandIn): StandInSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return standIn.register({ ecdh, auth: randomBytes(16) });
}

const payloadOf = async (standIn: PushStandIn, endpoint: string) => JSON.parse((await standIn.nextPushTo(endpoint)).payload) as PushPayload;
const outboxOf = (server: TestServer, endpoint: string) =>
  server.db
    .selectFrom('push_outbox')
    .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_outbox.subscription_id')
    .select(['push_outbox.payload', 'push_outbox.state', 'push_outbox.attempts', 'push_outbox.next_attempt_at', 'push_outbox.last_error'])
    .where('push_subscriptions.endpoint', '=', endpoint)
    .orderBy('push_outbox.id')
    .execute();

let standIn: PushStandIn;
beforeAll(async () => {
  standIn = await startPushStandIn();
});
afterAll(() => standIn.close());

describe('push subscriptions', () => {
  let server: TestServer;
  let jana: Customer;
  let petr: Customer;
  beforeAll(async () => {
    server = await startTestServer({ push: { vapid, sender: false } });
    jana = await signedInCustomer(server.db, 'Jana Nováková', 'jana@example.cz');
    petr = await signedInCustomer(server.db, 'Petr Dvořák', 'petr@example.cz');
  });
  afterAll(() => server.close());

  it('gives the VAPID key, keeps a device per subscription with its topics, and removes only the customer’s own', async () => {
    expect(await call(server, '/api/push/key')).toEqual({ status: 200, body: { publicKey: vapid.publicKey } });
    const phone = browserSubscription(standIn);
    const tablet = browserSubscription(standIn);
    expect((await call(server, '/api/push/subscriptions', withJson('POST', phone))).status).toBe(401);
    expect(await call(server, '/api/push/subscriptions', withJson('POST', phone, jana.token))).toEqual({
      status: 201,
      body: { message: pushMessages.subscribed, topics: ['orders'] },
    });
    expect((await call(server, '/api/push/subscriptions', withJson('POST', { ...tablet, topics: ['podcast:studium-zivota'] }, jana.token))).body).toEqual({
      message: pushMessages.subscribed,
      topics: ['podcast:studium-zivota'],
    });
    const topics = { endpoint: phone.endpoint, topics: ['podcast:slova-zivota', 'orders'] };
    expect(await call(server, '/api/push/subscriptions/topics', withJson('PUT', topics, jana.token))).toEqual({
      status: 200,
      body: { message: pushMessages.topicsSaved, topics: ['orders', 'podcast:slova-zivota'] },
    });
    expect(await call(server, '/api/push/subscriptions/topics', withJson('PUT', { ...topics, topics: ['podcast:jine'] }, jana.token))).toEqual({
      status: 400,
      body: { message: pushMessages.topics },
    });
    // Another customer can neither choose for nor remove Jana's devices.
    expect(await call(server, '/api/push/subscriptions/topics', withJson('PUT', topics, petr.token))).toEqual({
      status: 404,
      body: { message: pushMessages.notFound },
    });
    expect((await call(server, '/api/push/subscriptions', withJson('DELETE', { endpoint: phone.endpoint }, petr.token))).status).toBe(404);
    const devices = () => server.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', jana.id).orderBy('id').execute();
    expect(await devices()).toEqual([{ endpoint: phone.endpoint }, { endpoint: tablet.endpoint }]);

    expect(await call(server, '/api/push/subscriptions', withJson('DELETE', { endpoint: phone.endpoint }, jana.token))).toEqual({
      status: 200,
      body: { message: pushMessages.unsubscribed },
    });
    expect(await devices()).toEqual([{ endpoint: tablet.endpoint }]);
    expect((await call(server, '/api/push/subscriptions', withJson('DELETE', { endpoint: phone.endpoint }, jana.token))).status).toBe(404);
    // The tablet changes hands: Petr signs in on it and subscribes, and it is his.
    expect((await call(server, '/api/push/subscriptions', withJson('POST', tablet, petr.token))).status).toBe(201);
    expect(await devices()).toEqual([]);
  });
});

describe('refused endpoints', () => {
  const keys = () => browserSubscription(standIn).keys;
  const subscribeAt = (server: TestServer, customer: Customer, endpoint: string, k = keys()) =>
    call<MessageJson>(server, '/api/push/subscriptions', withJson('POST', { endpoint, keys: k }, customer.token));

  it('in production: only https on the push services’ hosts', async () => {
    const server = await startTestServer({ push: { vapid, production: true, sender: false } });
    try {
      const customer = await signedInCustomer(server.db, 'Jana Nováková', 'jana@example.cz');
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
        'https://web.push.apple.com/QGx',
        'https://wns2-db5p.notify.windows.com/w/?token=AwYAAA',
      ])
        expect((await subscribeAt(server, customer, endpoint)).status, endpoint).toBe(201);
      for (const endpoint of [
        browserSubscription(standIn).endpoint, // loopback http
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://127.0.0.1/push/abc',
        'http://10.0.0.7/push',
        'http://192.168.1.1/admin',
        'http://169.254.169.254/latest/meta-data/',
        'http://[::ffff:127.0.0.1]/push',
        'file:///etc/passwd',
        'https://example.com/push',
        'https://fcm.googleapis.com.example.com/push',
        'https://evilpush.apple.com/push',
        'https://fcm.googleapis.com:8443/fcm/send/abc',
        'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      ])
        expect(await subscribeAt(server, customer, endpoint), endpoint).toEqual({ status: 400, body: { message: pushMessages.endpointNotAllowed } });
    } finally {
      await server.close();
    }
  });

  it('outside production also loopback http, but no private address, no other scheme, no bad keys', async () => {
    const server = await startTestServer({ push: { vapid, sender: false } });
    try {
      const customer = await signedInCustomer(server.db, 'Jana Nováková', 'jana@example.cz');
      expect((await subscribeAt(server, customer, browserSubscription(standIn).endpoint)).status).toBe(201);
      for (const endpoint of ['http://10.0.0.7/push', 'http://192.168.1.1/push', 'file:///etc/passwd', 'ftp://127.0.0.1/push', 'https://example.com/push'])
        expect(await subscribeAt(server, customer, endpoint), endpoint).toEqual({ status: 400, body: { message: pushMessages.endpointNotAllowed } });
      expect(await subscribeAt(server, customer, 'not a url')).toEqual({ status: 400, body: { message: pushMessages.endpoint } });
      const long = `https://fcm.googleapis.com/fcm/send/${'a'.repeat(PUSH_ENDPOINT_MAX)}`;
      expect(await subscribeAt(server, customer, long)).toEqual({ status: 400, body: { message: pushMessages.endpoint } });
      const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
      const good = keys();
      for (const bad of [
        { ...good, p256dh: good.p256dh.slice(1) }, // 64 bytes
        { ...good, p256dh: `B${'A'.repeat(86)}` }, // 65 bytes, not a point of the curve
        { ...good, p256dh: `A${good.p256dh.slice(1)}` }, // compressed or another form, not 0x04
        { ...good, auth: randomBytes(12).toString('base64url') },
        { ...good, auth: randomBytes(32).toString('base64url') },
      ])
        expect(await subscribeAt(server, customer, endpoint, bad)).toEqual({ status: 400, body: { message: pushMessages.keys } });
    } finally {
      await server.close();
    }
  });
});

describe('pushes of events', () => {
  let server: TestServer;
  let admin: Customer;
  let customer: Customer;
  let productId: number;
  const clock = testClock();
  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, push: { vapid, timing: { pollMs: 20, firstRetryMs: MINUTE } } });
    admin = await signedInCustomer(server.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true });
    customer = await signedInCustomer(server.db, 'Jana Nováková', 'jana@example.cz');
    productId = await insertProduct(server.db, { name: 'Život víry', price: 100_00, count_in_stock: 100 });
  });
  afterAll(() => server.close());

  const subscribed = async (topics?: string[]) => {
    const subscription = browserSubscription(standIn);
    expect((await call(server, '/api/push/subscriptions', withJson('POST', { ...subscription, topics }, customer.token))).status).toBe(201);
    return subscription.endpoint;
  };
  const staff = (path: string) => call(server, path, withJson('PUT', {}, admin.token));
  const newOrder = async () => {
    const id = await insertOrder(server.db, [{ productId, qty: 1 }], customer.id);
    const { order_number } = await server.db.selectFrom('orders').select('order_number').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, number: order_number };
  };

  it('sends one push per event to the customer’s devices that hear about orders, signed and encrypted, with the order number alone', async () => {
    const phone = await subscribed();
    const follower = await subscribed(['podcast:slova-zivota']);
    const followerOfBoth = await subscribed(['podcast:slova-zivota', 'podcast:studium-zivota']);
    const followerOfTheOther = await subscribed(['podcast:studium-zivota']);
    const order = await newOrder();
    expect((await staff(`/api/orders/${order.id}/paid`)).status).toBe(200);
    const paid = await standIn.nextPushTo(phone);
    expect(JSON.parse(paid.payload)).toEqual({
      title: `Objednávka č. ${order.number} je zaplacená`,
      body: 'Platbu jsme přijali. Dáme vědět, až objednávku odešleme.',
      url: `/order/${order.id}`,
      tag: `order-${order.id}`,
    });
    expect(paid.vapid).toMatchObject({ aud: standIn.url, sub: vapid.subject, publicKey: vapid.publicKey });
    expect(paid.ttl).toBe(2 * 24 * 60 * 60);
    expect((await staff(`/api/orders/${order.id}/send`)).status).toBe(200);
    expect(await payloadOf(standIn, phone)).toMatchObject({ title: `Objednávka č. ${order.number} je na cestě`, body: 'Objednávku jsme odeslali.' });
    const cancelled = await newOrder();
    expect((await staff(`/api/orders/${cancelled.id}/cancel`)).status).toBe(200);
    expect(await payloadOf(standIn, phone)).toMatchObject({ title: `Objednávka č. ${cancelled.number} byla zrušena`, url: `/order/${cancelled.id}` });

    // A new episode of the followed show goes to its followers, and to no device that hears only about orders.
    const { _id: audioId } = (await call<{ _id: number }>(server, '/api/audio', withJson('POST', {}, admin.token))).body;
    const episode = { audioTitle: 'Boží evangelium – 1. část', mp3file: '/uploads/3f9c2d.mp3', category: 'Slova života', subcategory: 'Boží evangelium' };
    expect((await call(server, `/api/audio/${audioId}`, withJson('PUT', episode, admin.token))).status).toBe(200);
    const episodePayload = {
      title: 'Nový díl: Slova života a pravdy',
      body: 'Boží evangelium – 1. část',
      url: `/words-of-life#dil-${audioId}`,
      tag: `episode-${audioId}`,
    };
    expect(await payloadOf(standIn, follower)).toEqual(episodePayload);
    expect(await payloadOf(standIn, followerOfBoth)).toEqual(episodePayload);
    // Saved again, it is no new episode.
    expect((await call(server, `/api/audio/${audioId}`, withJson('PUT', { ...episode, subcategory: 'Evangelium' }, admin.token))).status).toBe(200);

    const sent = (rows: Awaited<ReturnType<typeof outboxOf>>) => rows.map((row) => [JSON.parse(row.payload).title, row.state]);
    await vi.waitFor(async () =>
      expect(sent(await outboxOf(server, phone))).toEqual([
        [`Objednávka č. ${order.number} je zaplacená`, 'sent'],
        [`Objednávka č. ${order.number} je na cestě`, 'sent'],
        [`Objednávka č. ${cancelled.number} byla zrušena`, 'sent'],
      ]),
    );
    // One push per follower of the show, however many shows it follows.
    for (const endpoint of [follower, followerOfBoth]) {
      expect(sent(await outboxOf(server, endpoint))).toEqual([['Nový díl: Slova života a pravdy', 'sent']]);
      expect(standIn.received.filter((push) => push.endpoint === endpoint)).toHaveLength(1);
    }
    expect(await outboxOf(server, followerOfTheOther)).toEqual([]);
    expect(standIn.received.filter((push) => push.endpoint === phone)).toHaveLength(3);
  });

  it('removes a subscription the push service answers 410 for, and waits out a 429’s Retry-After', async () => {
    const gone = await subscribed();
    const busy = await subscribed();
    standIn.answer(gone, 410);
    standIn.answer(busy, 429, { retryAfter: 120 });
    const order = await newOrder();
    expect((await staff(`/api/orders/${order.id}/paid`)).status).toBe(200);
    const retryAt = new Date(clock.now().getTime() + 120_000).toISOString();
    await vi.waitFor(async () => expect(await server.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', gone).execute()).toEqual([]));
    await vi.waitFor(async () =>
      expect(await outboxOf(server, busy)).toEqual([expect.objectContaining({ state: 'pending', attempts: 1, next_attempt_at: retryAt, last_error: '429' })]),
    );
    clock.advance(120_000);
    expect(await payloadOf(standIn, busy)).toMatchObject({ title: `Objednávka č. ${order.number} je zaplacená` });
    await vi.waitFor(async () => expect(await outboxOf(server, busy)).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })]));
  });
});

describe('a push queued by a process that died before sending it', () => {
  it('is sent by the next process: at once when it was never claimed, after the lease when it was', async () => {
    const clock = testClock();
    const crashed = await startTestServer({ now: clock.now, push: { vapid, sender: false } });
    try {
      const admin = await signedInCustomer(crashed.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true });
      const customer = await signedInCustomer(crashed.db, 'Jana Nováková', 'jana@example.cz');
      const productId = await insertProduct(crashed.db, { name: 'Život víry', price: 100_00, count_in_stock: 100 });
      const phone = browserSubscription(standIn);
      expect((await call(crashed, '/api/push/subscriptions', withJson('POST', phone, customer.token))).status).toBe(201);
      const claimedOrder = await insertOrder(crashed.db, [{ productId, qty: 1 }], customer.id);
      const unclaimedOrder = await insertOrder(crashed.db, [{ productId, qty: 1 }], customer.id);
      // The event commits with its push; the sender that claimed the first one died while sending it.
      expect((await call(crashed, `/api/orders/${claimedOrder}/paid`, withJson('PUT', {}, admin.token))).status).toBe(200);
      const leaseUntil = new Date(clock.now().getTime() + MINUTE).toISOString();
      await crashed.db.updateTable('push_outbox').set({ claimed_until: leaseUntil, attempts: 1 }).execute();
      expect((await call(crashed, `/api/orders/${unclaimedOrder}/paid`, withJson('PUT', {}, admin.token))).status).toBe(200);

      const next = await startTestServer({ sameDatabaseAs: crashed, now: clock.now, push: { vapid, timing: { pollMs: 20, leaseMs: MINUTE } } });
      try {
        const rows = () => next.db.selectFrom('push_outbox').select(['state', 'attempts']).orderBy('id').execute();
        expect(JSON.parse((await standIn.nextPushTo(phone.endpoint)).payload)).toMatchObject({ url: `/order/${unclaimedOrder}` });
        await vi.waitFor(async () => expect((await rows())[1]).toEqual({ state: 'sent', attempts: 1 }));
        expect((await rows())[0]).toEqual({ state: 'pending', attempts: 1 });
        clock.advance(MINUTE);
        expect(JSON.parse((await standIn.nextPushTo(phone.endpoint)).payload)).toMatchObject({ url: `/order/${claimedOrder}` });
        await vi.waitFor(async () =>
          expect(await rows()).toEqual([
            { state: 'sent', attempts: 2 },
            { state: 'sent', attempts: 1 },
          ]),
        );
      } finally {
        await next.close();
      }
    } finally {
      await crashed.close();
    }
  });
});

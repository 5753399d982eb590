import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_HONEYPOT } from '@contract/account';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { enqueueMail } from './outbox';
import { signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, SHOP_EMAIL, startTestServer, testClock, withJson, withToken } from '../../test/testServer';

const MINUTE = 60_000;
const contactForm = { name: 'Jana Nováková', email: 'jana@example.cz', emailMessage: 'Dobrý den' };

describe('the mail sender', () => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectAll: true });
  });
  afterAll(() => smtp.close());

  it('retries a refused mail after one, then two minutes, and then marks it failed with the refusal', async () => {
    const clock = testClock();
    const server = await startTestServer({ smtpUrl: smtp.url, now: clock.now, mailTiming: { pollMs: 20, maxAttempts: 3, firstRetryMs: MINUTE } });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await call(server, '/api/auth/contact', withJson('POST', { contactForm, ...CONTACT_HONEYPOT }))).status).toBe(200);
      const toShop = () =>
        server.db
          .selectFrom('mail_outbox')
          .select(['state', 'attempts', 'next_attempt_at', 'last_error'])
          .where('recipient', '=', SHOP_EMAIL)
          .executeTakeFirstOrThrow();
      const after = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
      await vi.waitFor(async () =>
        expect(await toShop()).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: after(MINUTE), last_error: expect.stringContaining('550') }),
      );
      clock.advance(MINUTE);
      await vi.waitFor(async () => expect(await toShop()).toMatchObject({ state: 'pending', attempts: 2, next_attempt_at: after(2 * MINUTE) }));
      clock.advance(2 * MINUTE);
      await vi.waitFor(async () => expect(await toShop()).toMatchObject({ state: 'failed', attempts: 3, last_error: expect.stringContaining('550') }));
    } finally {
      quiet.mockRestore();
      await server.close();
    }
  });
});

describe('a mail left claimed by a sender that died', () => {
  it('is sent once its lease has run out, not before', async () => {
    const smtp = await startSmtpServer();
    const clock = testClock();
    const server = await startTestServer({ smtpUrl: smtp.url, now: clock.now, mailTiming: { pollMs: 20, leaseMs: MINUTE } });
    try {
      const leaseUntil = new Date(clock.now().getTime() + MINUTE).toISOString();
      const mail = { subject: 'Zkouška', text: 'Dobrý den', html: '<p>Dobrý den</p>' };
      await server.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: 'petr@example.cz', ...mail }, clock.now());
        await trx.updateTable('mail_outbox').set({ claimed_until: leaseUntil, attempts: 1 }).execute();
        // Queued after the claimed one: the sender reads the outbox in the order of its rows, so
        // once this one is sent, the sender has passed over the claimed one.
        await enqueueMail(trx, { to: 'eva@example.cz', ...mail }, clock.now());
      });
      const rows = () => server.db.selectFrom('mail_outbox').select(['recipient', 'state', 'attempts']).orderBy('id').execute();
      await smtp.nextMailTo('eva@example.cz');
      await vi.waitFor(async () => expect((await rows())[1]).toEqual({ recipient: 'eva@example.cz', state: 'sent', attempts: 1 }));
      expect((await rows())[0]).toEqual({ recipient: 'petr@example.cz', state: 'pending', attempts: 1 });
      expect(smtp.received).toEqual([]);
      clock.advance(MINUTE);
      expect((await smtp.nextMailTo('petr@example.cz')).subject).toBe('Zkouška');
      await vi.waitFor(async () => expect((await rows())[0]).toEqual({ recipient: 'petr@example.cz', state: 'sent', attempts: 2 }));
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe('a mail server slower than the lease', () => {
  it('gets each mail once: the sender never claims again a mail it is still sending', async () => {
    let answer: () => void = () => undefined;
    const smtp = await startSmtpServer({ answerWhen: new Promise<void>((resolve) => (answer = resolve)) });
    const clock = testClock();
    const server = await startTestServer({ smtpUrl: smtp.url, now: clock.now, mailTiming: { pollMs: 20, leaseMs: MINUTE } });
    try {
      const mail = { subject: 'Zkouška', text: 'Dobrý den', html: '<p>Dobrý den</p>' };
      const enqueue = (to: string) => server.db.transaction().execute((trx) => enqueueMail(trx, { to, ...mail }, clock.now()));
      const rows = () => server.db.selectFrom('mail_outbox').select(['recipient', 'state', 'attempts']).orderBy('id').execute();
      await enqueue('petr@example.cz');
      await vi.waitFor(() => expect(smtp.received.map((m) => m.to)).toEqual([['petr@example.cz']]));
      // Its lease runs out while the mail server still has not answered; a second mail then proves the sender claimed again since.
      clock.advance(2 * MINUTE);
      await enqueue('eva@example.cz');
      await vi.waitFor(() => expect(smtp.received.map((m) => m.to)).toEqual([['petr@example.cz'], ['eva@example.cz']]));
      answer();
      await vi.waitFor(async () => expect((await rows()).map((r) => r.state)).toEqual(['sent', 'sent']));
      expect(await rows()).toEqual([
        { recipient: 'petr@example.cz', state: 'sent', attempts: 1 },
        { recipient: 'eva@example.cz', state: 'sent', attempts: 1 },
      ]);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe('a failed mail of an order', () => {
  it('is shown to staff on the order with its error, and staff (only) can queue it again', async () => {
    const refusing = await startSmtpServer({ rejectAll: true });
    const server = await startTestServer({ smtpUrl: refusing.url, mailTiming: { maxAttempts: 1 } });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const product = await insertProduct(server.db, { name: 'Kniha', price: 100_00 });
      const customer = await signedInCustomer(server.db, 'Petr Novák', 'petr@example.cz');
      const admin = await signedInCustomer(server.db, 'Správce', 'spravce@example.cz', { isAdmin: true });
      const shippingAddress = { name: 'Petr Novák', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' };
      const placed = await call<OrderJson>(
        server,
        '/api/orders',
        withJson('POST', { orderItems: [{ product, qty: 1 }], shippingAddress, paymentMethod: PAYMENT_METHODS.bankTransfer }, customer.token),
      );
      const path = `/api/orders/${placed.body._id}`;
      await vi.waitFor(
        async () =>
          expect((await call<OrderJson>(server, path, withToken(admin.token))).body.mails).toEqual([
            expect.objectContaining({
              to: 'petr@example.cz',
              subject: expect.stringContaining(String(placed.body.orderNumber)),
              state: 'failed',
              attempts: 1,
              lastError: expect.stringContaining('550'),
            }),
          ]),
        { timeout: 15_000 },
      );
      expect((await call<OrderJson>(server, path, withToken(customer.token))).body.mails).toBeUndefined();
      const mailId = (await call<OrderJson>(server, path, withToken(admin.token))).body.mails![0]!._id;
      const resend = `${path}/mails/${mailId}/resend`;
      expect((await call(server, resend, withToken(customer.token, 'PUT'))).status).toBe(403);
      const requeued = await call<OrderJson>(server, resend, withToken(admin.token, 'PUT'));
      expect(requeued.status).toBe(200);
      expect(requeued.body.mails).toEqual([expect.objectContaining({ _id: mailId, state: 'pending' })]);
      expect(await call(server, `${path}/mails/${mailId + 1}/resend`, withToken(admin.token, 'PUT'))).toEqual({
        status: 404,
        body: { message: 'E-mail u této objednávky nenalezen' },
      });
    } finally {
      quiet.mockRestore();
      await server.close();
      await refusing.close();
    }
  });
});

describe('two shop processes on one database', () => {
  it('deliver a backlog of 300 mails side by side, each mail once', async () => {
    const smtp = await startSmtpServer();
    const first = await startTestServer({ smtpUrl: smtp.url });
    const second = await startTestServer({ smtpUrl: smtp.url, sameDatabaseAs: first });
    const recipients = Array.from({ length: 300 }, (_, i) => `ctenar${i}@example.cz`);
    try {
      await first.db.transaction().execute(async (trx) => {
        for (const to of recipients) await enqueueMail(trx, { to, subject: 'Zkouška', text: 'Dobrý den', html: '<p>Dobrý den</p>' }, new Date());
      });
      // The pollers find the backlog; both claim from it while the other sends.
      await vi.waitFor(() => expect(smtp.received).toHaveLength(recipients.length), { timeout: 30_000, interval: 50 });
      await vi.waitFor(async () => expect(await first.db.selectFrom('mail_outbox').select('id').where('state', '!=', 'sent').execute()).toEqual([]));
      expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
    } finally {
      await second.close();
      await first.close();
      await smtp.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_HONEYPOT } from '../src/contract/account';
import { enqueueMail } from '../src/mail/outbox';
import { type SmtpStandIn, startSmtpServer } from './standins/smtpServer';
import { call, SHOP_EMAIL, startTestServer, testClock, withJson } from './testServer';

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
        server.db.selectFrom('mail_outbox').select(['state', 'attempts', 'next_attempt_at', 'last_error']).where('recipient', '=', SHOP_EMAIL).executeTakeFirstOrThrow();
      const after = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
      await vi.waitFor(async () => expect(await toShop()).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: after(MINUTE), last_error: expect.stringContaining('550') }));
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
      await server.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: 'petr@example.cz', subject: 'Zkouška', text: 'Dobrý den', html: '<p>Dobrý den</p>' }, clock.now());
        await trx.updateTable('mail_outbox').set({ claimed_until: leaseUntil, attempts: 1 }).execute();
      });
      await new Promise((resolve) => setTimeout(resolve, 200)); // ten polls of the sender
      expect(smtp.received).toEqual([]);
      clock.advance(MINUTE);
      expect((await smtp.nextMailTo('petr@example.cz')).subject).toBe('Zkouška');
      await vi.waitFor(async () => expect(await server.db.selectFrom('mail_outbox').select(['state', 'attempts']).execute()).toEqual([{ state: 'sent', attempts: 2 }]));
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

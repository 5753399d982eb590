import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_HONEYPOT } from '@contract/account';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, SHOP_EMAIL, startTestServer, type TestServer, withJson } from '../../test/testServer';

let smtp: SmtpStandIn;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const contact = (body: object, to = server) => call(to, '/api/auth/contact', withJson('POST', body));
const form = (email: string) => ({ name: 'Jana Nováková', email, emailMessage: 'Dobrý den,\nmáte ještě knihu Boží ekonomie?\n<b>Děkuji</b>' });
const refused = { status: 400, body: { message: 'Neodesláno! Kontaktujte nás telefonicky nebo emailem, prosím' } };

describe('POST /api/auth/contact', () => {
  it('mails the message to the shop with Reply-To the sender, and the sender a receipt without their name or message', async () => {
    expect(await contact({ contactForm: form('Jana@Example.cz'), ...CONTACT_HONEYPOT })).toEqual({ status: 200, body: { message: 'Zpráva úspěšně odeslána' } });
    const toShop = await smtp.nextMailTo(SHOP_EMAIL);
    expect(toShop.subject).toBe('Zpráva z kontaktního formuláře – Jana Nováková');
    expect(toShop.replyTo).toEqual(['jana@example.cz']);
    expect(toShop.text).toContain('> máte ještě knihu Boží ekonomie?');
    expect(toShop.html).toContain('&lt;b&gt;Děkuji&lt;/b&gt;');
    const receipt = await smtp.nextMailTo('jana@example.cz');
    expect(receipt.subject).toBe('Přijali jsme Vaši zprávu – Slovo života');
    expect(receipt.text).toMatch(/^Dobrý den,\n/);
    expect(receipt.text).not.toContain('Jana');
    expect(receipt.text).not.toContain('Boží ekonomie');
  });

  it('takes the fields at top level too', async () => {
    expect((await contact({ ...form('petr@example.cz'), ...CONTACT_HONEYPOT })).status).toBe(200);
    await smtp.nextMailTo(SHOP_EMAIL);
    await smtp.nextMailTo('petr@example.cz');
  });

  it.each([
    ['a filled-in website', { ...CONTACT_HONEYPOT, website: 'https://levne-leky.example' }],
    ['a changed confirmEmail', { ...CONTACT_HONEYPOT, confirmEmail: 'robot@example.cz' }],
    ['missing honeypot fields', {}],
  ])('sends nothing when the honeypot is tampered with: %s', async (_, honeypot) => {
    expect(await contact({ contactForm: form('robot@example.cz'), ...honeypot })).toEqual(refused);
    expect(await contact({ contactForm: { name: '' }, ...honeypot })).toEqual(refused);
    expect(smtp.received).toEqual([]);
  });

  it.each([
    [{ name: '', email: 'eva@example.cz', emailMessage: 'Dotaz' }, 'Zadejte prosím jméno'],
    [{ name: 'Eva', email: 'eva@', emailMessage: 'Dotaz' }, 'Zadejte prosím platný e-mail'],
    [{ name: 'Eva', email: 'eva@example.cz', emailMessage: '  ' }, 'Napište prosím zprávu'],
  ])('refuses %j with a Czech message', async (fields, message) => {
    expect(await contact({ contactForm: fields, ...CONTACT_HONEYPOT })).toEqual({ status: 400, body: { message } });
    expect(smtp.received).toEqual([]);
  });

  it('keeps the message and its receipt in the outbox for another attempt when the mail server refuses them', async () => {
    const refusing = await startSmtpServer({ rejectAll: true });
    const broken = await startTestServer({ smtpUrl: refusing.url });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await contact({ contactForm: form('jana@example.cz'), ...CONTACT_HONEYPOT }, broken)).status).toBe(200);
      const mails = () => broken.db.selectFrom('mail_outbox').select(['recipient', 'state', 'attempts', 'last_error']).orderBy('id').execute();
      await vi.waitFor(
        async () =>
          expect(await mails()).toEqual([
            { recipient: SHOP_EMAIL, state: 'pending', attempts: 1, last_error: expect.stringContaining('550') },
            { recipient: 'jana@example.cz', state: 'pending', attempts: 1, last_error: expect.stringContaining('550') },
          ]),
        { timeout: 10_000 },
      );
    } finally {
      quiet.mockRestore();
      await broken.close();
      await refusing.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegisteredJson, UserInfoJson, UserJson } from '@contract/account';
import { ensureDemoUsers } from '../seed/demoUsers';
import { hashPassword } from './passwords';
import { DAY, HOUR } from './tokens';
import { customerJson, signedInCustomerJson } from '../../test/customers';
import { linksIn, type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, logEntriesOf, startTestServer, testClock, type TestServer, withJson, withToken } from '../../test/testServer';
import { queuedMails } from '../../test/queuedMails';
import { backgroundSettled } from '../http/background';

type Message = { message: string };

let smtp: SmtpStandIn;
let server: TestServer;
const clock = testClock(new Date('2025-03-01T09:00:00Z'));

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, now: clock.now });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const register = (body: object) => call<RegisteredJson & Message>(server, '/api/users', withJson('POST', body));
const login = (email: string, password: string) => call<UserInfoJson & Message>(server, '/api/users/login', withJson('POST', { email, password }));
const usersWithEmail = async (email: string) => (await server.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;
/** Registers an address and answers the link of its confirmation mail; any other field (a password) goes along. */
async function registerForLink(name: string, email: string, more: object = {}) {
  expect((await register({ name, email, ...more })).status).toBe(201);
  return linksIn(await smtp.nextMailTo(email))[0]!;
}
/** The API path of a registration link: /registerLink/{email}/{token} → /api/users/{email}/{token}. */
const confirmationPath = (link: string) => `/api/users/${new URL(link).pathname.replace(/^\/registerLink\//, '')}`;
/** What the link's page sends: the password chosen there. */
const confirm = (link: string, password: string) => call<Message | 'ok'>(server, confirmationPath(link), withJson('POST', { password }));

describe('registration, confirmation, sign-in, profile and sign-out', () => {
  const password = 'Tajne-heslo-Jany-1';
  const newPassword = 'Nove-heslo-Jany-2';
  let link: string;
  let token: string;

  it('POST /api/users creates an unconfirmed account without a password, stores the address lower-cased and answers 201', async () => {
    const { status, body } = await register({ name: 'Jana Nováková', email: '  Jana.Novakova@Example.CZ ' });
    expect(status).toBe(201);
    expect(body).toEqual({
      name: 'Jana Nováková',
      email: 'jana.novakova@example.cz',
      message: 'Registrační link Vám byl odeslán na jana.novakova@example.cz. Potvrďte prosím svoji registraci kliknutím na přijatý link.',
    });
    const row = await server.db.selectFrom('users').selectAll().where('email', '=', 'jana.novakova@example.cz').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'jana.novakova@example.cz', is_registered: 0, is_admin: 0, password_hash: null });
  });

  it('mails the confirmation link in Czech, as plain text and HTML, built on PUBLIC_URL', async () => {
    const mail = await smtp.nextMailTo('jana.novakova@example.cz');
    expect(mail.subject).toBe('Potvrzení registrace – Slovo života');
    expect(mail.from).toBe('eshop@example.cz');
    const [found] = linksIn(mail);
    link = found!;
    expect(link).toMatch(new RegExp(`^${server.url}/registerLink/jana\\.novakova%40example\\.cz/[a-z2-7]{52}$`));
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toMatch(/^Dobrý den,\n/);
    expect(mail.text).not.toContain('Jana'); // an address nobody confirmed gets no text the registration chose
  });

  it('has no password to sign in with before the confirmation', async () => {
    expect(await login('jana.novakova@example.cz', password)).toEqual({ status: 401, body: { message: 'Neplatný e-mail nebo heslo' } });
  });

  it('GET /api/users/{email}/{token} answers "ok" while the link is usable, without spending it', async () => {
    expect(await call(server, confirmationPath(link))).toEqual({ status: 200, body: 'ok' });
    expect(await call(server, confirmationPath(link))).toEqual({ status: 200, body: 'ok' });
  });

  it('POST /api/users/{email}/{token} wants a password by the rules, then sets it and confirms the account, once', async () => {
    expect(await confirm(link, 'kratke')).toEqual({ status: 400, body: { message: 'Heslo musí mít alespoň 8 znaků' } });
    expect(await confirm(link, password)).toEqual({ status: 200, body: 'ok' });
    const used = { status: 400, body: { message: 'Registrace už byla potvrzena. Můžete se přihlásit.' } };
    expect(await confirm(link, 'Jine-heslo-123')).toEqual(used);
    expect(await call(server, confirmationPath(link))).toEqual(used);
  });

  it('answers the same 401 for a wrong password and an unknown address', async () => {
    const wrong = await login('jana.novakova@example.cz', 'spatne-heslo');
    const unknown = await login('nikdo@example.cz', password);
    expect(wrong).toEqual({ status: 401, body: { message: 'Neplatný e-mail nebo heslo' } });
    expect(unknown).toEqual(wrong);
  });

  it('POST /api/users/login answers the user info with a bearer token, whatever the case of the address', async () => {
    const { status, body } = await login('JANA.NOVAKOVA@example.cz', password);
    expect(status).toBe(200);
    expect(body).toEqual(signedInCustomerJson('Jana Nováková', 'jana.novakova@example.cz'));
    token = body.token;
    const stored = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('GET /api/users/profile answers the signed-in user', async () => {
    const { status, body } = await call<UserJson>(server, '/api/users/profile', withToken(token));
    expect(status).toBe(200);
    expect(body).toEqual(customerJson('Jana Nováková', 'jana.novakova@example.cz'));
  });

  it('PUT /api/users/profile changes the name and newsletter choice and answers the same token', async () => {
    const { status, body } = await call<UserInfoJson>(
      server,
      '/api/users/profile',
      withJson('PUT', { name: 'Jana Nová', isSubscribed: true, password: '' }, token),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Jana Nová', isSubscribed: true, token });
    const subscriber = await server.db.selectFrom('subscribers').select(['name', 'email', 'is_subscribed']).executeTakeFirst();
    expect(subscriber).toEqual({ name: 'Jana Nová', email: 'jana.novakova@example.cz', is_subscribed: 1 });
  });

  it('changes the e-mail address only with the current password', async () => {
    const without = await call(server, '/api/users/profile', withJson('PUT', { email: 'jana@example.cz' }, token));
    expect(without).toEqual({ status: 400, body: { message: 'Pro změnu e-mailu nebo hesla zadejte prosím současné heslo.' } });
    const wrong = await call(server, '/api/users/profile', withJson('PUT', { email: 'jana@example.cz', currentPassword: 'spatne-heslo' }, token));
    expect(wrong).toEqual({ status: 403, body: { message: 'Současné heslo není správné.' } });
    const right = await call<UserInfoJson>(server, '/api/users/profile', withJson('PUT', { email: 'Jana@Example.cz', currentPassword: password }, token));
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ email: 'jana@example.cz', token });
    const subscribers = await server.db.selectFrom('subscribers').select('email').execute();
    expect(subscribers).toEqual([{ email: 'jana@example.cz' }]);
  });

  it('refuses an address another account has', async () => {
    await registerForLink('Petr', 'petr@example.cz');
    const taken = await call(server, '/api/users/profile', withJson('PUT', { email: 'petr@example.cz', currentPassword: password }, token));
    expect(taken).toEqual({ status: 409, body: { message: 'Tento e-mail už používá jiný účet.' } });
  });

  it('a new password needs the current one and ends every other session, not this one', async () => {
    const other = (await login('jana@example.cz', password)).body.token;
    const without = await call(server, '/api/users/profile', withJson('PUT', { password: newPassword }, token));
    expect(without.status).toBe(400);
    const changed = await call<UserInfoJson>(server, '/api/users/profile', withJson('PUT', { password: newPassword, currentPassword: password }, token));
    expect(changed.status).toBe(200);
    expect((await call(server, '/api/users/profile', withToken(other))).status).toBe(401);
    expect((await call(server, '/api/users/profile', withToken(token))).status).toBe(200);
    expect((await login('jana@example.cz', password)).status).toBe(401);
    expect((await login('jana@example.cz', newPassword)).status).toBe(200);
  });

  it('POST /api/users/logout ends the session on the server: the old token answers 401 token failed', async () => {
    const out = await call(server, '/api/users/logout', withToken(token, 'POST'));
    expect(out.status).toBe(200);
    const after = await call(server, '/api/users/profile', withToken(token));
    expect(after).toEqual({ status: 401, body: { message: 'Not authorized, token failed' } });
  });

  it('answers 401 no token without a bearer token', async () => {
    expect(await call(server, '/api/users/profile')).toEqual({ status: 401, body: { message: 'Not authorized, no token' } });
    expect(await call(server, '/api/users/profile', withJson('PUT', { name: 'X' }))).toEqual({ status: 401, body: { message: 'Not authorized, no token' } });
  });
});

describe('a second registration of the same address', () => {
  it('is answered exactly like a new registration, whatever the case, and leaves one account', async () => {
    await confirm(await registerForLink('Eva', 'eva@example.cz'), 'Heslo-Evy-123');
    const taken = await register({ name: 'Eva 2', email: 'EVA@example.CZ' });
    const fresh = await register({ name: 'Eva 2', email: 'eva2@example.cz' });
    const answerFor = (email: string) => ({
      status: 201,
      body: { name: 'Eva 2', email, message: `Registrační link Vám byl odeslán na ${email}. Potvrďte prosím svoji registraci kliknutím na přijatý link.` },
    });
    expect(taken).toEqual(answerFor('eva@example.cz'));
    expect(fresh).toEqual(answerFor('eva2@example.cz'));
    expect((await smtp.nextMailTo('eva@example.cz')).subject).toBe('Pokus o registraci – Slovo života');
    expect((await smtp.nextMailTo('eva2@example.cz')).subject).toBe('Potvrzení registrace – Slovo života');
    expect(await usersWithEmail('eva@example.cz')).toBe(1);
  });

  it('mails the owner of a confirmed account, by no name, with links to sign in and to a new password, and changes nothing of the account', async () => {
    const before = await server.db.selectFrom('users').selectAll().where('email', '=', 'jana@example.cz').executeTakeFirstOrThrow();
    expect((await register({ name: 'Vyhráli jste iPhone', email: 'jana@example.cz' })).status).toBe(201);
    const mail = await smtp.nextMailTo('jana@example.cz');
    expect(mail.subject).toBe('Pokus o registraci – Slovo života');
    expect(mail.text).toMatch(/^Dobrý den,\n/);
    expect(mail.text).toContain('někdo (nejspíš Vy) se právě pokusil zaregistrovat v e-shopu Slovo života s touto e-mailovou adresou.');
    expect(mail.text).not.toContain(before.name);
    expect(mail.text).not.toContain('Vyhráli');
    expect(linksIn(mail)).toEqual([`${server.url}/login`, `${server.url}/forgot-password`]);
    expect(await server.db.selectFrom('users').selectAll().where('email', '=', 'jana@example.cz').executeTakeFirstOrThrow()).toEqual(before);
  });
});

// Someone registers another person's address before they do, or after, sending a password of their
// own as the old form did. The account's password is chosen on the page of the newest link, which
// only the mailbox reaches, so the attacker never gets in.
describe('an address registered by someone else too (pre-registration takeover)', () => {
  const victimsPassword = 'Heslo-obeti-123';
  const attackersPassword = 'Heslo-utocnika-123';

  it('attacker first, then the victim: the attacker’s link no longer confirms, and only the victim’s password signs in', async () => {
    const email = 'obet1@example.cz';
    const attackersLink = await registerForLink('Útočník', email, { password: attackersPassword });
    const victimsLink = await registerForLink('Vilma Obětavá', email, { password: victimsPassword });
    expect(await confirm(attackersLink, attackersPassword)).toEqual({ status: 400, body: { message: 'Odkaz pro potvrzení registrace je neplatný.' } });
    expect(await confirm(victimsLink, victimsPassword)).toEqual({ status: 200, body: 'ok' });
    expect((await login(email, attackersPassword)).status).toBe(401);
    expect((await login(email, victimsPassword)).body).toMatchObject({ name: 'Vilma Obětavá', email });
  });

  it('victim first, then the attacker: the victim’s first link no longer confirms; the newest, in the victim’s mailbox, takes the victim’s password', async () => {
    const email = 'obet2@example.cz';
    const victimsLink = await registerForLink('Vilma Obětavá', email, { password: victimsPassword });
    const attackersLink = await registerForLink('Útočník', email, { password: attackersPassword });
    expect(await confirm(victimsLink, victimsPassword)).toEqual({ status: 400, body: { message: 'Odkaz pro potvrzení registrace je neplatný.' } });
    expect((await login(email, attackersPassword)).status).toBe(401);
    expect(await confirm(attackersLink, victimsPassword)).toEqual({ status: 200, body: 'ok' });
    expect((await login(email, attackersPassword)).status).toBe(401);
    expect((await login(email, victimsPassword)).status).toBe(200);
  });

  it('an old unconfirmed account with a password loses it when its address is registered again', async () => {
    const email = 'obet3@example.cz';
    await server.db
      .insertInto('users')
      .values({ name: 'Útočník', email, password_hash: await hashPassword(attackersPassword) })
      .execute();
    const link = await registerForLink('Vilma Obětavá', email);
    expect((await login(email, attackersPassword)).status).toBe(401);
    expect(await confirm(link, victimsPassword)).toEqual({ status: 200, body: 'ok' });
    expect((await login(email, attackersPassword)).status).toBe(401);
  });
});

describe('registration input', () => {
  it.each([
    [{ name: '', email: 'a@example.cz', password: 'dlouheheslo' }, 'Zadejte prosím jméno'],
    [{ name: 'A', email: 'neni-email', password: 'dlouheheslo' }, 'Zadejte prosím platný e-mail'],
    [{ name: 'Vyhráli jste! Navštivte https://evil.example/výhra', email: 'a@example.cz' }, 'Jméno nesmí obsahovat webovou adresu'],
    [{ name: 'Jana\r\nVyhráli jste!', email: 'a@example.cz' }, 'Jméno nesmí obsahovat řídicí znaky'],
  ])('%j is refused with 400 and a Czech message', async (body, message) => {
    expect(await register(body)).toEqual({ status: 400, body: { message } });
  });
});

describe('the confirmation link', () => {
  it('can be asked for again: the new link works, the old one no longer', async () => {
    const oldLink = await registerForLink('Karel', 'karel@example.cz');
    const again = await call<Message>(server, '/api/users/resend-link', withJson('POST', { email: 'Karel@example.cz' }));
    expect(again).toEqual({ status: 200, body: { message: 'Pokud u nás na tento e-mail čeká nepotvrzený účet, poslali jsme na něj nový potvrzovací odkaz.' } });
    const newLink = linksIn(await smtp.nextMailTo('karel@example.cz'))[0]!;
    expect(newLink).not.toBe(oldLink);
    expect((await confirm(oldLink, 'Heslo-Karla-123')).status).toBe(400);
    expect(await confirm(newLink, 'Heslo-Karla-123')).toEqual({ status: 200, body: 'ok' });
  });

  it('is answered the same for an unknown or confirmed address, and no mail goes out', async () => {
    const janasMails = await queuedMails(server.db, 'jana@example.cz');
    const unknown = await call(server, '/api/users/resend-link', withJson('POST', { email: 'nikdo@example.cz' }));
    const confirmed = await call(server, '/api/users/resend-link', withJson('POST', { email: 'jana@example.cz' }));
    expect(unknown).toEqual(confirmed);
    await backgroundSettled();
    expect(await queuedMails(server.db, 'nikdo@example.cz')).toEqual([]);
    expect(await queuedMails(server.db, 'jana@example.cz')).toEqual(janasMails);
  });

  it('of someone else’s address or with a made-up token is refused', async () => {
    const link = await registerForLink('Olga', 'olga@example.cz');
    const token = link.split('/').pop();
    const invalid = { status: 400, body: { message: 'Odkaz pro potvrzení registrace je neplatný.' } };
    expect(await call(server, `/api/users/eva%40example.cz/${token}`)).toEqual(invalid);
    expect(await call(server, `/api/users/eva%40example.cz/${token}`, withJson('POST', { password: 'Heslo-Olgy-123' }))).toEqual(invalid);
    expect((await call(server, `/api/users/olga%40example.cz/${'a'.repeat(52)}`)).status).toBe(400);
  });

  it('expires after 48 hours', async () => {
    const link = await registerForLink('Rudolf', 'rudolf@example.cz');
    clock.advance(2 * DAY + HOUR);
    expect(await confirm(link, 'Heslo-Rudolfa-1')).toEqual({
      status: 400,
      body: { message: 'Platnost odkazu vypršela. Zaregistrujte se prosím znovu, pošleme Vám nový odkaz.' },
    });
  });
});

describe('sessions', () => {
  it('run out after 30 days without use: 401 token failed', async () => {
    const { body } = await login('jana@example.cz', 'Nove-heslo-Jany-2');
    clock.advance(31 * DAY);
    expect(await call(server, '/api/users/profile', withToken(body.token))).toEqual({ status: 401, body: { message: 'Not authorized, token failed' } });
  });
});

describe('staff and demo accounts', () => {
  it('sign in with their roles from the database', async () => {
    await ensureDemoUsers(server.db);
    await ensureDemoUsers(server.db); // idempotent
    expect(await usersWithEmail('admin@slovozivota.cz')).toBe(1);
    const admin = await login('admin@slovozivota.cz', 'admin1234');
    expect(admin.body).toMatchObject({ isAdmin: true, isAssistant: false });
    const assistant = await login('asistent@slovozivota.cz', 'asistent1234');
    expect(assistant.body).toMatchObject({ isAdmin: false, isAssistant: true });
    const customer = await login('zakaznik@slovozivota.cz', 'zakaznik1234');
    expect(customer.body).toMatchObject({ isAdmin: false, isAssistant: false });
  });

  it('cannot make themselves admin through the profile', async () => {
    const { body } = await login('zakaznik@slovozivota.cz', 'zakaznik1234');
    const { status, body: updated } = await call<UserInfoJson>(
      server,
      '/api/users/profile',
      withJson('PUT', { name: 'Zákazník', isAdmin: true, isAssistant: true }, body.token),
    );
    expect(status).toBe(200);
    expect(updated).toMatchObject({ name: 'Zákazník', isAdmin: false, isAssistant: false });
  });
});

describe('a mail server that refuses the confirmation mail', () => {
  it('creates the account; its confirmation mail waits in the outbox for another attempt, with the refusal logged', async () => {
    const refusing = await startSmtpServer({ rejectAll: true });
    const broken = await startTestServer({ smtpUrl: refusing.url });
    try {
      const body = { name: 'Marie', email: 'marie@example.cz', password: 'Heslo-Marie-1' };
      expect((await call(broken, '/api/users', withJson('POST', body))).status).toBe(201);
      const mails = () => broken.db.selectFrom('mail_outbox').select(['recipient', 'state', 'attempts', 'last_error']).execute();
      await vi.waitFor(
        async () =>
          expect(await mails()).toEqual([{ recipient: 'marie@example.cz', state: 'pending', attempts: 1, last_error: expect.stringContaining('550') }]),
        { timeout: 10_000 },
      );
      expect(logEntriesOf(broken)).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'Mail "Potvrzení registrace – Slovo života" was not sent' }));
      expect(broken.logLines.join('\n')).not.toContain(body.password);
    } finally {
      await broken.close();
      await refusing.close();
    }
  });
});

describe('logs', () => {
  it('never carry a password, a token or a link token', async () => {
    const own = await startTestServer({ smtpUrl: smtp.url });
    try {
      const email = 'lucie@example.cz';
      const [password, newPassword] = ['Tajne-heslo-Lucie-1', 'Nove-heslo-Lucie-2'];
      expect((await call(own, '/api/users', withJson('POST', { name: 'Lucie', email }))).status).toBe(201);
      const link = linksIn(await smtp.nextMailTo(email))[0]!;
      expect((await call(own, confirmationPath(link), withJson('POST', { password }))).status).toBe(200);
      const signIn = (secret: string) => call<UserInfoJson>(own, '/api/users/login', withJson('POST', { email, password: secret }));
      const { token } = (await signIn(password)).body;
      expect((await call(own, '/api/users/profile', withJson('PUT', { password: newPassword, currentPassword: password }, token))).status).toBe(200);
      const second = (await signIn(newPassword)).body.token;
      expect((await call(own, '/api/users/logout', withToken(second, 'POST'))).status).toBe(200);

      const logs = own.logLines.join('\n');
      expect(logs).toContain('/api/users/logout'); // the requests were logged
      for (const secret of [password, newPassword, link.split('/').pop()!, token, second]) expect(logs).not.toContain(secret);
    } finally {
      await own.close();
    }
  });
});

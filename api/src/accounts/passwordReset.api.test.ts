import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResetTokenCheckJson, UserInfoJson } from '@contract/account';
import { ensureAccount } from './accounts';
import { HOUR, MINUTE } from './tokens';
import { linksIn, type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, startTestServer, testClock, type TestServer, withJson, withToken } from '../../test/testServer';

let smtp: SmtpStandIn;
let server: TestServer;
const clock = testClock(new Date('2025-03-01T09:00:00Z'));
const ids: Record<string, number> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, now: clock.now });
  for (const [name, email] of [
    ['Jana', 'jana@example.cz'],
    ['Petr', 'petr@example.cz'],
    ['Eva', 'eva@example.cz'],
    ['Karel', 'karel@example.cz'],
  ] as const) {
    await ensureAccount(server.db, { name, email, password: `Stare-heslo-${name}` });
    ids[name] = (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const forgot = (email: string, origURL?: string) => call(server, '/api/auth/forgot-password', withJson('POST', { email, origURL }));
const login = (email: string, password: string) => call<UserInfoJson>(server, '/api/users/login', withJson('POST', { email, password }));

/** Asks for a reset link and answers its parts from the mail: /reset-password/{email}/{id}/{token}. */
async function resetLinkFor(email: string) {
  expect(await forgot(email)).toEqual({ status: 200, body: { message: 'Linka byla odeslána na Váš email' } });
  const mail = await smtp.nextMailTo(email);
  const link = linksIn(mail)[0]!;
  const [, , mailEmail, id, token] = new URL(link).pathname.split('/');
  return { link, mail, email: decodeURIComponent(mailEmail!), id: Number(id), token: token! };
}

const check = (p: { email: string; id: number; token: string }) =>
  call<ResetTokenCheckJson & { message: string }>(server, `/api/auth/check-reset-token/${encodeURIComponent(p.email)}/${p.id}/${p.token}`);
const reset = (p: { email: string; id: number; token: string }, password: string) =>
  call<{ message: string }>(server, '/api/auth/reset-password', withJson('POST', { ...p, password }));

describe('POST /api/auth/forgot-password', () => {
  it('mails a Czech reset link built on PUBLIC_URL, never on the origURL the client sent', async () => {
    expect(await forgot('Jana@Example.cz', 'https://utocnik.example')).toEqual({ status: 200, body: { message: 'Linka byla odeslána na Váš email' } });
    const mail = await smtp.nextMailTo('jana@example.cz');
    expect(mail.subject).toBe('Obnovení hesla – Slovo života');
    const link = linksIn(mail)[0]!;
    expect(link).toMatch(new RegExp(`^${server.url}/reset-password/jana%40example\\.cz/${ids.Jana}/[a-z2-7]{52}$`));
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.raw).not.toContain('utocnik');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect(await forgot('nikdo@example.cz')).toEqual({ status: 200, body: { message: 'Linka byla odeslána na Váš email' } });
    await resetLinkFor('eva@example.cz'); // sent after it, so the unknown one had its chance to go out
    expect(smtp.received.filter((m) => m.to.includes('nikdo@example.cz'))).toEqual([]);
  });

  it('requires an e-mail address', async () => {
    expect(await call(server, '/api/auth/forgot-password', withJson('POST', {}))).toEqual({ status: 400, body: { message: 'Musíte zadat stávající email' } });
  });
});

describe('resetting the password', () => {
  it('a good link shows the form: GET check-reset-token answers name and userToken', async () => {
    const link = await resetLinkFor('jana@example.cz');
    expect(await check(link)).toEqual({ status: 200, body: { name: 'Jana', userToken: link.token } });
  });

  it('a good link saves the new password, ends every session of the user and then is spent', async () => {
    const sessions = [(await login('jana@example.cz', 'Stare-heslo-Jana')).body.token, (await login('jana@example.cz', 'Stare-heslo-Jana')).body.token];
    const link = await resetLinkFor('jana@example.cz');
    expect(await reset(link, 'Nove-heslo-Jany')).toEqual({ status: 200, body: { message: 'Heslo bylo úspešně změněno' } });
    for (const token of sessions) {
      expect(await call(server, '/api/users/profile', withToken(token))).toEqual({ status: 401, body: { message: 'Not authorized, token failed' } });
    }
    expect((await login('jana@example.cz', 'Stare-heslo-Jana')).status).toBe(401);
    expect((await login('jana@example.cz', 'Nove-heslo-Jany')).status).toBe(200);
    const used = { status: 400, body: { message: 'Odkaz pro obnovení hesla už byl použit. Požádejte prosím o nový.' } };
    expect(await reset(link, 'Jeste-jine-heslo')).toEqual(used);
    expect(await check(link)).toEqual(used);
  });

  it('a link older than 1 hour is refused', async () => {
    const link = await resetLinkFor('petr@example.cz');
    clock.advance(HOUR + MINUTE);
    const expired = { status: 400, body: { message: 'Platnost odkazu pro obnovení hesla vypršela (platí 1 hodinu). Požádejte prosím o nový.' } };
    expect(await check(link)).toEqual(expired);
    expect(await reset(link, 'Nove-heslo-Petra')).toEqual(expired);
    expect((await login('petr@example.cz', 'Stare-heslo-Petr')).status).toBe(200);
  });

  it('another user’s token, or a token with another user’s id or address, is refused', async () => {
    const petrs = await resetLinkFor('petr@example.cz');
    const invalid = { status: 400, body: { message: 'Odkaz pro obnovení hesla je neplatný. Požádejte prosím o nový.' } };
    expect(await reset({ ...petrs, id: ids.Eva! }, 'Prevzate-heslo-1')).toEqual(invalid);
    expect(await reset({ ...petrs, email: 'eva@example.cz' }, 'Prevzate-heslo-1')).toEqual(invalid);
    expect(await reset({ email: 'eva@example.cz', id: ids.Eva!, token: petrs.token }, 'Prevzate-heslo-1')).toEqual(invalid);
    expect(await check({ ...petrs, id: ids.Jana! })).toEqual(invalid);
    expect((await login('eva@example.cz', 'Stare-heslo-Eva')).status).toBe(200);
    expect((await login('jana@example.cz', 'Prevzate-heslo-1')).status).toBe(401);
  });

  it('a newer link replaces the older one', async () => {
    const older = await resetLinkFor('eva@example.cz');
    const newer = await resetLinkFor('eva@example.cz');
    expect((await check(older)).status).toBe(400);
    expect((await check(newer)).status).toBe(200);
  });

  it('checks the new password like a registration does', async () => {
    const link = await resetLinkFor('karel@example.cz');
    expect(await reset(link, 'kratke')).toEqual({ status: 400, body: { message: 'Heslo musí mít alespoň 8 znaků' } });
    expect((await check(link)).status).toBe(200); // not spent by a refused try
  });
});

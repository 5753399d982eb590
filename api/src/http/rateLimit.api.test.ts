import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_HONEYPOT } from '@contract/account';
import { ensureAccount } from '../accounts/accounts';
import { trustedProxies } from './trustedProxies';
import { MINUTE } from '../accounts/tokens';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, callFrom, startTestServer, testClock, type TestServer, type TestServerOptions, withJson } from '../../test/testServer';

let smtp: SmtpStandIn;
let server: TestServer;
const clock = testClock();
const tooMany = { status: 429, body: { message: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.' } };

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, now: clock.now });
  await ensureAccount(server.db, { name: 'Jana', email: 'jana@example.cz', password: 'Heslo-Jany-123' });
  await ensureAccount(server.db, { name: 'Petr', email: 'petr@example.cz', password: 'Heslo-Petra-123' });
  await ensureAccount(server.db, { name: 'Zákazník', email: 'zakaznik@example.cz', password: 'Heslo-Zakaznika-123' });
  await ensureAccount(server.db, { name: 'Terezie', email: 'terezie@example.cz', password: 'Heslo-Terezie-123' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const login = (email: string, password: string) => call(server, '/api/users/login', withJson('POST', { email, password }));
const loginFrom = (ip: string, email: string, password: string, init: RequestInit = {}) =>
  callFrom(ip, server, '/api/users/login', { ...withJson('POST', { email, password }), ...init });
/** Headers of a JSON request with X-Forwarded-For, as a proxy would pass it on. */
const forwardedFor = (addresses: string) => ({ headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': addresses } });
const times = async <T>(n: number, attempt: () => Promise<T>) => {
  const answers: T[] = [];
  for (let i = 0; i < n; i++) answers.push(await attempt());
  return answers;
};
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
// A hundred sign-ins check a hundred argon2 hashes: on a busy machine that outlasts vitest's default timeout.
const HUNDRED_SIGN_INS_TIMEOUT = 120_000;

describe('sign-in', () => {
  it('allows 5 failed attempts per address from one client in 15 minutes; then even the right password from that client waits', async () => {
    expect(statuses(await times(5, () => login('jana@example.cz', 'spatne-heslo')))).toEqual([401, 401, 401, 401, 401]);
    expect(await login('JANA@example.cz', 'spatne-heslo')).toEqual(tooMany);
    expect(await login('jana@example.cz', 'Heslo-Jany-123')).toEqual(tooMany);
  });

  it('lets the owner sign in from another client after 25 wrong passwords from an attacker, whose client stays limited', async () => {
    const attempts = await times(25, () => loginFrom('127.0.1.1', 'zakaznik@example.cz', 'hadam-heslo'));
    expect(statuses(attempts)).toEqual([...Array(5).fill(401), ...Array(20).fill(429)]);
    expect(await loginFrom('127.0.1.1', 'zakaznik@example.cz', 'Heslo-Zakaznika-123')).toEqual(tooMany);
    expect((await loginFrom('127.0.1.2', 'zakaznik@example.cz', 'Heslo-Zakaznika-123')).status).toBe(200);
  });

  it('gives no fresh counter for a forged X-Forwarded-For while TRUST_PROXY is 0', async () => {
    let i = 0;
    const forged = () => loginFrom('127.0.1.3', 'zakaznik@example.cz', 'hadam-heslo', forwardedFor(`203.0.113.${++i}`));
    expect(statuses(await times(5, forged))).toEqual(Array(5).fill(401));
    expect(await forged()).toEqual(tooMany);
  });

  it(
    'stops wrong passwords for one address at 100 from all clients together; then even its owner waits',
    async () => {
      for (let client = 1; client <= 20; client++) {
        expect(statuses(await times(5, () => loginFrom(`127.0.2.${client}`, 'terezie@example.cz', 'hadam-heslo')))).toEqual(Array(5).fill(401));
      }
      expect(await loginFrom('127.0.2.21', 'terezie@example.cz', 'Heslo-Terezie-123')).toEqual(tooMany);
    },
    HUNDRED_SIGN_INS_TIMEOUT,
  );

  it('leaves other addresses from the same IP alone', async () => {
    expect((await login('petr@example.cz', 'Heslo-Petra-123')).status).toBe(200);
  });

  it('lets the address try again once the 15 minutes are over', async () => {
    clock.advance(15 * MINUTE + 1000);
    expect((await login('jana@example.cz', 'Heslo-Jany-123')).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    expect(statuses(await times(8, () => login('petr@example.cz', 'Heslo-Petra-123')))).toEqual(Array(8).fill(200));
  });

  it('allows 20 failed attempts per IP across addresses; other IPs are unaffected', async () => {
    const guess = (ip: string, i: number) =>
      callFrom(ip, server, '/api/users/login', withJson('POST', { email: `host${i}@example.cz`, password: 'hadam-heslo' }));
    let i = 0;
    expect(statuses(await times(20, () => guess('127.0.0.2', i++)))).toEqual(Array(20).fill(401));
    expect(await guess('127.0.0.2', i++)).toEqual(tooMany);
    expect(await callFrom('127.0.0.2', server, '/api/users/login', withJson('POST', { email: 'petr@example.cz', password: 'Heslo-Petra-123' }))).toEqual(
      tooMany,
    );
    expect((await guess('127.0.0.3', i++)).status).toBe(401);
    expect((await callFrom('127.0.0.3', server, '/api/users/login', withJson('POST', { email: 'petr@example.cz', password: 'Heslo-Petra-123' }))).status).toBe(
      200,
    );
  });
});

// Every request below comes from a loopback socket; TRUST_PROXY names 127.0.0.1 as the proxy, which
// appends the address it saw to X-Forwarded-For. Any other address connects as a client would, directly.
describe('sign-in behind a reverse proxy that TRUST_PROXY names (127.0.0.1, 10.0.0.0/8)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ config: { trustProxy: trustedProxies('127.0.0.1,10.0.0.0/8') } });
    await ensureAccount(proxied.db, { name: 'Jana', email: 'jana@example.cz', password: 'Heslo-Jany-123' });
    await ensureAccount(proxied.db, { name: 'Petr', email: 'petr@example.cz', password: 'Heslo-Petra-123' });
  });
  afterAll(() => proxied.close());

  const loginBehindProxy = (addresses: string, password: string, email = 'jana@example.cz') =>
    callFrom('127.0.0.1', proxied, '/api/users/login', { ...withJson('POST', { email, password }), ...forwardedFor(addresses) });

  it('counts two clients behind the proxy apart, by the address the proxy appended', async () => {
    expect(statuses(await times(5, () => loginBehindProxy('203.0.113.7', 'hadam-heslo')))).toEqual(Array(5).fill(401));
    expect(await loginBehindProxy('203.0.113.7', 'Heslo-Jany-123')).toEqual(tooMany);
    expect((await loginBehindProxy('198.51.100.2', 'Heslo-Jany-123')).status).toBe(200);
  });

  it('reads nothing a client wrote into X-Forwarded-For before the proxy’s address', async () => {
    expect(await loginBehindProxy('192.0.2.99, 203.0.113.7', 'Heslo-Jany-123')).toEqual(tooMany);
  });

  it('takes the right-most address that is not a trusted proxy, skipping a chain of them', async () => {
    expect(await loginBehindProxy('192.0.2.99, 203.0.113.7, 10.1.2.3', 'Heslo-Jany-123')).toEqual(tooMany);
    expect(await loginBehindProxy('203.0.113.7, 10.0.0.8, 10.1.2.3', 'Heslo-Jany-123')).toEqual(tooMany);
  });

  it('ignores X-Forwarded-For from a client that reaches the port directly: 30 forged addresses share its one counter', async () => {
    let i = 0;
    const forged = () =>
      callFrom('127.0.0.9', proxied, '/api/users/login', {
        ...withJson('POST', { email: 'petr@example.cz', password: 'hadam-heslo' }),
        ...forwardedFor(`203.0.113.${++i}`),
      });
    const answers = statuses(await times(30, forged));
    expect(answers).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    expect((await loginBehindProxy('198.51.100.30', 'Heslo-Petra-123', 'petr@example.cz')).status).toBe(200);
  });
});

// OWASP's device cookies: a device where the owner signed in before keeps its own limit.
describe('a device cookie keeps the owner in while others fail', () => {
  const owner = { email: 'vlastnik@example.cz', password: 'Heslo-vlastnika-123' };
  const attempt = (server: TestServer, from: { ip?: string; forwardedFor?: string; cookie?: string; email?: string; password: string }) =>
    callFrom(from.ip ?? '127.0.0.1', server, '/api/users/login', {
      ...withJson('POST', { email: from.email ?? owner.email, password: from.password }),
      headers: {
        'Content-Type': 'application/json',
        ...(from.forwardedFor && { 'X-Forwarded-For': from.forwardedFor }),
        ...(from.cookie && { Cookie: from.cookie }),
      },
    });
  /** Signs the owner in once, as a browser would, and answers the device cookie the shop set. */
  async function ownersDevice(server: TestServer, forwardedFor?: string): Promise<string> {
    const response = await fetch(`${server.url}/api/users/login`, {
      ...withJson('POST', owner),
      headers: { 'Content-Type': 'application/json', ...(forwardedFor && { 'X-Forwarded-For': forwardedFor }) },
    });
    expect(response.status).toBe(200);
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^device=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/api\/users\/login; HttpOnly; SameSite=Lax$/);
    return setCookie!.split(';')[0]!;
  }

  /** A server of its own with the owner's account, for `test`. */
  async function withOwner(options: TestServerOptions, test: (server: TestServer) => Promise<void>) {
    const server = await startTestServer(options);
    try {
      await ensureAccount(server.db, { name: 'Vlastník', ...owner });
      await test(server);
    } finally {
      await server.close();
    }
  }

  it(
    'behind a proxy TRUST_PROXY names: after 20 addresses x 5 wrong passwords the owner’s device signs in; a fresh address without it meets the limit',
    () =>
      withOwner({ config: { trustProxy: trustedProxies('127.0.0.1') } }, async (proxied) => {
        const device = await ownersDevice(proxied, '198.51.100.1');
        for (let client = 1; client <= 20; client++) {
          const wrong = await times(5, () => attempt(proxied, { forwardedFor: `203.0.113.${client}`, password: 'hadam-heslo' }));
          expect(statuses(wrong)).toEqual(Array(5).fill(401));
        }
        expect((await attempt(proxied, { forwardedFor: '198.51.100.1', cookie: device, password: owner.password })).status).toBe(200);
        expect((await attempt(proxied, { forwardedFor: '198.51.100.77', cookie: device, password: owner.password })).status).toBe(200);
        expect(await attempt(proxied, { forwardedFor: '198.51.100.2', password: owner.password })).toEqual(tooMany);
        expect(await attempt(proxied, { forwardedFor: '198.51.100.1', password: owner.password })).toEqual(tooMany);
      }),
    HUNDRED_SIGN_INS_TIMEOUT,
  );

  it(
    'without TRUST_PROXY, where everyone behind one address shares its limits: the owner’s device still signs in',
    () =>
      withOwner({}, async (direct) => {
        const device = await ownersDevice(direct);
        expect(statuses(await times(5, () => attempt(direct, { password: 'hadam-heslo' })))).toEqual(Array(5).fill(401));
        expect(await attempt(direct, { password: owner.password })).toEqual(tooMany);
        for (let client = 1; client <= 19; client++) await times(5, () => attempt(direct, { ip: `127.0.4.${client}`, password: 'hadam-heslo' }));
        expect(await attempt(direct, { ip: '127.0.4.99', password: owner.password })).toEqual(tooMany);
        expect((await attempt(direct, { cookie: device, password: owner.password })).status).toBe(200);
      }),
    HUNDRED_SIGN_INS_TIMEOUT,
  );

  it('is worth nothing for another account, nor altered; and a device that fails meets its own limit', () =>
    withOwner({}, async (direct) => {
      await ensureAccount(direct.db, { name: 'Jiný', email: 'jiny@example.cz', password: 'Heslo-jineho-123' });
      const device = await ownersDevice(direct);
      const [id, signature] = device.slice('device='.length).split('.');
      const forged = `device=${id}.${signature!.slice(0, -2)}AA`;
      expect(statuses(await times(5, () => attempt(direct, { email: 'jiny@example.cz', cookie: device, password: 'hadam-heslo' })))).toEqual(
        Array(5).fill(401),
      );
      expect(await attempt(direct, { email: 'jiny@example.cz', cookie: device, password: 'Heslo-jineho-123' })).toEqual(tooMany);
      expect(await attempt(direct, { email: 'jiny@example.cz', cookie: forged, password: 'Heslo-jineho-123' })).toEqual(tooMany);

      expect(statuses(await times(5, () => attempt(direct, { ip: '127.0.5.1', cookie: device, password: 'hadam-heslo' })))).toEqual(Array(5).fill(401));
      expect(await attempt(direct, { ip: '127.0.5.1', cookie: device, password: owner.password })).toEqual(tooMany);
      expect((await attempt(direct, { ip: '127.0.5.2', password: owner.password })).status).toBe(200); // its failures were the device's own
    }));
});

describe('calls that send mail: 3 per address per hour', () => {
  it('password reset', async () => {
    const forgot = (email: string) => call(server, '/api/auth/forgot-password', withJson('POST', { email }));
    expect(statuses(await times(3, () => forgot('jana@example.cz')))).toEqual([200, 200, 200]);
    expect(await forgot('Jana@Example.cz')).toEqual(tooMany);
    expect(await forgot('nikdo@example.cz')).toEqual({ status: 200, body: { message: 'Linka byla odeslána na Váš email' } });
    await times(3, () => smtp.nextMailTo('jana@example.cz'));
  });

  it('registration', async () => {
    const register = () => call(server, '/api/users', withJson('POST', { name: 'Eva', email: 'eva@example.cz', password: 'Heslo-Evy-123' }));
    expect(statuses(await times(3, register))).toEqual([201, 201, 201]); // a taken address answers like a free one
    expect(await register()).toEqual(tooMany);
    await times(3, () => smtp.nextMailTo('eva@example.cz')); // three confirmation links: an unconfirmed address starts over
    expect((await call(server, '/api/users', withJson('POST', { name: 'Olga', email: 'olga@example.cz', password: 'Heslo-Olgy-123' }))).status).toBe(201);
  });

  it('asking for the confirmation link again', async () => {
    const resend = () => call(server, '/api/users/resend-link', withJson('POST', { email: 'olga@example.cz' }));
    expect(statuses(await times(3, resend))).toEqual([200, 200, 200]);
    expect(await resend()).toEqual(tooMany);
  });

  it('the contact form, counted by the sender’s address', async () => {
    const send = (email: string) =>
      call(server, '/api/auth/contact', withJson('POST', { contactForm: { name: 'Karel', email, emailMessage: 'Dotaz' }, ...CONTACT_HONEYPOT }));
    expect(statuses(await times(3, () => send('karel@example.cz')))).toEqual([200, 200, 200]);
    expect(await send('karel@example.cz')).toEqual(tooMany);
    expect((await send('marie@example.cz')).status).toBe(200);
  });

  it('and per IP: 20 an hour across addresses', async () => {
    const forgot = (ip: string, i: number) => callFrom(ip, server, '/api/auth/forgot-password', withJson('POST', { email: `nekdo${i}@example.cz` }));
    let i = 0;
    expect(statuses(await times(20, () => forgot('127.0.0.4', i++)))).toEqual(Array(20).fill(200));
    expect(await forgot('127.0.0.4', i++)).toEqual(tooMany);
    expect((await forgot('127.0.0.5', i++)).status).toBe(200);
  });
});

describe('several shop processes on one database', () => {
  it('count failed sign-ins together: after 5 through one process, the 6th through the other is refused', async () => {
    const other = await startTestServer({ sameDatabaseAs: server, now: clock.now });
    try {
      await ensureAccount(server.db, { name: 'Marie', email: 'marie@example.cz', password: 'Heslo-Marie-123' });
      const wrong = withJson('POST', { email: 'marie@example.cz', password: 'spatne-heslo' });
      expect(statuses(await times(5, () => callFrom('127.0.3.1', server, '/api/users/login', wrong)))).toEqual(Array(5).fill(401));
      expect(await callFrom('127.0.3.1', other, '/api/users/login', wrong)).toEqual(tooMany);
    } finally {
      await other.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_START_PATH, type GoogleConfigJson, type UserInfoJson } from '@contract/account';
import { ensureAccount } from './accounts';
import { hashPassword } from './passwords';
import { MINUTE } from './tokens';
import { signedInCustomerJson } from '../../test/customers';
import { type OAuthProviderStandIn, startOAuthProvider } from '../../test/standins/oauthProvider';
import { call, startTestServer, testClock, type TestServer, withJson } from '../../test/testServer';

let provider: OAuthProviderStandIn;
let server: TestServer;
const clock = testClock();

beforeAll(async () => {
  provider = await startOAuthProvider({ sub: 'google-sub-1', email: 'Jana.Google@Example.cz', name: 'Jana z Googlu', emailVerified: true });
  server = await startTestServer({
    now: clock.now,
    config: {
      google: {
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        authUrl: provider.authUrl,
        tokenUrl: provider.tokenUrl,
        jwksUrl: provider.jwksUrl,
        issuer: provider.issuer,
      },
    },
  });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

const location = (response: Response) => new URL(response.headers.get('location')!);

/** GET /start as the browser would: answers the redirect to the provider and this browser's state cookie. */
async function start(redirect = '/shipping') {
  const response = await fetch(`${server.url}${GOOGLE_START_PATH}?redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('google_state='))!;
  return { authorize: location(response), setCookie: cookie, cookie: cookie.split(';')[0]! };
}

/** The provider signs the user in and sends the browser back: answers the callback address. */
async function atProvider(authorize: URL) {
  const response = await fetch(authorize, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return location(response);
}

/** The callback, with or without this browser's cookie: answers where the shop sends the browser. */
async function callback(url: URL, cookie?: string) {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(302);
  return location(response);
}

async function signInWithGoogle(redirect?: string) {
  const { authorize, cookie } = await start(redirect);
  return callback(await atProvider(authorize), cookie);
}

const redeem = (code: string | null) => call<UserInfoJson & { message: string }>(server, '/api/auth/currentuser', withJson('POST', { dataInfo: { code } }));
const usersWith = (email: string) => server.db.selectFrom('users').selectAll().where('email', '=', email).execute();

describe('GET /api/auth/google/config', () => {
  it('tells the PWA to show the button when GOOGLE_CLIENT_ID is set', async () => {
    expect(await call<GoogleConfigJson>(server, '/api/auth/google/config')).toEqual({ status: 200, body: { enabled: true } });
  });

  it('hides it otherwise, and /start then goes back to /login with a reason', async () => {
    const plain = await startTestServer();
    try {
      expect((await call(plain, '/api/auth/google/config')).body).toEqual({ enabled: false });
      const response = await fetch(`${plain.url}/api/auth/google/start`, { redirect: 'manual' });
      expect(response.headers.get('location')).toBe(`${plain.url}/login?googleError=auth-domain-config-required`);
    } finally {
      await plain.close();
    }
  });
});

describe('GET /api/auth/google/start', () => {
  it('redirects to the authorization endpoint with client, callback, code, scope, state and an S256 challenge', async () => {
    const { authorize, setCookie } = await start();
    expect(authorize.origin + authorize.pathname).toBe(provider.authUrl);
    const q = Object.fromEntries(authorize.searchParams);
    expect(q).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${server.url}/api/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(q.state).toMatch(/^[a-z2-7]{52}$/);
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toMatch(new RegExp(`^google_state=${q.state}; Max-Age=600; Path=/api/auth/google; HttpOnly; SameSite=Lax$`));
    const stored = await server.db.selectFrom('oauth_states').selectAll().execute();
    expect(stored.map((s) => s.state_hash)).not.toContain(q.state);
  });
});

describe('the whole Google sign-in against the stand-in provider', () => {
  let firstId: number;

  it('creates one confirmed account the first time and hands the session over by a one-time code', async () => {
    const landing = await signInWithGoogle('/shipping');
    expect(landing.origin + landing.pathname).toBe(`${server.url}/login`);
    expect(landing.searchParams.get('redirect')).toBe('/shipping');
    const code = landing.searchParams.get('google');
    expect(code).toMatch(/^[a-z2-7]{52}$/);
    const { status, body } = await redeem(code);
    expect(status).toBe(200);
    expect(body).toEqual(signedInCustomerJson('Jana z Googlu', 'jana.google@example.cz'));
    firstId = body._id;
    const rows = await usersWith('jana.google@example.cz');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ google_id: 'google-sub-1', is_registered: 1, password_hash: null });
    expect((await call(server, '/api/users/profile', { headers: { Authorization: `Bearer ${body.token}` } })).status).toBe(200);
  });

  it('reuses the same account the second time', async () => {
    const code = (await signInWithGoogle()).searchParams.get('google');
    const { body } = await redeem(code);
    expect(body._id).toBe(firstId);
    expect(await usersWith('jana.google@example.cz')).toHaveLength(1);
  });

  it('the one-time code works once, and not after 5 minutes', async () => {
    const code = (await signInWithGoogle()).searchParams.get('google');
    expect((await redeem(code)).status).toBe(200);
    const failed = { status: 400, body: { message: 'Přihlášení přes Google vypršelo nebo už bylo použito. Zkuste to prosím znovu.' } };
    expect(await redeem(code)).toEqual(failed);
    const late = (await signInWithGoogle()).searchParams.get('google');
    clock.advance(5 * MINUTE + 1000);
    expect(await redeem(late)).toEqual(failed);
    expect(await redeem('neznamy-kod')).toEqual(failed);
  });

  it('links an existing confirmed account with the same address and keeps its password', async () => {
    await ensureAccount(server.db, { name: 'Petr', email: 'petr@example.cz', password: 'Heslo-Petra-1' });
    provider.user = { sub: 'google-sub-petr', email: 'petr@example.cz', name: 'Petr G.', emailVerified: true };
    const { body } = await redeem((await signInWithGoogle()).searchParams.get('google'));
    const [row] = await usersWith('petr@example.cz');
    expect(body._id).toBe(row!.id);
    expect(row).toMatchObject({ name: 'Petr', google_id: 'google-sub-petr', is_registered: 1 });
    expect((await call(server, '/api/users/login', withJson('POST', { email: 'petr@example.cz', password: 'Heslo-Petra-1' }))).status).toBe(200);
  });

  it('confirms an unconfirmed account with the same address and drops the password nobody proved', async () => {
    // Someone registered the victim's address with their own password but could never confirm it.
    await server.db
      .insertInto('users')
      .values({ name: 'Útočník', email: 'obet@example.cz', password_hash: await hashPassword('Heslo-utocnika-1') })
      .execute();
    provider.user = { sub: 'google-sub-obet', email: 'obet@example.cz', name: 'Oběť', emailVerified: true };
    expect((await redeem((await signInWithGoogle()).searchParams.get('google'))).status).toBe(200);
    const [row] = await usersWith('obet@example.cz');
    expect(row).toMatchObject({ google_id: 'google-sub-obet', is_registered: 1, password_hash: null });
    expect((await call(server, '/api/users/login', withJson('POST', { email: 'obet@example.cz', password: 'Heslo-utocnika-1' }))).status).toBe(401);
  });
});

describe('the path to return to', () => {
  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])('is / when %s is asked for', async (redirect) => {
    provider.user = { sub: 'google-sub-1', email: 'jana.google@example.cz', name: 'Jana', emailVerified: true };
    expect((await signInWithGoogle(redirect)).searchParams.get('redirect')).toBe('/');
  });
});

describe('a Google sign-in is refused', () => {
  const before = async () => (await server.db.selectFrom('users').select('id').execute()).length;

  it('with a state this server never issued', async () => {
    const { authorize, cookie } = await start();
    const back = await atProvider(authorize);
    back.searchParams.set('state', 'a'.repeat(52));
    const count = await before();
    expect((await callback(back, cookie.replace(/=.*/, `=${'a'.repeat(52)}`))).search).toBe('?googleError=invalid-state');
    expect(await before()).toBe(count);
  });

  it('when the callback comes to a browser that did not start the sign-in (login CSRF)', async () => {
    const { authorize } = await start();
    const back = await atProvider(authorize);
    expect((await callback(back)).search).toBe('?googleError=invalid-state');
    const other = await start();
    expect((await callback(back, other.cookie)).search).toBe('?googleError=invalid-state');
  });

  it('when a callback is replayed: the state works once', async () => {
    const { authorize, cookie } = await start();
    const back = await atProvider(authorize);
    expect((await callback(back, cookie)).searchParams.get('google')).toBeTruthy();
    expect((await callback(back, cookie)).search).toBe('?googleError=invalid-state');
  });

  it('after ten minutes at the provider', async () => {
    const { authorize, cookie } = await start();
    const back = await atProvider(authorize);
    clock.advance(10 * MINUTE + 1000);
    expect((await callback(back, cookie)).search).toBe('?googleError=invalid-state');
  });

  it('when the PKCE verifier does not match the challenge (the provider refuses the code)', async () => {
    const { authorize, cookie } = await start();
    const back = await atProvider(authorize);
    await server.db.updateTable('oauth_states').set({ code_verifier: 'podvrzeny-verifier' }).execute();
    const issued = provider.tokensIssued;
    expect((await callback(back, cookie)).search).toBe('?googleError=internal-error');
    expect(provider.tokensIssued).toBe(issued);
  });

  it('when the user cancels at the provider: popup-closed-by-user', async () => {
    provider.denyNext = true;
    expect((await signInWithGoogle()).search).toBe('?googleError=popup-closed-by-user');
  });

  it('when Google has not verified the address, and no account is made', async () => {
    provider.user = { sub: 'google-sub-2', email: 'neovereny@example.cz', name: 'Neověřený', emailVerified: false };
    expect((await signInWithGoogle()).search).toBe('?googleError=email-not-verified');
    expect(await usersWith('neovereny@example.cz')).toEqual([]);
  });

  // The last test of the file: it stops the provider.
  it('when the provider cannot be reached: network-request-failed', async () => {
    const { authorize, cookie } = await start();
    const back = await atProvider(authorize);
    await provider.close();
    expect((await callback(back, cookie)).search).toBe('?googleError=network-request-failed');
  });
});

// A stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, as a real HTTP server on
// 127.0.0.1: the authorization endpoint signs the configured user in at once and redirects back
// with a code; the token endpoint checks client, redirect URI and the PKCE verifier against the
// challenge and answers an RS256-signed ID token; the JWKS endpoint publishes the public key.
// Tests only: the server never starts it (unlike dev/stripeStandIn.ts, development has no Google).
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface ProviderUser {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface OAuthProviderStandIn {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** Who signs in at the next authorization; tests change it between flows. */
  user: ProviderUser;
  /** The next authorization is declined by the user (error=access_denied). */
  denyNext: boolean;
  /** Token requests answered with an ID token. */
  tokensIssued: number;
  close(): Promise<void>;
}

interface PendingCode {
  challenge: string;
  redirectUri: string;
  user: ProviderUser;
}

const KID = 'standin-key-1';
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startOAuthProvider(user: ProviderUser): Promise<OAuthProviderStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();

  const app = new Hono()
    .get('/authorize', (c) => {
      const q = c.req.query();
      if (q.client_id !== provider.clientId) return c.text('invalid_client', 400);
      if (q.response_type !== 'code' || !q.redirect_uri || !q.state) return c.text('invalid_request', 400);
      if (!q.scope?.split(' ').includes('openid')) return c.text('invalid_scope', 400);
      if (q.code_challenge_method !== 'S256' || !q.code_challenge) return c.text('PKCE with S256 required', 400);
      const back = new URL(q.redirect_uri);
      back.searchParams.set('state', q.state);
      if (provider.denyNext) {
        provider.denyNext = false;
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { challenge: q.code_challenge, redirectUri: q.redirect_uri, user: { ...provider.user } });
        back.searchParams.set('code', code);
      }
      return c.redirect(back.toString(), 302);
    })
    .post('/token', async (c) => {
      const form = await c.req.parseBody();
      if (form.client_id !== provider.clientId || form.client_secret !== provider.clientSecret) return c.json({ error: 'invalid_client' }, 401);
      if (form.grant_type !== 'authorization_code') return c.json({ error: 'unsupported_grant_type' }, 400);
      const pending = codes.get(String(form.code));
      codes.delete(String(form.code)); // a code works once
      if (!pending || pending.redirectUri !== form.redirect_uri) return c.json({ error: 'invalid_grant' }, 400);
      if (typeof form.code_verifier !== 'string' || s256(form.code_verifier) !== pending.challenge) {
        return c.json({ error: 'invalid_grant', error_description: 'PKCE verification failed' }, 400);
      }
      const idToken = await new SignJWT({ email: pending.user.email, email_verified: pending.user.emailVerified, name: pending.user.name })
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .setIssuer(provider.issuer)
        .setAudience(provider.clientId)
        .setSubject(pending.user.sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      provider.tokensIssued++;
      return c.json({ access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    })
    .get('/jwks', (c) => c.json({ keys: [jwk] }));

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider: OAuthProviderStandIn = {
    clientId: 'shop-test-client.apps.example',
    clientSecret: randomBytes(12).toString('hex'),
    issuer: base,
    authUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    jwksUrl: `${base}/jwks`,
    user,
    denyNext: false,
    tokensIssued: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return provider;
}

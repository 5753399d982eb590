// The provider side of "Sign in with Google": the authorization URL, the code exchange at the
// token endpoint and the verification of the ID token against the provider's published keys.
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { GoogleConfig } from '../config';
import type { GoogleErrorKind } from '@contract/account';
import { sha256Of } from './tokens';

/** Ends a Google sign-in with the kind the PWA shows at /login?googleError={kind}. */
export class GoogleSignInFailed extends Error {
  constructor(
    readonly kind: GoogleErrorKind,
    reason: string,
  ) {
    super(reason);
  }
}

export const pkceChallenge = (verifier: string) => encodeBase64urlNoPadding(sha256Of(verifier));

export function authorizationUrl(google: GoogleConfig, p: { redirectUri: string; state: string; verifier: string }): string {
  const url = new URL(google.authUrl);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: p.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: p.state,
    code_challenge: pkceChallenge(p.verifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

/** The kind for an `error` the provider reports (RFC 6749 4.1.2.1 and 5.2 codes). */
export function kindOfProviderError(error: string): GoogleErrorKind {
  if (error === 'access_denied') return 'popup-closed-by-user';
  if (error === 'invalid_client' || error === 'unauthorized_client') return 'invalid-api-key';
  if (error === 'redirect_uri_mismatch') return 'unauthorized-domain';
  return 'internal-error';
}

/** Trades the authorization code (with the PKCE verifier) for the ID token. */
export async function exchangeCode(google: GoogleConfig, p: { code: string; verifier: string; redirectUri: string }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: p.code,
        redirect_uri: p.redirectUri,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        code_verifier: p.verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new GoogleSignInFailed('network-request-failed', `token endpoint unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
  if (!response.ok) {
    const error = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
    throw new GoogleSignInFailed(kindOfProviderError(error), `token endpoint refused the code: ${error}`);
  }
  if (typeof body.id_token !== 'string') throw new GoogleSignInFailed('internal-error', 'token endpoint answered no id_token');
  return body.id_token;
}

export interface GoogleIdentity {
  googleId: string;
  email: string;
  name: string;
}

// One key set per JWKS address, so the provider's keys are fetched once and then cached by jose.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => keySets.get(url) ?? keySets.set(url, createRemoteJWKSet(new URL(url))).get(url)!;

/** Verifies signature, issuer, audience and expiry of the ID token, and that the address is verified. */
export async function verifyIdToken(google: GoogleConfig, idToken: string, now: Date): Promise<GoogleIdentity> {
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keySetOf(google.jwksUrl), {
      issuer: google.issuer,
      audience: google.clientId,
      algorithms: ['RS256'],
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    const unreachable = error instanceof joseErrors.JWKSTimeout || (error instanceof TypeError && !(error instanceof joseErrors.JOSEError));
    throw new GoogleSignInFailed(unreachable ? 'network-request-failed' : 'internal-error', `ID token rejected: ${(error as Error).message}`);
  }
  const { sub, email, email_verified: verified, name } = claims as { sub: string; email?: unknown; email_verified?: unknown; name?: unknown };
  if (typeof email !== 'string' || !email) throw new GoogleSignInFailed('internal-error', 'ID token carries no e-mail');
  if (verified !== true && verified !== 'true') throw new GoogleSignInFailed('email-not-verified', 'e-mail not verified by Google');
  const address = email.trim().toLowerCase();
  const displayName = (typeof name === 'string' && name.trim()) || address.split('@')[0]!;
  return { googleId: sub, email: address, name: displayName.slice(0, 100) };
}

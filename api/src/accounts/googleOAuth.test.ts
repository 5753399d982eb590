import { describe, expect, it } from 'vitest';
import { authorizationUrl, kindOfProviderError, pkceChallenge } from './googleOAuth';

const google = {
  clientId: 'client-1',
  clientSecret: 'secret',
  authUrl: 'https://accounts.example/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.example/token',
  jwksUrl: 'https://www.example/certs',
  issuer: 'https://accounts.example',
};

describe('Google OAuth', () => {
  it('derives the PKCE S256 challenge as RFC 7636 shows', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('asks for a code with openid email profile, state and the S256 challenge, never the verifier', () => {
    const url = new URL(authorizationUrl(google, { redirectUri: 'https://shop.example/api/auth/google/callback', state: 'st', verifier: 'ver' }));
    expect(url.origin + url.pathname).toBe(google.authUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: 'https://shop.example/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st',
      code_challenge: pkceChallenge('ver'),
      code_challenge_method: 'S256',
    });
    expect([...url.searchParams.values()]).not.toContain('ver');
  });

  it('names provider errors with the spec’s kinds', () => {
    expect(kindOfProviderError('access_denied')).toBe('popup-closed-by-user');
    expect(kindOfProviderError('invalid_client')).toBe('invalid-api-key');
    expect(kindOfProviderError('redirect_uri_mismatch')).toBe('unauthorized-domain');
    expect(kindOfProviderError('server_error')).toBe('internal-error');
  });
});

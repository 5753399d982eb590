import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type GoogleConfigJson, type GoogleErrorKind, safeRedirectPath } from '@contract/account';
import type { AppEnv } from '../env';
import { GoogleSignInFailed } from './googleOAuth';
import { finishGoogleSignIn, startGoogleSignIn } from './googleSignIn';

// Binds a sign-in to the browser that started it (against login CSRF); SameSite=Lax still
// travels with the provider's top-level redirect back to the callback.
const STATE_COOKIE = 'google_state';
const cookieOptions = (c: Context<AppEnv>) =>
  ({
    path: '/api/auth/google',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.publicUrl.startsWith('https:'),
  }) as const;

const toLogin = (c: Context<AppEnv>, params: Record<string, string>) => c.redirect(`${c.var.config.publicUrl}/login?${new URLSearchParams(params)}`, 302);

function failed(c: Context<AppEnv>, kind: GoogleErrorKind, reason: string) {
  c.var.log.warn({ kind, reason }, 'Google sign-in failed');
  return toLogin(c, { googleError: kind });
}

/** /api/auth/google: whether the button shows, the redirect to Google and its callback. */
export const google = new Hono<AppEnv>()
  .get('/config', (c) => c.json<GoogleConfigJson>({ enabled: Boolean(c.var.config.google) }))
  .get('/start', async (c) => {
    const google = c.var.config.google;
    if (!google) return failed(c, 'auth-domain-config-required', 'GOOGLE_CLIENT_ID is not set');
    const { url, state } = await startGoogleSignIn(c.var, google, safeRedirectPath(c.req.query('redirect')));
    setCookie(c, STATE_COOKIE, state, { ...cookieOptions(c), maxAge: 600 });
    return c.redirect(url, 302);
  })
  .get('/callback', async (c) => {
    const google = c.var.config.google;
    if (!google) return failed(c, 'auth-domain-config-required', 'GOOGLE_CLIENT_ID is not set');
    const browserState = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, cookieOptions(c));
    try {
      const { loginCode, redirectPath } = await finishGoogleSignIn(c.var, google, { ...c.req.query(), browserState });
      return toLogin(c, { google: loginCode, redirect: redirectPath });
    } catch (error) {
      if (error instanceof GoogleSignInFailed) return failed(c, error.kind, error.message);
      c.var.log.error({ err: error }, 'Google sign-in failed');
      return toLogin(c, { googleError: 'internal-error' });
    }
  });

import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { DEVICE_COOKIE_MAX_AGE_MS, deviceCookieFor, trustedDeviceId } from '../accounts/deviceCookies';

// Sent only to the sign-in call, never read by the page's script.
const NAME = 'device';
const PATH = '/api/users/login';

/** Leaves the browser that just signed in to `email` its device cookie (accounts/deviceCookies.ts). */
export async function rememberDevice(c: Context<AppEnv>, email: string): Promise<void> {
  setCookie(c, NAME, await deviceCookieFor(c.var.db, email), {
    path: PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.publicUrl.startsWith('https:'),
    maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
  });
}

const checked = new WeakMap<Request, Promise<string | null>>();

/**
 * The device id when this sign-in comes with a device cookie of the account it names (`email` of
 * the body, normalised as stored), else null; worked out once per request, after its body limit.
 */
export function signInDevice(c: Context<AppEnv>, emailOf: (c: Context) => Promise<string>): Promise<string | null> {
  let device = checked.get(c.req.raw);
  if (!device) {
    const cookie = getCookie(c, NAME);
    device = cookie ? emailOf(c).then((email) => trustedDeviceId(c.var.db, cookie, email)) : Promise.resolve(null);
    checked.set(c.req.raw, device);
  }
  return device;
}

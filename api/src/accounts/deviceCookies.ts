// OWASP's device cookies against sign-in lockout: a successful sign-in leaves the browser a value
// signed for that account; later sign-ins to the same account from that browser are limited per
// device, not with everyone else's failures (http/rateLimit.ts). The value carries a random device id
// and an HMAC of it with the account's address, under a key kept in the database so that every shop
// process signs and checks alike. It names no account, and it is worth nothing for another one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';
import { DAY } from './tokens';

export const DEVICE_COOKIE_MAX_AGE_MS = 365 * DAY;
const KEY_NAME = 'device-cookie-key';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key: made once per database by whichever process needs it first, then read. */
function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('app_meta')
        .values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const { value } = await db.selectFrom('app_meta').select('value').where('key', '=', KEY_NAME).executeTakeFirstOrThrow();
      return Buffer.from(value, 'base64url');
    })();
    key.catch(() => keys.delete(db)); // a failed read is tried again by the next sign-in
    keys.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, email: string, deviceId: string) => createHmac('sha256', key).update(`${email}\n${deviceId}`).digest();

/** A new device cookie's value for the account with this (normalised) address. */
export async function deviceCookieFor(db: Db, email: string): Promise<string> {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${signature(await signingKey(db), email, deviceId).toString('base64url')}`;
}

/** The device id of a cookie signed for this address, or null for none, a forged one or another account's. */
export async function trustedDeviceId(db: Db, cookie: string | undefined, email: string): Promise<string | null> {
  const [deviceId, signed, ...rest] = (cookie ?? '').split('.');
  if (!deviceId || !signed || rest.length || !email) return null;
  const expected = signature(await signingKey(db), email, deviceId);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

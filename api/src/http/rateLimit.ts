import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { rateLimiter } from 'hono-rate-limiter';
import { messages } from '@contract/account';
import type { AppEnv, SignedInEnv } from '../env';
import { HOUR, MINUTE } from '../accounts/tokens';
import { JSON_BODY_MAX_BYTES, limitBody, withOwnBodyLimit } from './bodyLimits';
import { clientAddress } from './clientAddress';
import { signInDevice } from './deviceCookie';
import { DatabaseStore } from './rateLimitStore';
import type { Db } from '../db/open';

/** At most `limit` attempts in `windowMs` for each key `per` gives; requests `skip` picks are not counted. */
interface Limit {
  limit: number;
  windowMs: number;
  per: (c: Context<AppEnv>) => string | Promise<string>;
  skip?: (c: Context<AppEnv>) => Promise<boolean>;
}

/** The e-mail address a request is about: `email`, or `contactForm.email`, normalised as stored. */
async function addressOf(c: Context): Promise<string> {
  const body = (await c.req.json().catch(() => null)) as { email?: unknown; contactForm?: { email?: unknown } } | null;
  const email = body?.email ?? body?.contactForm?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const addressFromClient = async (c: Context<AppEnv>) => `${await addressOf(c)} from ${clientAddress(c)}`;

const deviceOf = async (c: Context<AppEnv>) => (await signInDevice(c, addressOf)) ?? '';
const onTrustedDevice = async (c: Context<AppEnv>) => Boolean(await signInDevice(c, addressOf));
const onUnknownDevice = async (c: Context<AppEnv>) => !(await onTrustedDevice(c));

/**
 * Limits one kind of attempt by each of `limits` (429 with a Czech message). The limits by client
 * address come first, so a client over them is answered before its body is read; the body's own
 * limit (`maxBodyBytes`) only then, and after it the limits that read the body (a `skip` may). `onlyFailures` counts only answers of 400 and above, as for sign-in. The
 * counters live in the database, shared by every process of the shop.
 */
function limitAttempts(
  db: Db,
  now: () => Date,
  kind: string,
  limits: Limit[],
  onlyFailures = false,
  maxBodyBytes = JSON_BODY_MAX_BYTES,
): MiddlewareHandler<AppEnv> {
  const limiter = (l: Limit, index: number) =>
    rateLimiter<AppEnv>({
      limit: l.limit,
      windowMs: l.windowMs,
      keyGenerator: l.per,
      store: new DatabaseStore(db, `${kind} ${index}`, l.windowMs, now),
      skipSuccessfulRequests: onlyFailures,
      ...(l.skip && { skip: l.skip }),
      message: { message: messages.tooManyAttempts },
    });
  const limiters = limits.map((l, index) => ({ byClient: l.per === clientAddress && !l.skip, handler: limiter(l, index) }));
  const byClient = limiters.filter((l) => l.byClient).map((l) => l.handler);
  const byBody = limiters.filter((l) => !l.byClient).map((l) => l.handler);
  return withOwnBodyLimit(every(...byClient, limitBody(maxBodyBytes), ...byBody));
}

/** The signed-in user, for a limit that runs after requireUser. */
const signedInUser = (c: Context<AppEnv>) => `user ${(c as unknown as Context<SignedInEnv>).var.user.id}`;

const SIGN_IN_WINDOW = 15 * MINUTE;
// Generous per IP, because a parish or a school on one network shares an address.
const MAILS_PER_IP = { limit: 20, windowMs: HOUR, per: clientAddress };
const MAILS_PER_ADDRESS = { limit: 3, windowMs: HOUR, per: addressOf };
const mailLimits = [MAILS_PER_IP, MAILS_PER_ADDRESS];

/** The limits of every call a robot could abuse: guessing passwords, or sending mail to others. */
export const attemptLimits = (db: Db, now: () => Date) => ({
  // From an unknown device, wrong passwords for one address count per client, and a ceiling across
  // all clients slows a guesser with many IPs (at most 9,600 guesses a day at one account); it comes
  // after the per-client limits, so attempts they refused never count towards it. A device holding
  // the account's device cookie (http/deviceCookie.ts) meets only its own limit, so neither 20
  // clients working together nor others behind the same address can lock its owner out.
  signIn: limitAttempts(
    db,
    now,
    'signIn',
    [
      { limit: 20, windowMs: SIGN_IN_WINDOW, per: clientAddress, skip: onTrustedDevice },
      { limit: 5, windowMs: SIGN_IN_WINDOW, per: addressFromClient, skip: onTrustedDevice },
      { limit: 100, windowMs: SIGN_IN_WINDOW, per: addressOf, skip: onTrustedDevice },
      { limit: 5, windowMs: SIGN_IN_WINDOW, per: deviceOf, skip: onUnknownDevice },
    ],
    true,
  ),
  register: limitAttempts(db, now, 'register', mailLimits),
  passwordReset: limitAttempts(db, now, 'passwordReset', mailLimits),
  resendLink: limitAttempts(db, now, 'resendLink', mailLimits),
  contact: limitAttempts(db, now, 'contact', mailLimits),
  // Anyone can post to Stripe's webhook. Only refusals count (no valid signature, no key), so
  // Stripe's signed events never do, and a 429 only makes Stripe send the event again later.
  // Stripe's events may be larger than a form.
  // A player writes an episode's place every 10 s and on each pause or seek: a minute's worth per
  // listener is generous, and a body of one place is small.
  listening: limitAttempts(db, now, 'listening', [{ limit: 120, windowMs: MINUTE, per: signedInUser }], false, 1024),
  stripeWebhook: limitAttempts(db, now, 'stripeWebhook', [{ limit: 30, windowMs: HOUR, per: clientAddress }], true, 512 * 1024),
});

export type AttemptLimits = ReturnType<typeof attemptLimits>;

import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { rateLimiter } from 'hono-rate-limiter';
import { messages } from '@contract/account';
import type { AppEnv } from '../env';
import { HOUR, MINUTE } from '../accounts/tokens';
import { JSON_BODY_MAX_BYTES, limitBody, withOwnBodyLimit } from './bodyLimits';
import { clientAddress } from './clientAddress';
import { DatabaseStore } from './rateLimitStore';
import type { Db } from '../db/open';

/** At most `limit` attempts in `windowMs` for each key `per` gives. */
interface Limit {
  limit: number;
  windowMs: number;
  per: (c: Context<AppEnv>) => string | Promise<string>;
}

/** The e-mail address a request is about: `email`, or `contactForm.email`, normalised as stored. */
async function addressOf(c: Context): Promise<string> {
  const body = (await c.req.json().catch(() => null)) as { email?: unknown; contactForm?: { email?: unknown } } | null;
  const email = body?.email ?? body?.contactForm?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const addressFromClient = async (c: Context<AppEnv>) => `${await addressOf(c)} from ${clientAddress(c)}`;

/**
 * Limits one kind of attempt by each of `limits` (429 with a Czech message). The limits by client
 * address come first, so a client over them is answered before its body is read; the body's own
 * limit (`maxBodyBytes`) only then. `onlyFailures` counts only answers of 400 and above, as for sign-in. The
 * counters live in the database, shared by every process of the shop.
 */
function limitAttempts(db: Db, now: () => Date, kind: string, limits: Limit[], onlyFailures = false, maxBodyBytes = JSON_BODY_MAX_BYTES): MiddlewareHandler<AppEnv> {
  const limiter = ({ limit, windowMs, per }: Limit, index: number) =>
    rateLimiter<AppEnv>({
      limit,
      windowMs,
      keyGenerator: per,
      store: new DatabaseStore(db, `${kind} ${index}`, windowMs, now),
      skipSuccessfulRequests: onlyFailures,
      message: { message: messages.tooManyAttempts },
    });
  const limiters = limits.map((l, index) => ({ byClient: l.per === clientAddress, handler: limiter(l, index) }));
  const byClient = limiters.filter((l) => l.byClient).map((l) => l.handler);
  const byBody = limiters.filter((l) => !l.byClient).map((l) => l.handler);
  return withOwnBodyLimit(every(...byClient, limitBody(maxBodyBytes), ...byBody));
}

const SIGN_IN_WINDOW = 15 * MINUTE;
// Generous per IP, because a parish or a school on one network shares an address.
const MAILS_PER_IP = { limit: 20, windowMs: HOUR, per: clientAddress };
const MAILS_PER_ADDRESS = { limit: 3, windowMs: HOUR, per: addressOf };
const mailLimits = [MAILS_PER_IP, MAILS_PER_ADDRESS];

/** The limits of every call a robot could abuse: guessing passwords, or sending mail to others. */
export const attemptLimits = (db: Db, now: () => Date) => ({
  // Wrong passwords for one address count per client, so nobody elsewhere can lock its owner out.
  // The ceiling across all clients slows a guesser with many IPs (at most 9,600 guesses a day at one
  // account), while locking the owner out takes 20 clients working together. It comes last, so
  // attempts a per-client limit has refused never count towards it.
  signIn: limitAttempts(
    db,
    now,
    'signIn',
    [
      { limit: 20, windowMs: SIGN_IN_WINDOW, per: clientAddress },
      { limit: 5, windowMs: SIGN_IN_WINDOW, per: addressFromClient },
      { limit: 100, windowMs: SIGN_IN_WINDOW, per: addressOf },
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
  stripeWebhook: limitAttempts(db, now, 'stripeWebhook', [{ limit: 30, windowMs: HOUR, per: clientAddress }], true, 512 * 1024),
});

export type AttemptLimits = ReturnType<typeof attemptLimits>;

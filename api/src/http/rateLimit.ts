import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { type ClientRateLimitInfo, rateLimiter, type Store } from 'hono-rate-limiter';
import { messages } from '../contract/account';
import { HOUR, MINUTE } from '../services/tokens';
import { JSON_BODY_MAX_BYTES, limitBody, withOwnBodyLimit } from './bodyLimits';

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * hono-rate-limiter's counters, kept in memory per app instance, with windows measured by the
 * app's clock (its own MemoryStore reads Date.now, which a test cannot move forward).
 */
class ClockStore implements Store {
  private readonly counters = new Map<string, { totalHits: number; resetTime: Date }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  increment(key: string): ClientRateLimitInfo {
    const now = this.now();
    if (this.counters.size > 10_000) for (const [k, c] of this.counters) if (c.resetTime <= now) this.counters.delete(k);
    let counter = this.counters.get(key);
    if (!counter || counter.resetTime <= now) {
      counter = { totalHits: 0, resetTime: new Date(now.getTime() + this.windowMs) };
      this.counters.set(key, counter);
    }
    counter.totalHits++;
    return { ...counter };
  }

  decrement(key: string): void {
    const counter = this.counters.get(key);
    if (counter && counter.totalHits > 0) counter.totalHits--;
  }

  resetKey(key: string): void {
    this.counters.delete(key);
  }
}

/** The client's IP address as the socket sees it. */
function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (app.request in a test)
  }
}

/** The e-mail address a request is about: `email`, or `contactForm.email`, normalised as stored. */
async function addressOf(c: Context): Promise<string> {
  const body = (await c.req.json().catch(() => null)) as { email?: unknown; contactForm?: { email?: unknown } } | null;
  const email = body?.email ?? body?.contactForm?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Limits one kind of attempt per client IP and per e-mail address (429 with a Czech message).
 * The IP limit comes first, so a client over it is answered before its body is read; the body's
 * own limit only then. `onlyFailures` counts only answers of 400 and above, as for sign-in. The
 * counters restart with the server and are not shared between processes.
 */
function limitAttempts(now: () => Date, perIp: Limit, perAddress: Limit, onlyFailures = false): MiddlewareHandler {
  const limiter = ({ limit, windowMs }: Limit, keyGenerator: (c: Context) => string | Promise<string>) =>
    rateLimiter({
      limit,
      windowMs,
      keyGenerator,
      store: new ClockStore(windowMs, now),
      skipSuccessfulRequests: onlyFailures,
      message: { message: messages.tooManyAttempts },
    });
  return withOwnBodyLimit(every(limiter(perIp, clientIp), limitBody(JSON_BODY_MAX_BYTES), limiter(perAddress, addressOf)));
}

// Generous per IP, because a parish or a school on one network shares an address.
const MAILS_PER_IP = { limit: 20, windowMs: HOUR };
const MAILS_PER_ADDRESS = { limit: 3, windowMs: HOUR };

/** The limits of every call a robot could abuse: guessing passwords, or sending mail to others. */
export const attemptLimits = (now: () => Date) => ({
  signIn: limitAttempts(now, { limit: 20, windowMs: 15 * MINUTE }, { limit: 5, windowMs: 15 * MINUTE }, true),
  register: limitAttempts(now, MAILS_PER_IP, MAILS_PER_ADDRESS),
  passwordReset: limitAttempts(now, MAILS_PER_IP, MAILS_PER_ADDRESS),
  resendLink: limitAttempts(now, MAILS_PER_IP, MAILS_PER_ADDRESS),
  contact: limitAttempts(now, MAILS_PER_IP, MAILS_PER_ADDRESS),
});

export type AttemptLimits = ReturnType<typeof attemptLimits>;

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An answer the client caused: its status and the message the PWA shows in a red alert, plus
 * optional details answered next to it (e.g. a 409's new prices: `{ message, changes }`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/**
 * Every error leaves as JSON { message }; unexpected ones are answered 500 without details (the
 * request's log line carries them, see requestLog).
 */
export function errorAnswer(err: Error, c: Context) {
  // The rest of a too large body is never read, so the connection cannot be kept.
  if (err instanceof HttpError) return c.json({ ...err.details, message: err.message }, err.status, err.status === 413 ? { Connection: 'close' } : {});
  // Hono's own refusals, e.g. the validator's 400 for a body that is not JSON.
  if (err instanceof HTTPException && err.status < 500) {
    const message = /malformed json/i.test(err.message) ? 'Tělo požadavku není platný JSON.' : err.message || 'Neplatný požadavek';
    return c.json({ message }, err.status);
  }
  return c.json({ message: 'Na serveru nastala chyba. Zkuste to prosím znovu.' }, 500);
}

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Conflict, DomainError, Forbidden, InvalidInput, NotFound, NotPaidYet, ProviderFailed, TooLarge, Unauthenticated, Unavailable } from '../domainErrors';

/** The status each domain error is answered with. */
const STATUS_OF_DOMAIN_ERROR = new Map<abstract new (...args: never[]) => DomainError, ContentfulStatusCode>([
  [InvalidInput, 400],
  [Unauthenticated, 401],
  [NotPaidYet, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [ProviderFailed, 502],
  [Unavailable, 503],
]);

/** The status of the error's kind, or of the kind it refines (a carrier's failure is a ProviderFailed). */
function statusOf(err: DomainError): ContentfulStatusCode {
  for (let kind: unknown = err.constructor; kind && kind !== DomainError; kind = Object.getPrototypeOf(kind)) {
    const status = STATUS_OF_DOMAIN_ERROR.get(kind as typeof DomainError);
    if (status) return status;
  }
  return 500;
}

/**
 * Every error leaves as JSON { message }: a domain error with its status, its message (shown by the
 * PWA in a red alert) and its details; unexpected ones are answered 500 without details (the
 * request's log line carries them, see requestLog).
 */
export function errorAnswer(err: Error, c: Context) {
  if (err instanceof DomainError) {
    const status = statusOf(err);
    // The rest of a too large body is never read, so the connection cannot be kept.
    return c.json({ ...err.details, message: err.message }, status, err instanceof TooLarge ? { Connection: 'close' } : {});
  }
  // Hono's own refusals, e.g. the validator's 400 for a body that is not JSON.
  if (err instanceof HTTPException && err.status < 500) {
    const message = /malformed json/i.test(err.message) ? 'Tělo požadavku není platný JSON.' : err.message || 'Neplatný požadavek';
    return c.json({ message }, err.status);
  }
  return c.json({ message: 'Na serveru nastala chyba. Zkuste to prosím znovu.' }, 500);
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer the client caused: its status and the message the PWA shows in a red alert. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** Every error leaves as JSON { message }; unexpected ones are logged and answered 500 without details. */
export function errorAnswer(err: Error, c: Context) {
  if (err instanceof HttpError) return c.json({ message: err.message }, err.status);
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ message: 'Na serveru nastala chyba. Zkuste to prosím znovu.' }, 500);
}

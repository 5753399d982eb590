import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';

/** What any route takes unless it sets a limit of its own: a JSON form, never a file. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

export const bodyTooLarge = 'Tělo požadavku je příliš velké.';

const ownLimits = new WeakSet<MiddlewareHandler>();

/** Marks a middleware that limits the body itself, so `defaultBodyLimit` leaves the route to it. */
export function withOwnBodyLimit(middleware: MiddlewareHandler): MiddlewareHandler {
  ownLimits.add(middleware);
  return middleware;
}

/**
 * Hono's bodyLimit: a declared length over `maxSize` is refused without reading a byte, a chunked
 * body as soon as it passes it. The 413 says Connection: close, because the rest of the body is
 * never read and the socket is dropped after the answer.
 */
export const limitBody = (maxSize: number, message: string = bodyTooLarge) =>
  withOwnBodyLimit(bodyLimit({ maxSize, onError: (c) => c.json({ message }, 413, { Connection: 'close' }) }));

const jsonBodyLimit = limitBody(JSON_BODY_MAX_BYTES);

/**
 * Whether the request surely carries no body: Node's parser reads one only after a Content-Length
 * or a Transfer-Encoding. Checked first because Hono's bodyLimit asks for the body stream, which
 * makes the node server build a whole Request, a third of the cost of a body-less call such as
 * PUT /api/counter/increase.
 */
const hasNoBody = (c: Context) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' || (c.req.header('content-length') === undefined && c.req.header('transfer-encoding') === undefined);

/** The limit of every route: `JSON_BODY_MAX_BYTES`, unless a handler of the route sets its own. */
export const defaultBodyLimit: MiddlewareHandler = (c, next) =>
  hasNoBody(c) || matchedRoutes(c).some((route) => ownLimits.has(route.handler)) ? next() : jsonBodyLimit(c, next);

import { type ClientResponse, hc, type InferRequestType, parseResponse } from 'hono/client';
// The one import from the API's side that is not the shared contract: the routes' type, erased at build.
import type { ApiRoutes } from '../../../api/src/app';
import { apiFetch } from './api';

/** Where the API is served; the paths of the client (and of a rendered page's answers) are under it. */
export const API_BASE = '/api';

/** The shop's API, its paths, inputs and answers checked by the compiler against the routes. */
export const client = hc<ApiRoutes>(API_BASE, { fetch: apiFetch });

/**
 * The answer of a call on the client, typed by what the route answers on success (Hono's
 * parseResponse); a refusal never gets here, apiFetch has thrown it as an ApiError.
 */
export const answer = parseResponse;

/** A GET endpoint of the client, e.g. `client.products[':id']`. */
interface Gettable {
  $get(args: never, options?: never): Promise<ClientResponse<unknown>>;
  $path(args?: never): string;
}
type ArgumentsOf<E extends Gettable> = InferRequestType<E['$get']>;
/** What the endpoint answers on success. */
type AnswerOf<E extends Gettable> = Awaited<ReturnType<typeof parseResponse<Awaited<ReturnType<E['$get']>>>>>;

/** A GET to load (useApi): its API path, which keys a server-rendered page's answers, and the call. */
export interface ApiRead<T> {
  path: string;
  send(): Promise<T>;
}

/** A GET of the client with its arguments (params, query), which may be left out when it takes none. */
export function get<E extends Gettable>(
  endpoint: E,
  ...[args]: object extends ArgumentsOf<E> ? [args?: ArgumentsOf<E>] : [args: ArgumentsOf<E>]
): ApiRead<AnswerOf<E>> {
  return {
    path: endpoint.$path(args as never),
    // E's own $get, whose answer is AnswerOf<E>; called through the constraint, TypeScript sees only unknown.
    send: () => answer(endpoint.$get(args as never)) as Promise<AnswerOf<E>>,
  };
}

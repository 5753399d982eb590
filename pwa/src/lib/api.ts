import { texts } from './texts';

/** An error the PWA shows in a red alert: the server's message when it sent one, else the generic text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The rest of the error answer, e.g. a 409's `changes` or `shortages` next to its message. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The error a refused call stands for: the server's message, or the generic text. */
export async function errorOf(response: Response): Promise<ApiError> {
  try {
    const { message, ...details } = (await response.json()) as { message?: unknown } & Record<string, unknown>;
    if (typeof message === 'string' && message) return new ApiError(message, response.status, details);
  } catch {
    // not JSON: fall through to the generic text
  }
  return new ApiError(texts.common.requestFailed, response.status);
}

/**
 * How the signed-in session joins the calls, registered by the account feature (so lib imports no
 * feature): the Authorization header while signed in, and what to do when the server refuses it.
 */
export interface SessionHooks {
  /** `Bearer <token>` while signed in, else undefined. */
  authorization(): string | undefined;
  /** An authenticated call answered 401 with TOKEN_FAILED: the session is over (spec, storefront 8). */
  tokenFailed(authorization: string): void;
}

/** The server's answer to an invalid or expired token (messages.tokenFailed of the account contract). */
export const TOKEN_FAILED = 'Not authorized, token failed';

let session: SessionHooks | undefined;

export function setSessionHooks(hooks: SessionHooks) {
  session = hooks;
}

/** Calls the shop's API under /api and answers the parsed JSON; every screen goes through here. */
export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  const authorization = session?.authorization();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...(authorization ? { Authorization: authorization } : {}), ...init?.headers },
    });
  } catch {
    // Offline, the service worker answers what it has saved; this call was not among it.
    throw new ApiError(navigator.onLine ? texts.common.networkFailed : texts.pwa.offline.notSaved, 0);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (authorization && error.status === 401 && error.message === TOKEN_FAILED) session?.tokenFailed(authorization);
    throw error;
  }
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>(path);

/** Sends a JSON body (POST, PUT…) and answers the parsed JSON. */
export const apiSend = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiRequest<T>(path, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

/** Builds a query string from the defined, non-empty values only. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

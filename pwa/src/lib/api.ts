import { deadline, READ_TIMEOUT_MS, received, unanswered } from './connectivity';
import { commonTexts } from './texts/common';
import { pwaTexts } from './texts/pwa';

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
  return new ApiError(commonTexts.requestFailed, response.status);
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

/**
 * The fetch of the typed client (lib/client): adds the session's Authorization header (unless the
 * call sets its own) and turns a refusal into an ApiError, ending the session when the server
 * refuses its token, and a network failure into the offline message, the app going offline (lib/connectivity).
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const authorization = session?.authorization();
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (authorization && !headers.has('Authorization')) headers.set('Authorization', authorization);
  const read = (init?.method ?? 'GET').toUpperCase() === 'GET';
  // Writes are not cut short: an upload may be long.
  const signal = init?.signal ?? (read ? deadline(READ_TIMEOUT_MS) : undefined);
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, signal });
  } catch (error) {
    if (init?.signal?.aborted) throw error; // the caller cancelled it: says nothing of the network
    // No answer (in time): offline, whatever navigator.onLine says. The service worker answers what
    // it has saved; this call was not among it.
    unanswered();
    throw new ApiError(pwaTexts.offline.notSaved, 0);
  }
  received(response);
  if (!response.ok) {
    const error = await errorOf(response);
    if (authorization && error.status === 401 && error.message === TOKEN_FAILED) session?.tokenFailed(authorization);
    throw error;
  }
  return response;
}

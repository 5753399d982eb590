import { texts } from './texts';

/** An error the PWA shows in a red alert: the server's message when it sent one, else the generic text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: fall through to the generic text
  }
  return texts.common.requestFailed;
}

/** Calls the shop's API under /api and answers the parsed JSON; every screen goes through here. */
export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  } catch {
    throw new ApiError(texts.common.networkFailed, 0);
  }
  if (!response.ok) throw new ApiError(await messageOf(response), response.status);
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>(path);

/** Builds a query string from the defined, non-empty values only. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

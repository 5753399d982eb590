import { startTransition, useEffect, useState } from 'react';
import { ApiError, apiGet } from './api';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; message: string };

/** Loads a GET call whenever its path changes: loading, then success or error (the spec's request/success/fail). */
export function useApi<T>(path: string | null): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    if (path === null) return;
    let current = true;
    setState({ status: 'loading' });
    // Rendered as a transition, in short slices, so a long list does not freeze a slow phone.
    const settle = (next: LoadState<T>) => current && startTransition(() => setState(next));
    apiGet<T>(path).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', message: error instanceof ApiError ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [path]);
  return state;
}

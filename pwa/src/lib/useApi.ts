import { startTransition, useContext, useEffect, useRef, useState } from 'react';
import { ApiError, apiGet } from './api';
import { PageDataContext } from './pageData';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** httpStatus: what the server answered (404 …), 0 when no answer came (offline). */
  | { status: 'error'; message: string; httpStatus?: number };

/**
 * Loads a GET call whenever its path changes: loading, then success or error (the spec's
 * request/success/fail). On a server-rendered page the first answer is already in the page.
 */
export function useApi<T>(path: string | null): LoadState<T> {
  const pageData = useContext(PageDataContext);
  const [state, setState] = useState<LoadState<T>>(() => (path !== null && (pageData.get(path) as LoadState<T> | undefined)) || { status: 'loading' });
  const answeredByPage = useRef(state.status === 'loading' ? null : path);
  useEffect(() => {
    if (path === null) return;
    if (answeredByPage.current === path) {
      answeredByPage.current = null;
      pageData.forget(path);
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    // Rendered as a transition, in short slices, so a long list does not freeze a slow phone.
    const settle = (next: LoadState<T>) => current && startTransition(() => setState(next));
    apiGet<T>(path).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) =>
        settle(error instanceof ApiError ? { status: 'error', message: error.message, httpStatus: error.status } : { status: 'error', message: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, pageData]);
  return state;
}

import { startTransition, useCallback, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from './api';
import type { ApiRead } from './client';
import { PageDataContext } from './pageData';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** httpStatus: what the server answered (404 …), 0 when no answer came (offline). */
  | { status: 'error'; message: string; httpStatus?: number };

/**
 * Loads a GET of the typed client (`get(client.orders[':id'], { param: { id } })`) whenever its
 * path changes: loading, then success or error (the spec's request/success/fail); null loads nothing. On a server-rendered page the first
 * answer is already in the page (keyed by the API path). `reload`, after a change (a delete, an
 * approval), keeps showing what it has until the new answer comes, so the page neither flickers
 * nor loses its scroll.
 */
export function useApi<T>(read: ApiRead<T> | null): [LoadState<T>, () => void] {
  const path = read ? read.path : null;
  const pageData = useContext(PageDataContext);
  const [state, setState] = useState<LoadState<T>>(() => (path !== null && (pageData.get(path) as LoadState<T> | undefined)) || { status: 'loading' });
  const answeredByPage = useRef(state.status === 'loading' ? null : path);
  const [version, setVersion] = useState(0);
  const reloading = useRef(false);
  const send = useEffectEvent(() => read?.send());

  useEffect(() => {
    if (path === null) return;
    if (answeredByPage.current === path) {
      answeredByPage.current = null;
      pageData.forget(path);
      return;
    }
    let current = true;
    if (!reloading.current) setState({ status: 'loading' });
    reloading.current = false;
    // Rendered as a transition, in short slices, so a long list does not freeze a slow phone.
    const settle = (next: LoadState<T>) => current && startTransition(() => setState(next));
    send()?.then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) =>
        settle(error instanceof ApiError ? { status: 'error', message: error.message, httpStatus: error.status } : { status: 'error', message: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, version, pageData]);

  const reload = useCallback(() => {
    reloading.current = true;
    setVersion((v) => v + 1);
  }, []);
  return [state, reload];
}

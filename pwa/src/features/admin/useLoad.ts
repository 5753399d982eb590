import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet } from '../../lib/api';
import type { LoadState } from '../../lib/useApi';

/** The message of a failed call: the server's text (ApiError) or the error's own. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Like useApi, with a `reload` for after a change (a delete, an approval). A reload keeps showing
 * the list it has until the new answer comes, so the page neither flickers nor loses its scroll.
 */
export function useLoad<T>(path: string | null): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reloading = useRef(false);

  useEffect(() => {
    if (path === null) return;
    let current = true;
    if (!reloading.current) setState({ status: 'loading' });
    reloading.current = false;
    apiGet<T>(path).then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, version]);

  const reload = useCallback(() => {
    reloading.current = true;
    setVersion((v) => v + 1);
  }, []);
  return [state, reload];
}

/** One call at a time with its busy flag and the server's message on failure (for the red alert). */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (failure) {
      setError(messageOf(failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}

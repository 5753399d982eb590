import { useCallback, useState } from 'react';
import { ApiError } from './api';

/**
 * One call at a time (a form's send, an admin's approval): its busy flag for the button, and on
 * failure the server's error (message, status, details) for the red alert.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  /** Runs the call; answers its result, or undefined after keeping its error. */
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setFailure(null);
    try {
      return await call();
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(error instanceof Error ? error.message : String(error), 0));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failure, setFailure, run };
}

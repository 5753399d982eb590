import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Once `done`, goes on to `to` after `ms` (replacing the page in the history), unless the page is left first. */
export function useRedirectWhen(done: boolean, to: string, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      void navigate(to, { replace: true });
    }, ms);
    return () => clearTimeout(timer);
  }, [done, to, ms, navigate]);
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scrollPositions';

/** Where the visitor last was on each page of this tab's visit, by path; kept over a reload. */
let positions: Record<string, number> | undefined;

function positionsOfThisTab(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Scrolls as a reader expects between screens: a new page starts at its top, going back (or
 * forward, or reloading) returns to where the visitor was on that page. Keyed by path, so a fresh
 * visit to a page restores that page's own position, not the previous page's. A server-rendered
 * page is left where it is when the app takes it over, as the visitor may already have scrolled.
 */
export function ScrollMemory() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positionsOfThisTab()));
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, []);

  useEffect(() => {
    const note = () => (positionsOfThisTab()[pathname] = window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, [pathname]);

  useLayoutEffect(() => {
    const saved = positionsOfThisTab()[pathname];
    const isFirst = first.current;
    first.current = false;
    if (navigationType === 'POP') {
      if (saved !== undefined && !(isFirst && window.scrollY !== 0)) window.scrollTo(0, saved);
    } else window.scrollTo(0, 0);
    // Each navigation has a key of its own: a new search on the same page starts at the top too.
  }, [key, pathname, navigationType]);

  return null;
}

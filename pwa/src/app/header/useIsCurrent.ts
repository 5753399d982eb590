import { useLocation } from 'react-router-dom';

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Answers whether a menu address is the page shown (or a page under it), for highlighting and aria-current. */
export function useIsCurrent(): (to: string) => boolean {
  const path = decoded(useLocation().pathname);
  return (to) => path === to || path.startsWith(`${to}/`);
}

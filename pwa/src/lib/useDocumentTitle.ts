import { useEffect } from 'react';
import { texts } from './texts';

/**
 * Names the browser tab "{title} – Slovo života" while the screen is shown, and gives the
 * previous title back when it goes. Without a title (still loading) the tab keeps its name.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} – ${texts.common.shopName}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

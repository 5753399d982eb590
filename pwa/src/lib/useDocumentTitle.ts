import { useContext, useEffect } from 'react';
import { PageDataContext } from './pageData';
import { texts } from './texts';

const documentTitle = (title: string) => `${title} – ${texts.common.shopName}`;

/**
 * Names the browser tab "{title} – Slovo života" while the screen is shown, and gives it the shop's
 * own name when the screen goes. Without a title (still loading) the tab keeps its name. A server
 * render notes the title, so the page arrives with it.
 */
export function useDocumentTitle(title: string | undefined) {
  const pageData = useContext(PageDataContext);
  if (import.meta.env.SSR && title) pageData.title = documentTitle(title);
  useEffect(() => {
    if (!title) return;
    document.title = documentTitle(title);
    return () => {
      document.title = texts.common.documentTitle;
    };
  }, [title]);
}

import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, type HeadTag, headTags, PAGE_HEAD_ATTRIBUTE, type PageHead } from './documentHead';
import { PageDataContext } from './pageData';

function headElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.name);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
  if (tag.text !== undefined) element.textContent = tag.text;
  return element;
}

/**
 * The screen's head: the tab is named "{title} – Slovo života", and the canonical address, link
 * preview, structured data and feeds describe the screen while it is shown; when it goes, the tab
 * takes the shop's own name again. A server render notes the head, so the page arrives with it;
 * in the browser the screen's elements replace the ones the server sent.
 */
export function useDocumentHead(head: PageHead) {
  const pageData = useContext(PageDataContext);
  const { pathname } = useLocation();
  if (import.meta.env.SSR) pageData.head = { ...head, path: pathname };
  const tags = import.meta.env.SSR ? [] : headTags(head, pathname, window.location.origin);
  // The tags as text: the effect runs again only when what they say changes.
  const key = JSON.stringify(tags);
  const hasTitle = Boolean(head.title);
  useEffect(() => {
    const [title, ...rest] = JSON.parse(key) as HeadTag[];
    document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
    const elements = rest.map(headElement);
    document.head.append(...elements);
    if (hasTitle) document.title = title!.text!;
    return () => {
      elements.forEach((element) => element.remove());
      document.title = documentTitle(undefined);
    };
  }, [key, hasTitle]);
}

/** A screen whose head is only its name (still loading: undefined, the tab keeps its name). */
export const useDocumentTitle = (title: string | undefined) => useDocumentHead({ title });

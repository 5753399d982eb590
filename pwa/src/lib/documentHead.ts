// What a screen says about itself in the document's <head>: the tab's name, the canonical address,
// the link preview (Open Graph and Twitter cards), its structured data (JSON-LD) and its feeds.
// One description, rendered by the server into the page it sends (pwa/src/entry-server.tsx) and
// kept current by the app as the visitor moves between screens (useDocumentHead).
import { isPrivatePath } from '@contract/crawling';
import { commonTexts } from './texts/common';

export interface PageHead {
  /** The screen's own name; without one the tab carries the shop's name. */
  title?: string;
  /** A sentence or two for link previews. */
  description?: string;
  /** The picture of a link preview (a book's cover), as a path on the shop or an absolute URL. */
  image?: string;
  /** Open Graph's kind of page. */
  type?: 'website' | 'book' | 'article';
  /** schema.org objects describing the page; `absolute` turns a path into an address on the shop. */
  structuredData?: (absolute: (path: string) => string) => object[];
  /** RSS feeds the page offers, for podcast apps and browsers to discover. */
  feeds?: { title: string; path: string }[];
  /** Keeps the page out of search results (the private screens always are). */
  noindex?: boolean;
  /** Nothing is at this address (an unknown product or page): the server answers 404, and search engines leave it out. */
  notFound?: boolean;
}

export interface HeadTag {
  name: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** The element's text: the title, or a JSON-LD block. */
  text?: string;
}

/** The preview picture of a page without one of its own: the shop's icon. */
const DEFAULT_IMAGE = '/icons/icon-512.png';

export const documentTitle = (title: string | undefined) => (title ? `${title} – ${commonTexts.shopName}` : commonTexts.documentTitle);

/** JSON inside a <script> element: a '<' written as \u003c can never close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head elements of a screen at `path`, with absolute addresses on `origin` (the shop's PUBLIC_URL on the server). */
export function headTags(head: PageHead, path: string, origin: string): HeadTag[] {
  const absolute = (target: string) => (/^https?:\/\//i.test(target) ? target : `${origin}${target}`);
  const title = documentTitle(head.title);
  const url = absolute(path);
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): HeadTag[] =>
    content ? [{ name: 'meta', attributes: { [key]: name, content } }] : [];
  const image = absolute(head.image ?? DEFAULT_IMAGE);
  const hidden = head.noindex || head.notFound || isPrivatePath(path);
  return [
    { name: 'title', attributes: {}, text: title },
    ...(hidden ? meta('name', 'robots', 'noindex') : [{ name: 'link' as const, attributes: { rel: 'canonical', href: url } }]),
    ...meta('property', 'og:site_name', commonTexts.shopName),
    ...meta('property', 'og:locale', 'cs_CZ'),
    ...meta('property', 'og:type', head.type ?? 'website'),
    ...meta('property', 'og:title', head.title ?? title),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:image', image),
    ...meta('name', 'twitter:card', 'summary'),
    ...meta('name', 'twitter:title', head.title ?? title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', image),
    ...(head.feeds ?? []).map((feed): HeadTag => ({
      name: 'link',
      attributes: { rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: absolute(feed.path) },
    })),
    ...(head.structuredData?.(absolute) ?? []).map((data): HeadTag => ({
      name: 'script',
      attributes: { type: 'application/ld+json' },
      text: scriptJson(data),
    })),
  ];
}

/** Marks the head elements a screen owns, so the next screen replaces exactly them. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

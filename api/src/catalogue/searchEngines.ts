import type { AppConfig } from '../config';
import { ALPHABETICAL_SLUG, CATEGORIES } from '@contract/catalogue';
import { FIXED_PUBLIC_PAGES, PRIVATE_PATH_PREFIXES, SITEMAP_PATH } from '@contract/crawling';
import type { Db } from '../db/open';
import { publicProducts } from './products';
import { xmlDocument } from './xmlDocument';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The date part of a stored UTC timestamp, as a sitemap's lastmod. */
const dateOf = (timestamp: string) => timestamp.slice(0, 10);

/**
 * /sitemap.xml: the fixed public pages, every category, every public product (with the date it
 * last changed) and every reading-room excerpt, as absolute addresses on the shop's PUBLIC_URL.
 */
export async function sitemap(db: Db, config: AppConfig): Promise<string> {
  const products = await publicProducts(db).select(['id', 'updated_at', 'excerpt_text']).orderBy('id').execute();
  const pages: { path: string; lastmod?: string }[] = [
    ...FIXED_PUBLIC_PAGES.map((path) => ({ path })),
    ...[ALPHABETICAL_SLUG, ...CATEGORIES.map((c) => c.slug)].map((slug) => ({ path: `/eshop/${slug}` })),
    ...products.map((p) => ({ path: `/product/${p.id}`, lastmod: dateOf(p.updated_at) })),
    ...products.filter((p) => p.excerpt_text !== '').map((p) => ({ path: `/library/${p.id}`, lastmod: dateOf(p.updated_at) })),
  ];
  return xmlDocument({
    urlset: {
      '@xmlns': SITEMAP_NAMESPACE,
      url: pages.map(({ path, lastmod }) => ({ loc: `${config.publicUrl}${encodeURI(path)}`, ...(lastmod && { lastmod }) })),
    },
  });
}

/** /robots.txt: the staff, account and checkout screens and the API kept out; the sitemap named. */
export const robotsTxt = (config: AppConfig) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${config.publicUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n');

// What search engines may read: the sitemap's fixed pages and the screens kept out of their index
// (robots.txt Disallow, X-Robots-Tag and <meta name="robots"> noindex). Shared by the server and the PWA.
import { NEW_BOOKS_YEAR } from './catalogue';

/** The staff area, the customer's account and the checkout: the same prefixes robots.txt disallows. */
export const PRIVATE_PATH_PREFIXES = [
  '/admin',
  '/create-discount',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/favorites',
  '/cart',
  '/shipping',
  '/payment',
  '/placeorder',
  '/order',
] as const;

/** Whether a path is a private screen; prefixes match as robots.txt reads them (/register covers /registerLink). */
export const isPrivatePath = (path: string) => PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The public pages that are not generated from the catalogue (products, categories and excerpts are). */
export const FIXED_PUBLIC_PAGES = [
  '/',
  `/new-books/${NEW_BOOKS_YEAR}`,
  '/words-of-life',
  '/life-study',
  '/video',
  '/library',
  '/about',
  '/watchman-nee',
  '/witness-lee',
  '/safety-privacy',
  '/trade-rules',
  '/contact',
] as const;

export const SITEMAP_PATH = '/sitemap.xml';

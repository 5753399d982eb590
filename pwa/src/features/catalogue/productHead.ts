import { CATEGORIES, type ProductJson } from '@contract/catalogue';
import type { PageHead } from '../../lib/documentHead';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { commonTexts } from '../../lib/texts/common';
import type { LoadState } from '../../lib/useApi';
import { categoryLabel } from './categoryLabel';

const SCHEMA = 'https://schema.org';
const PREVIEW_LENGTH = 200;

/** The first sentences of a description, short enough for a link preview. */
export function previewText(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= PREVIEW_LENGTH) return oneLine;
  const cut = oneLine.slice(0, PREVIEW_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** The head of a page about a product the shop does not have (the API answered 404, or 400 to an id that is not one): answered 404. */
export const unknownProductHead = (state: LoadState<ProductJson>): PageHead | undefined =>
  state.status === 'error' && (state.httpStatus === 404 || state.httpStatus === 400) ? { title: catalogueTexts.product.notFound, notFound: true } : undefined;

const publisher = { '@type': 'Organization', name: commonTexts.shopName };

/**
 * The product as schema.org describes it: a Book that is also a Product, so search engines show its
 * price, availability and rating; the offer is the price a customer pays now, in CZK.
 */
export function bookData(product: ProductJson, absolute: (path: string) => string): object {
  const url = absolute(`/product/${product._id}`);
  const isbn13 = product.isbn.replace(/[\s-]/g, '');
  return {
    '@context': SCHEMA,
    '@type': ['Book', 'Product'],
    '@id': `${url}#kniha`,
    name: product.name,
    url,
    image: absolute(product.image),
    ...(product.description && { description: product.description }),
    ...(product.author && { author: { '@type': 'Person', name: product.author } }),
    ...(product.isbn && { isbn: product.isbn }),
    ...(/^\d{13}$/.test(isbn13) && { gtin13: isbn13 }),
    ...(product.pages && { numberOfPages: product.pages }),
    ...(product.year && { datePublished: String(product.year) }),
    inLanguage: product.language === 'SK' ? 'sk' : 'cs',
    publisher,
    brand: publisher,
    offers: {
      '@type': 'Offer',
      url,
      price: product.discountedPrice,
      priceCurrency: 'CZK',
      availability: `${SCHEMA}/${product.countInStock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: publisher,
    },
    ...(product.numReviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round(product.rating * 10) / 10,
        reviewCount: product.numReviews,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

/** Home › the product's category › the product. */
export function breadcrumbData(product: ProductJson, absolute: (path: string) => string): object {
  const category = CATEGORIES.find((c) => c.name === product.category);
  const crumbs = [
    { name: commonTexts.shopName, path: '/' },
    ...(category ? [{ name: categoryLabel(category.name), path: `/eshop/${encodeURIComponent(category.slug)}` }] : []),
    { name: product.name, path: `/product/${product._id}` },
  ];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(crumb.path) })),
  };
}

/** The product page's head: its name, a preview with the cover, and its structured data. */
export const productHead = (product: ProductJson): PageHead => ({
  title: product.name,
  description: previewText(product.description || `${product.name}${product.author ? ` – ${product.author}` : ''}`),
  image: product.image,
  type: 'book',
  structuredData: (absolute) => [bookData(product, absolute), breadcrumbData(product, absolute)],
});

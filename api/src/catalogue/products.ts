import { sql } from 'kysely';
import type { LibraryListJson, ProductCardJson, ProductJson, ProductListJson, RelatedRef, ReviewJson } from '@contract/catalogue';
import { asFlag, searchMatches } from '../db/engine';
import type { Db } from '../db/open';
import type { ProductRow } from '../db/schema';
import { sellingPriceOf, toKc } from '@contract/money';
import { countRows, offsetOf, pagedOf, type PageRequest } from '../db/paging';
import { lowestPriceBeforeDiscount } from './priceHistory';
import { salePercentAt } from './shopSale';

export interface ProductFilter {
  keyword?: string;
  category?: string;
  year?: number;
}

export const cardColumns = [
  'products.id',
  'products.name',
  'products.author',
  'products.image',
  'products.price',
  'products.discount',
  'products.count_in_stock',
  'products.category',
  'products.category2',
  'products.year',
  'products.language',
] as const;

export type CardRow = Pick<
  ProductRow,
  'id' | 'name' | 'author' | 'image' | 'price' | 'discount' | 'count_in_stock' | 'category' | 'category2' | 'year' | 'language'
> & { has_excerpt: number };

/** A product as a card, priced under the running sale (salePercentAt). */
export function toCard(r: CardRow, salePercent: number): ProductCardJson {
  const selling = sellingPriceOf(r, salePercent);
  return {
    _id: r.id,
    name: r.name,
    author: r.author,
    image: r.image,
    price: toKc(r.price),
    discount: selling.discount,
    discountedPrice: toKc(selling.price),
    countInStock: r.count_in_stock,
    category: r.category,
    category2: r.category2,
    year: r.year,
    language: r.language,
    hasExcerpt: r.has_excerpt === 1,
  };
}

/**
 * The products the public may see, drafts left out: every query of the public catalogue starts
 * here. (Searches need not: drafts are kept out of the search index, migration 0010.)
 */
export const publicProducts = (db: Db) => db.selectFrom('products').where('products.is_draft', '=', 0);

/** Selects has_excerpt for toCard. */
export const hasExcerpt = asFlag(sql`products.excerpt_text != ''`).as('has_excerpt');

/** Category and year filters as SQL on the products table, usable in any query that joins it. */
function filterConditions(filter: ProductFilter) {
  const conditions = [];
  if (filter.category) conditions.push(sql<boolean>`(products.category = ${filter.category} or products.category2 = ${filter.category})`);
  if (filter.year !== undefined) conditions.push(sql<boolean>`products.year = ${filter.year}`);
  return conditions;
}

/** Browsing: newest years first (undated last), newest records first; the products_list_order index serves it. */
async function browseProducts(db: Db, filter: ProductFilter, paging: PageRequest, salePercent: number): Promise<ProductListJson> {
  const conditions = filterConditions(filter);
  const filtered = conditions.reduce((query, condition) => query.where(condition), publicProducts(db));
  const total = await countRows(filtered);
  const rows = await filtered
    .select(cardColumns)
    .select(hasExcerpt)
    .orderBy(sql`products.year is null`)
    .orderBy('products.year', 'desc')
    .orderBy('products.id', 'desc')
    .limit(paging.size)
    .offset(offsetOf(paging))
    .execute();
  return { products: rows.map((row) => toCard(row, salePercent)), ...pagedOf(total, paging) };
}

/**
 * Searching, by relevance. Without other filters the page is ranked and cut inside the search
 * index, so only that page's products are read, however many titles match.
 */
async function searchProducts(db: Db, keyword: string, filter: ProductFilter, paging: PageRequest, salePercent: number): Promise<ProductListJson> {
  const hits = searchMatches(db, keyword);
  if (hits === null) return { products: [], ...pagedOf(0, paging) };
  const conditions = filterConditions(filter);
  const pageInIndex = conditions.length === 0;
  const source = pageInIndex ? hits.orderBy('score').orderBy('rowid').limit(paging.size).offset(offsetOf(paging)) : hits;
  const joined = conditions.reduce(
    (query, condition) => query.where(condition),
    db.selectFrom(source.as('hits')).innerJoin('products', 'products.id', 'hits.rowid'),
  );
  const total = await countRows(pageInIndex ? hits.clearSelect() : joined);
  let page = joined.select(cardColumns).select(hasExcerpt).orderBy('hits.score').orderBy('hits.rowid');
  if (!pageInIndex) page = page.limit(paging.size).offset(offsetOf(paging));
  return { products: (await page.execute()).map((row) => toCard(row, salePercent)), ...pagedOf(total, paging) };
}

/** The catalogue list at `now`'s prices: by relevance when searching, otherwise newest years first. */
export async function listProducts(db: Db, filter: ProductFilter, paging: PageRequest, now: Date): Promise<ProductListJson> {
  const salePercent = await salePercentAt(db, now);
  return filter.keyword ? searchProducts(db, filter.keyword, filter, paging, salePercent) : browseProducts(db, filter, paging, salePercent);
}

/** Every product as a card, alphabetically in Czech order (for the A–Z list and pickers). */
export async function allProducts(db: Db, now: Date): Promise<ProductCardJson[]> {
  const rows = await publicProducts(db).select(cardColumns).select(hasExcerpt).execute();
  const salePercent = await salePercentAt(db, now);
  const collator = new Intl.Collator('cs');
  return rows.map((row) => toCard(row, salePercent)).sort((a, b) => collator.compare(a.name, b.name));
}

type RelatedTriple = [RelatedRef | null, RelatedRef | null, RelatedRef | null];

async function relatedOf(db: Db, productId: number): Promise<RelatedTriple> {
  const rows = await db
    .selectFrom('product_related')
    .innerJoin('products', 'products.id', 'product_related.related_id')
    .where('product_related.product_id', '=', productId)
    .where('products.is_draft', '=', 0)
    .select(['product_related.position', 'products.id', 'products.name'])
    .execute();
  const at = (position: number): RelatedRef | null => {
    const row = rows.find((r) => r.position === position);
    return row ? { id: row.id, name: row.name } : null;
  };
  return [at(1), at(2), at(3)];
}

async function acknowledgedReviewsOf(db: Db, productId: number): Promise<ReviewJson[]> {
  const rows = await db
    .selectFrom('reviews')
    .where('product_id', '=', productId)
    .where('is_acknowledged', '=', 1)
    .select(['id', 'name', 'rating', 'comment', 'created_at'])
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.created_at,
    isAcknowledged: true,
  }));
}

/** favoriteOf as the spec has it, but never naming anyone but the viewer: [{ _id }] when the viewer favours the product. */
async function favouriteOfFor(db: Db, productId: number, viewerId: number | undefined): Promise<{ _id: number }[]> {
  if (viewerId === undefined) return [];
  const row = await db.selectFrom('favourites').select('user_id').where('product_id', '=', productId).where('user_id', '=', viewerId).executeTakeFirst();
  return row ? [{ _id: row.user_id }] : [];
}

/**
 * One public product at `now`'s prices with its related titles and acknowledged reviews, or
 * undefined when there is no such id. `viewerId` is the signed-in user asking, if any: favoriteOf
 * holds at most them.
 */
export async function getProduct(db: Db, id: number, now: Date, viewerId?: number): Promise<ProductJson | undefined> {
  const row = await publicProducts(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row && productJson(db, row, now, viewerId);
}

/** The product of a row at `now`'s prices with its public related titles and acknowledged reviews. */
export async function productJson(db: Db, row: ProductRow, now: Date, viewerId?: number): Promise<ProductJson> {
  const { id } = row;
  const salePercent = await salePercentAt(db, now);
  const selling = sellingPriceOf(row, salePercent);
  const [[related, related2, related3], reviews, favoriteOf, lowestPrice] = await Promise.all([
    relatedOf(db, id),
    acknowledgedReviewsOf(db, id),
    favouriteOfFor(db, id, viewerId),
    lowestPriceBeforeDiscount(db, id, selling, now),
  ]);
  const rating = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0;
  return {
    ...toCard({ ...row, has_excerpt: row.excerpt_text ? 1 : 0 }, salePercent),
    ownDiscount: row.discount,
    lowestPrice30Days: lowestPrice === null ? null : toKc(lowestPrice),
    catalog: row.catalog,
    related,
    related2,
    related3,
    weight: row.weight,
    tags: row.tags,
    binding: row.binding,
    pages: row.pages,
    isbn: row.isbn,
    description: row.description,
    excerpt: { excerpt: row.excerpt_text, image: row.excerpt_image, part: row.excerpt_part },
    reviews,
    numReviews: reviews.length,
    rating,
    favoriteOf,
  };
}

const TEASER_LENGTH = 400;

/** Cuts a text at a word boundary near `length` characters. */
export function teaserOf(text: string, length = TEASER_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' ')).trimEnd()}…`;
}

/** The reading room: products that have an excerpt, alphabetically, with a teaser of the text. */
export async function listLibrary(db: Db, paging: PageRequest): Promise<LibraryListJson> {
  const withExcerpt = publicProducts(db).where('excerpt_text', '!=', '');
  const total = await countRows(withExcerpt);
  const rows = await withExcerpt
    .select(['id', 'name', 'author', 'image', 'excerpt_image', 'excerpt_part', sql<string>`substr(excerpt_text, 1, ${TEASER_LENGTH + 50})`.as('start')])
    .orderBy('name')
    .limit(paging.size)
    .offset(offsetOf(paging))
    .execute();
  return {
    products: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      author: r.author,
      image: r.image,
      excerptImage: r.excerpt_image,
      part: r.excerpt_part,
      teaser: teaserOf(r.start),
    })),
    ...pagedOf(total, paging),
  };
}

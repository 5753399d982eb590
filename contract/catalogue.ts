// JSON shapes of the public catalogue calls, shared by the server and the PWA.
// Money travels as Kč numbers (5.8); ids are integers under `_id` as in the spec.
import type { ChapterJson } from './listening';

export type Language = 'CZ' | 'SK';

export interface RelatedRef {
  id: number;
  name: string;
}

export interface ReviewJson {
  _id: number;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  isAcknowledged: boolean;
}

/** What a product card needs: the list, search, category and year calls answer these. */
export interface ProductCardJson {
  _id: number;
  name: string;
  author: string;
  image: string;
  price: number;
  /** The discount a customer gets, percent: the larger of the product's own and the shop-wide sale's. */
  discount: number;
  /** What a customer pays, Kč: the price after `discount`. */
  discountedPrice: number;
  countInStock: number;
  category: string;
  category2: string;
  year: number | null;
  language: Language;
  hasExcerpt: boolean;
}

export interface ExcerptJson {
  excerpt: string;
  image: string;
  part: string;
}

export interface ProductJson extends ProductCardJson {
  /** The product's own discount, percent, without the shop-wide sale: what its edit form sets. */
  ownDiscount: number;
  /** While discounted: the lowest price of the 30 days before the discount began, Kč (§12a of the consumer protection act); otherwise null. */
  lowestPrice30Days: number | null;
  catalog: string;
  related: RelatedRef | null;
  related2: RelatedRef | null;
  related3: RelatedRef | null;
  weight: string;
  tags: string;
  binding: string;
  pages: number | null;
  isbn: string;
  description: string;
  excerpt: ExcerptJson;
  reviews: ReviewJson[];
  numReviews: number;
  rating: number;
  /** [{ _id }] of the signed-in user asking when they favour the product; otherwise empty. Never other users. */
  favoriteOf: { _id: number }[];
}

export interface Paged {
  page: number;
  pages: number;
}

export interface ProductListJson extends Paged {
  products: ProductCardJson[];
}

/** One entry of the reading room list: the excerpt's part and a teaser, not the whole text. */
export interface LibraryEntryJson {
  _id: number;
  name: string;
  author: string;
  image: string;
  excerptImage: string;
  part: string;
  teaser: string;
}

export interface LibraryListJson extends Paged {
  products: LibraryEntryJson[];
}

export interface BannerJson {
  _id: number;
  bannerTitle: string;
  image: string;
  category: string;
}

export interface BannerListJson extends Paged {
  banners: BannerJson[];
}

export interface AudioJson {
  _id: number;
  audioTitle: string;
  mp3file: string;
  category: string;
  subcategory: string;
  /** The episode's publication date (ISO-8601): as staff set it, else when the recording was created. */
  publishedAt: string;
}

/** GET /api/audio/{id}: a recording with its chapters, and where its transcript is when it has one. */
export interface AudioDetailJson extends AudioJson {
  /** Always false for the public, who never see a draft. */
  isDraft: boolean;
  chapters: ChapterJson[];
  transcriptUrl?: string;
}

export interface AudioListJson extends Paged {
  audios: AudioJson[];
}

export interface VideoJson {
  _id: number;
  videoTitle: string;
  code: string;
}

export interface VideoListJson extends Paged {
  videos: VideoJson[];
}

export interface CounterJson {
  count: number;
}

export interface ErrorJson {
  message: string;
}

export const HOME_PAGE_SIZE = 8;

/** The search form's plain submission (before the app runs): GET /search?keyword=…, redirected to /search/{keyword}. */
export const SEARCH_FORM_PATH = '/search';
export const SEARCH_FORM_FIELD = 'keyword';
/** Where the search for text leads: its results, or home for blank text (spec 5). */
export const searchPath = (text: string) => (text.trim() ? `/search/${encodeURIComponent(text.trim())}` : '/');
export const LIBRARY_PAGE_SIZE = 6;
export const NEW_BOOKS_YEAR = 2025;

/** The e-shop categories in menu order; the slug is the URL part of /eshop/{slug}. */
export const CATEGORIES = [
  { slug: 'Boží-ekonomie', name: 'Boží ekonomie' },
  { slug: 'brožury', name: 'brožury' },
  { slug: 'církev', name: 'církev' },
  { slug: 'duch', name: 'duch' },
  { slug: 'evangelium', name: 'evangelium' },
  { slug: 'kristus', name: 'kristus' },
  { slug: 'křesťanská-praxe', name: 'křesťanská praxe' },
  { slug: 'křesťanská-služba', name: 'křesťanská služba' },
  { slug: 'letáky', name: 'letáky' },
  { slug: 'mládež', name: 'mládež' },
  { slug: 'studium-a-výklad-bible', name: 'studium a výklad bible' },
  { slug: 'Trojjediný-Bůh', name: 'Trojjediný Bůh' },
  { slug: 'život', name: 'život' },
  { slug: 'životopisné', name: 'životopisné' },
] as const;

export type CategoryName = (typeof CATEGORIES)[number]['name'];

/** /eshop/abecedný-zoznam-kníh lists every title alphabetically instead of one category. */
export const ALPHABETICAL_SLUG = 'abecedný-zoznam-kníh';

export const categoryBySlug = (slug: string) => CATEGORIES.find((c) => c.slug.toLowerCase() === slug.toLowerCase());

export const AUDIO_CATEGORIES = { wordsOfLife: 'Slova života', lifeStudy: 'Studium života' } as const;

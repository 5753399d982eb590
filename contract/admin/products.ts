// The staff's products: the product form, the shop-wide sale, review moderation and the lists' JSON.
import { z } from 'zod';
import type { Paged, ProductCardJson, ProductJson, ReviewJson } from '../catalogue';
import { category, kcPrice, relatedId, sitePathOrLink, text, whole, wholeOrNone } from './fields';
import { adminMessages } from './messages';
import type { StaffRecord } from './records';

export const ADMIN_PRODUCTS_PAGE_SIZE = 10;
export const ADMIN_REVIEWS_PAGE_SIZE = 10;
/** A product with this many copies or fewer is highlighted in the admin list. */
export const LOW_STOCK = 10;

/**
 * PUT /api/products/{id}: the product form. name, price and author are required; every other
 * field left out keeps its stored value, and '' or null clears it. discountedPrice, _id, reviews
 * and the like may be sent and are ignored: the server computes the discounted price.
 */
export const productForm = z.object({
  name: z.string({ error: adminMessages.name }).trim().min(1, adminMessages.name).max(300, adminMessages.tooLong('Název', 300)),
  price: kcPrice,
  author: z.string({ error: adminMessages.author }).trim().min(1, adminMessages.author).max(200, adminMessages.tooLong('Autor', 200)),
  discount: whole(adminMessages.discount, 0, 100).optional(),
  image: sitePathOrLink(adminMessages.imagePath).optional(),
  category: category.optional(),
  category2: category.optional(),
  countInStock: whole(adminMessages.countInStock, 0, 1_000_000).optional(),
  /** Fewer copies than this is low stock on the figures page; 0 never warns. */
  lowStockThreshold: whole(adminMessages.lowStockThreshold, 0, 1_000_000).optional(),
  year: wholeOrNone(adminMessages.year, 1000, 9999).optional(),
  catalog: text('Katalogové číslo', 100).optional(),
  weight: z
    .string({ error: adminMessages.weight })
    .trim()
    .regex(/^(\d{1,3}([.,]\d{1,3})?)?$/, adminMessages.weight)
    .transform((kg) => kg.replace(',', '.'))
    .optional(),
  related: relatedId.optional(),
  related2: relatedId.optional(),
  related3: relatedId.optional(),
  tags: text('Štítky', 500).optional(),
  language: z
    .preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(['SK', 'CZ'], { error: adminMessages.language }))
    .optional(),
  binding: text('Vazba', 100).optional(),
  pages: wholeOrNone(adminMessages.pages, 1, 100_000).optional(),
  isbn: z
    .string({ error: adminMessages.isbn })
    .trim()
    .regex(/^[\dXx -]{0,20}$/, adminMessages.isbn)
    .optional(),
  description: text('Popis', 20_000).optional(),
  excerpt: z
    .object({
      excerpt: text('Ukázka', 200_000).optional(),
      image: sitePathOrLink(adminMessages.imagePath).optional(),
      part: text('Část ukázky', 300).optional(),
    })
    .optional(),
});

export type ProductForm = z.output<typeof productForm>;

/** A product as its editor reads it: with the staff's own low-stock threshold. */
export type StaffProductJson = StaffRecord<ProductJson> & { lowStockThreshold: number };

/**
 * POST /api/products/discount: the shop-wide sale, one percentage over every product's own discount
 * (a product gets the larger); 0 cancels it. endsAt (ISO time) ends it by itself; null or left out runs it until cancelled.
 */
export const discountBody = z.object({
  discount: whole(adminMessages.discount, 0, 100),
  endsAt: z.iso.datetime({ offset: true, error: adminMessages.saleEnd }).nullable().optional(),
});

/** GET /api/admin/sale?discount=10: the preview of a sale of that percent. */
export const salePreviewQuery = z.object({ discount: whole(adminMessages.discount, 0, 100).default(0) });

/** GET /api/admin/sale: the running sale (discount 0 when none) and what a sale of preview.discount would change. */
export interface SaleJson {
  discount: number;
  endsAt: string | null;
  /** Products whose own discount is lower than preview.discount get cheaper, of all products. */
  preview: { discount: number; changedProducts: number; totalProducts: number };
}

/**
 * PUT /api/products/{id}/reviews/acknowledge and PUT /api/products/{id}/reviews: the review by its
 * id, or (as the spec's client sends) by its comment.
 */
export const reviewChoice = z
  .object({
    reviewId: whole('Neplatné ID recenze', 1, 2_147_483_647).optional(),
    comment: z.string({ error: 'Neplatný komentář recenze' }).max(5000, 'Neplatný komentář recenze').optional(),
  })
  .refine((body) => body.reviewId !== undefined || body.comment !== undefined, 'Zadejte recenzi (reviewId nebo comment)');

/** The fields whose absence the Detaily column reports. */
export type DetailField = 'pages' | 'isbn' | 'year' | 'category' | 'tags' | 'description' | 'weight' | 'language' | 'binding' | 'related';

/** A row of the admin product list: the product's card plus the Detaily and low-stock marks. */
export interface AdminProductRowJson extends StaffRecord<ProductCardJson> {
  /** The Detaily column: '???' when any of `missingDetails` is missing. */
  details: 'OK' | '???';
  missingDetails: DetailField[];
  lowStock: boolean;
}

export interface AdminProductListJson extends Paged {
  products: AdminProductRowJson[];
}

export interface ReviewedProductJson {
  _id: number;
  name: string;
  image: string;
  reviews: ReviewJson[];
}

export interface ReviewedProductListJson extends Paged {
  products: ReviewedProductJson[];
}

import { sql } from 'kysely';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductListJson,
  type DetailField,
  LOW_STOCK,
  type ProductForm,
  type StaffProductJson,
} from '@contract/admin/products';
import { asFlag } from '../db/engine';
import type { Db } from '../db/open';
import type { ProductRow } from '../db/schema';
import { InvalidInput, NotFound } from '../domainErrors';
import { discountedPrice, toHalere } from '@contract/money';
import { countRows, offsetOf, pagedOf } from '../db/paging';
import { discardDraft } from './drafts';
import { recordSellingPrices } from '../catalogue/priceHistory';
import { cardColumns, hasExcerpt, productJson, publicProducts, toCard } from '../catalogue/products';
import { salePercentAt } from '../catalogue/shopSale';

export const productMessages = {
  notFound: 'Produkt nenalezen',
  newProductName: 'Nový produkt',
  deleted: 'Produkt odstraněn',
  relatedToItself: 'Produkt nemůže být sám sobě souvisejícím titulem.',
  relatedMissing: (id: number) => `Související titul s ID ${id} neexistuje.`,
  relatedTwice: 'Stejný související titul je vybrán vícekrát.',
} as const;

/** What the product is sold for: the discounted price while a discount runs, else the price itself. */
const priceAfterDiscount = (priceHalere: number, percent: number) => (percent > 0 ? discountedPrice(priceHalere, percent) : priceHalere);

/** GET /api/admin/products/{id}: any product at `now`'s prices, drafts included and marked, for its edit page. */
export async function getProductForStaff(db: Db, id: number, now: Date): Promise<StaffProductJson> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(productMessages.notFound);
  return { ...(await productJson(db, row, now)), isDraft: row.is_draft === 1, lowStockThreshold: row.low_stock_threshold };
}

/**
 * POST /api/products: an empty draft to be filled in on its edit page, public once saved. Its 0 Kč
 * is no offer, so its price history starts when it is first saved.
 */
export async function createEmptyProduct(db: Db, now: Date): Promise<StaffProductJson> {
  const { id } = await db.insertInto('products').values({ name: productMessages.newProductName, is_draft: 1 }).returning('id').executeTakeFirstOrThrow();
  return getProductForStaff(db, id, now);
}

/** DELETE /api/products/{id}/draft: 'Zrušit' on a product never saved. */
export const discardProductDraft = (db: Db, id: number) => discardDraft(db, 'products', id, productMessages.notFound);

const RELATED_FIELDS = ['related', 'related2', 'related3'] as const;

/** The related titles the form sets, by position 1–3 (null clears a position; absent ones stay). */
function relatedChanges(form: ProductForm): { position: number; relatedId: number | null }[] {
  return RELATED_FIELDS.flatMap((field, index) => (form[field] === undefined ? [] : [{ position: index + 1, relatedId: form[field] ?? null }]));
}

async function checkRelated(db: Db, productId: number, ids: number[]): Promise<void> {
  if (ids.includes(productId)) throw new InvalidInput(productMessages.relatedToItself);
  if (new Set(ids).size !== ids.length) throw new InvalidInput(productMessages.relatedTwice);
  if (ids.length === 0) return;
  const found = new Set((await publicProducts(db).select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new InvalidInput(productMessages.relatedMissing(missing));
}

/**
 * PUT /api/products/{id}: saves the form in one transaction, which makes a draft public. The
 * discounted price is always computed here from the price and the discount; the related titles go
 * to product_related, a new selling price to the price history.
 */
export async function saveProduct(db: Db, id: number, form: ProductForm, now: Date): Promise<StaffProductJson> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('products').select('discount').where('id', '=', id).executeTakeFirst();
    if (!current) throw new NotFound(productMessages.notFound);
    const related = relatedChanges(form);
    await checkRelated(
      trx,
      id,
      related.flatMap((r) => (r.relatedId === null ? [] : [r.relatedId])),
    );
    const price = toHalere(form.price);
    const discount = form.discount ?? current.discount;
    await trx
      .updateTable('products')
      .set({
        name: form.name,
        author: form.author,
        price,
        discount,
        discounted_price: priceAfterDiscount(price, discount),
        image: form.image,
        category: form.category,
        category2: form.category2,
        count_in_stock: form.countInStock,
        low_stock_threshold: form.lowStockThreshold,
        year: form.year,
        catalog: form.catalog,
        weight: form.weight,
        tags: form.tags,
        language: form.language,
        binding: form.binding,
        pages: form.pages,
        isbn: form.isbn,
        description: form.description,
        excerpt_text: form.excerpt?.excerpt,
        excerpt_image: form.excerpt?.image,
        excerpt_part: form.excerpt?.part,
        updated_at: now.toISOString(),
        is_draft: 0,
      })
      .where('id', '=', id)
      .execute();
    for (const { position, relatedId } of related) {
      await trx.deleteFrom('product_related').where('product_id', '=', id).where('position', '=', position).execute();
      if (relatedId !== null) await trx.insertInto('product_related').values({ product_id: id, position, related_id: relatedId }).execute();
    }
    await recordSellingPrices(trx, now, [id]);
  });
  return getProductForStaff(db, id, now);
}

/**
 * Deletes a product with its reviews, favourites and related links. Ordered copies stay in their
 * orders with the name and price they were sold at (order_items.product_id becomes null).
 */
export async function deleteProduct(db: Db, id: number): Promise<void> {
  const { numDeletedRows } = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  if (numDeletedRows === 0n) throw new NotFound(productMessages.notFound);
}

type DetailsRow = Pick<ProductRow, 'pages' | 'isbn' | 'year' | 'category' | 'tags' | 'description' | 'weight' | 'language' | 'binding'> & {
  has_related: number;
};

/** The Detaily column of the admin list: which of the spec's fields a product still lacks. */
export function missingDetails(row: DetailsRow): DetailField[] {
  const present: Record<DetailField, boolean> = {
    pages: row.pages !== null,
    isbn: row.isbn !== '',
    year: row.year !== null,
    category: row.category !== '',
    tags: row.tags !== '',
    description: row.description !== '',
    weight: row.weight !== '',
    language: Boolean(row.language), // always set today (the column defaults to CZ), listed as the spec lists it
    binding: row.binding !== '',
    related: row.has_related === 1,
  };
  return (Object.keys(present) as DetailField[]).filter((field) => !present[field]);
}

/** GET /api/admin/products: 10 per page, newest first, drafts included, each with its Detaily flag and low-stock mark. */
export async function listProductsForAdmin(db: Db, page: number, now: Date): Promise<AdminProductListJson> {
  const paging = { page, size: ADMIN_PRODUCTS_PAGE_SIZE };
  const salePercent = await salePercentAt(db, now);
  const total = await countRows(db.selectFrom('products'));
  const rows = await db
    .selectFrom('products')
    .select(cardColumns)
    .select(hasExcerpt)
    .select(['pages', 'isbn', 'tags', 'description', 'weight', 'binding', 'is_draft'])
    .select(asFlag(sql`exists (select 1 from product_related r where r.product_id = products.id and r.position = 1)`).as('has_related'))
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(offsetOf(paging))
    .execute();
  return {
    products: rows.map((r) => {
      const missing = missingDetails(r);
      return {
        ...toCard(r, salePercent),
        isDraft: r.is_draft === 1,
        details: missing.length ? '???' : 'OK',
        missingDetails: missing,
        lowStock: r.count_in_stock <= LOW_STOCK,
      };
    }),
    ...pagedOf(total, paging),
  };
}

import { type AppConfig, sellerOf } from '../config';
import { methodPrice } from '@contract/checkout/pricing';
import { CZECH_REPUBLIC } from '@contract/checkout/address';
import { deliversTo, type DeliveryMethodId, type DeliveryMethodJson } from '@contract/delivery';
import { toHalere, toKc } from '@contract/money';
import type { Db } from '../db/open';
import { deliveryMethods } from '../delivery/deliveryMethods';
import { cardColumns, hasExcerpt, publicProducts, toCard } from './products';
import { salePercentAt } from './shopSale';
import { type XmlContent, xmlDocument } from './xmlDocument';

/** A price comparison service's reading of the catalogue: its category text for books, its root element and its ids of the delivery methods. */
interface Comparator {
  categoryText: string;
  namespace?: string;
  /** The service's own DELIVERY_ID of each method it lists; a method it has no id for is left out. */
  deliveryIds: Partial<Record<DeliveryMethodId, string>>;
}

/**
 * Heureka's category tree starts every path with 'Heureka.cz |'; books are its Knihy section. Its
 * fixed delivery list names Balíkovna BALIKOVNA_DEPOTAPI; own transport (VLASTNI_PREPRAVA) is only
 * for a nationwide one, so personal pickup at the publisher is not listed.
 */
export const HEUREKA: Comparator = {
  categoryText: 'Heureka.cz | Knihy',
  deliveryIds: { posta: 'CESKA_POSTA', packeta: 'ZASILKOVNA', balikovna: 'BALIKOVNA_DEPOTAPI' },
};
/** Zboží.cz's feed declares its namespace; books are Kultura a zábava › Knihy in its tree; its pickup ids include the shop's own pickup place. */
export const ZBOZI: Comparator = {
  categoryText: 'Kultura a zábava | Knihy',
  namespace: 'http://www.zbozi.cz/ns/offer/1.0',
  deliveryIds: { posta: 'CESKA_POSTA', packeta: 'ZASILKOVNA', balikovna: 'CESKA_POSTA_BALIKOVNA', osobni: 'VLASTNI_VYDEJNI_MISTA' },
};

/** The DELIVERY elements of one offer: each offered method within the Czech Republic at its price for the item (cash on delivery the same). */
const deliveryOf = (methods: DeliveryMethodJson[], comparator: Comparator, priceKc: number) =>
  methods.flatMap((method) => {
    const id = comparator.deliveryIds[method.id];
    if (!id || !deliversTo(method.countries, CZECH_REPUBLIC)) return [];
    const price = toKc(
      methodPrice({ price: toHalere(method.price), freeFrom: method.freeFrom === null ? null : toHalere(method.freeFrom) }, toHalere(priceKc)),
    );
    return [{ DELIVERY_ID: id, DELIVERY_PRICE: price, DELIVERY_PRICE_COD: price }];
  });

/** An ISBN as both services take it: digits only (a final X for ISBN-10); null when it is no ISBN. */
export function isbnDigits(isbn: string): string | null {
  const digits = isbn.replace(/[\s-]/g, '').toUpperCase();
  return /^(\d{9}[\dX]|\d{13})$/.test(digits) ? digits : null;
}

/**
 * What can be bought now: public, priced and in stock (a sold-out title cannot be ordered, so it is
 * not offered), at the price a customer pays at `now` (the card's selling price, the sale included).
 */
async function sellableProducts(db: Db, now: Date) {
  const rows = await publicProducts(db)
    .select(cardColumns)
    .select(hasExcerpt)
    .select(['products.isbn', 'products.description'])
    .where('products.count_in_stock', '>', 0)
    .where('products.price', '>', 0)
    .orderBy('products.id')
    .execute();
  const salePercent = await salePercentAt(db, now);
  return rows.map((row) => ({ ...toCard(row, salePercent), isbn: isbnDigits(row.isbn), description: row.description.trim() }));
}

/**
 * The offer feed of Heureka or Zboží.cz: both read the same SHOPITEM elements (ITEM_ID, PRODUCTNAME,
 * URL, IMGURL, PRICE_VAT, CATEGORYTEXT, DELIVERY_DATE, DELIVERY …); every title in it is in stock,
 * so it ships at once (DELIVERY_DATE 0).
 */
export async function priceComparisonFeed(db: Db, config: AppConfig, comparator: Comparator, now: Date): Promise<string> {
  const absolute = (path: string) => (/^https?:\/\//i.test(path) ? path : `${config.publicUrl}${path}`);
  const publisher = sellerOf(config).name;
  const methods = await deliveryMethods(db, config);
  const items = (await sellableProducts(db, now)).map((product): XmlContent => ({
    ITEM_ID: product._id,
    PRODUCTNAME: product.name,
    PRODUCT: product.author ? `${product.name} – ${product.author}` : product.name,
    ...(product.description && { DESCRIPTION: product.description }),
    URL: absolute(`/product/${product._id}`),
    IMGURL: absolute(product.image),
    PRICE_VAT: product.discountedPrice,
    MANUFACTURER: publisher,
    CATEGORYTEXT: comparator.categoryText,
    ...(product.isbn && { ISBN: product.isbn }),
    // A 13-digit ISBN is the book's EAN.
    ...(product.isbn?.length === 13 && { EAN: product.isbn }),
    DELIVERY_DATE: 0,
    DELIVERY: deliveryOf(methods, comparator, product.discountedPrice),
  }));
  return xmlDocument({ SHOP: { ...(comparator.namespace && { '@xmlns': comparator.namespace }), SHOPITEM: items } });
}

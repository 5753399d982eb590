import type { Transaction } from 'kysely';
import type { CartInput, CartItemJson, CartJson, CartLine, ShippingAddressDraft } from '@contract/cart';
import { deliveryAddressOnly } from '@contract/checkout/address';
import { canonicalPaymentMethod } from '@contract/checkout/payment';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { sellingPriceOf, toKc } from '@contract/money';
import { publicProducts } from '../catalogue/products';
import { salePercentAt } from '../catalogue/shopSale';

/** The cart as stored (carts.data): products and quantities only, never prices. */
interface StoredCart {
  cartItems: CartLine[];
  shippingAddress: ShippingAddressDraft;
  paymentMethod: string;
}

const EMPTY: StoredCart = { cartItems: [], shippingAddress: {}, paymentMethod: '' };

/** carts.data as a cart; anything unreadable counts as an empty cart rather than failing the call. */
function parseStoredCart(data: string | undefined): StoredCart {
  if (!data) return EMPTY;
  try {
    const cart = JSON.parse(data) as Partial<StoredCart> | null;
    return {
      cartItems: Array.isArray(cart?.cartItems) ? cart.cartItems.filter((l) => Number.isInteger(l?.product) && Number.isInteger(l?.qty)) : [],
      shippingAddress: cart?.shippingAddress && typeof cart.shippingAddress === 'object' ? cart.shippingAddress : {},
      // Saved before 'Stripe' was taken as the card method, a cart may still hold it.
      paymentMethod: typeof cart?.paymentMethod === 'string' ? canonicalPaymentMethod(cart.paymentMethod) : '',
    };
  } catch {
    return EMPTY;
  }
}

async function storedCart(db: Db, userId: number): Promise<{ cart: StoredCart; updatedAt: string | null }> {
  const row = await db.selectFrom('carts').select(['data', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
  return { cart: parseStoredCart(row?.data), updatedAt: row?.updated_at ?? null };
}

/**
 * A placed order leaves the server copy of the cart (in the order's transaction): its products, so
 * another device does not offer them again, and its note and company details, so the next order
 * does not reuse them. The rest of the cart and the delivery address stay.
 */
export async function leaveOrderFromSavedCart(trx: Transaction<Database>, userId: number, productIds: number[], now: Date): Promise<void> {
  const row = await trx.selectFrom('carts').select('data').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return;
  const cart = parseStoredCart(row.data);
  const cartItems = cart.cartItems.filter((line) => !productIds.includes(line.product));
  const left = { ...cart, cartItems, shippingAddress: deliveryAddressOnly(cart.shippingAddress) };
  await trx
    .updateTable('carts')
    .set({ data: JSON.stringify(left), updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

/** The lines whose product still exists, with the product's current name, image, selling price at `now` and stock. */
async function linesWithProducts(db: Db, lines: CartLine[], now: Date): Promise<CartItemJson[]> {
  if (lines.length === 0) return [];
  const salePercent = await salePercentAt(db, now);
  const products = await publicProducts(db)
    .select(['id', 'name', 'image', 'price', 'discount', 'count_in_stock'])
    .where(
      'id',
      'in',
      lines.map((l) => l.product),
    )
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.flatMap((line) => {
    const p = byId.get(line.product);
    if (!p) return [];
    const selling = sellingPriceOf(p, salePercent);
    return [
      { product: p.id, qty: line.qty, name: p.name, image: p.image, price: toKc(selling.price), countInStock: p.count_in_stock, discount: selling.discount },
    ];
  });
}

/** GET /api/cart: the server copy of the customer's cart (empty when there is none). */
export async function cartOf(db: Db, userId: number, now: Date): Promise<CartJson> {
  const { cart, updatedAt } = await storedCart(db, userId);
  return { ...cart, cartItems: await linesWithProducts(db, cart.cartItems, now), updatedAt };
}

/**
 * PUT /api/cart: replaces the cart's lines; shippingAddress and paymentMethod change only when
 * sent. Lines of products that no longer exist are dropped. Quantities are kept as sent: stock is
 * checked when ordering, and the PWA caps them with mergeCarts.
 */
export async function saveCart(db: Db, userId: number, input: CartInput, now: Date): Promise<CartJson> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('carts').select('data').where('user_id', '=', userId).executeTakeFirst();
    const previous = parseStoredCart(row?.data);
    const known = new Set(
      input.cartItems.length
        ? (
            await publicProducts(trx)
              .select('id')
              .where(
                'id',
                'in',
                input.cartItems.map((l) => l.product),
              )
              .execute()
          ).map((p) => p.id)
        : [],
    );
    const cart: StoredCart = {
      cartItems: input.cartItems.filter((l) => known.has(l.product)).map(({ product, qty }) => ({ product, qty })),
      shippingAddress: input.shippingAddress ?? previous.shippingAddress,
      paymentMethod: input.paymentMethod ?? previous.paymentMethod,
    };
    const values = { data: JSON.stringify(cart), updated_at: now.toISOString() };
    await trx
      .insertInto('carts')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  });
  return cartOf(db, userId, now);
}

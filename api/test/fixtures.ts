import type { Db } from '../src/db/open';
import type { NewProduct } from '../src/db/schema';
import { discountedPrice } from '@contract/money';

/** Inserts a product with sensible defaults; prices in haléře. Answers its id. */
export async function insertProduct(db: Db, fields: Partial<NewProduct> & { name: string }): Promise<number> {
  const price = fields.price ?? 19900;
  const discount = fields.discount ?? 0;
  const { id } = await db
    .insertInto('products')
    .values({ author: 'Watchman Nee', count_in_stock: 10, ...fields, price, discount, discounted_price: discountedPrice(price, discount) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

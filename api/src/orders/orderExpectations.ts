// Nothing placed that the customer did not agree to: an order sent with `expected` (kept offline and
// sent later) is compared, in the transaction that would place it, with what the shop charges now.
// Any difference refuses it with the changes, old and new (contract/checkout/orderChanges.ts).
import type { Transaction } from 'kysely';
import type { OrderExpectations, OrderInput } from '@contract/checkout/orderBody';
import type { OrderChangeJson } from '@contract/checkout/orderChanges';
import type { OrderTotals } from '@contract/checkout/pricing';
import { PICKUP_CARRIER_OF } from '@contract/delivery';
import { toHalere, toKc } from '@contract/money';
import type { Database } from '../db/schema';
import { pickupPointById } from '../delivery/pickupPoints';

/** A product as the order prices it now. */
export interface PricedProduct {
  id: number;
  name: string;
  count_in_stock: number;
  /** The selling unit price (haléře) and discount percent now. */
  unitPrice: number;
  discount: number;
}

/**
 * The changes of the lines and the pickup point: a product gone from the shop, its price or discount
 * changed, too few copies in stock, the point closed (or never listed). `unpriceable` when a product
 * is gone or the point closed: the order cannot then be priced, so these are all the changes.
 */
export async function lineChanges(
  trx: Transaction<Database>,
  input: Pick<OrderInput, 'orderItems' | 'deliveryMethod'>,
  expected: OrderExpectations,
  products: Map<number, PricedProduct>,
): Promise<{ changes: OrderChangeJson[]; unpriceable: boolean }> {
  const changes: OrderChangeJson[] = [];
  let unpriceable = false;
  for (const line of expected.lines) {
    const product = products.get(line.product);
    if (!product) {
      const name = input.orderItems.find((i) => i.product === line.product)?.name ?? `#${line.product}`;
      changes.push({ kind: 'gone', product: line.product, name, old: name, new: null });
      unpriceable = true;
      continue;
    }
    const named = { product: product.id, name: product.name };
    if (product.discount !== line.discount) changes.push({ kind: 'discount', ...named, old: line.discount, new: product.discount });
    if (toHalere(line.price) !== product.unitPrice) changes.push({ kind: 'price', ...named, old: line.price, new: toKc(product.unitPrice) });
    if (product.count_in_stock < line.qty) changes.push({ kind: 'stock', ...named, old: line.qty, new: product.count_in_stock });
  }
  const carrier = PICKUP_CARRIER_OF[input.deliveryMethod];
  if (expected.pickupPoint && carrier) {
    const point = await pickupPointById(trx, carrier, expected.pickupPoint.id);
    if (!point || point.closed_at !== null) {
      changes.push({ kind: 'pointClosed', old: expected.pickupPoint.name || expected.pickupPoint.id, new: null });
      unpriceable = true;
    }
  }
  return { changes, unpriceable };
}

/** The postage and the total as priced now, where they differ from what the customer saw. */
export function totalsChanges(expected: OrderExpectations, totals: OrderTotals): OrderChangeJson[] {
  const changes: OrderChangeJson[] = [];
  if (toHalere(expected.postage) !== totals.shippingPrice) changes.push({ kind: 'postage', old: expected.postage, new: toKc(totals.shippingPrice) });
  if (toHalere(expected.total) !== totals.totalPrice) changes.push({ kind: 'price', old: expected.total, new: toKc(totals.totalPrice) });
  return changes;
}

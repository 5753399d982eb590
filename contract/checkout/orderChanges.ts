// What changed between what a customer saw and what the shop would charge now (POST /api/orders
// with `expected`, an order kept offline and sent later): the server refuses such an order with 409
// and these changes, and the customer confirms the new figures or edits the cart. The server's
// message and the screen's list describe a change with the same words.
import { z } from 'zod';
import { formatPrice } from '../format';

export const ORDER_CHANGE_KINDS = ['price', 'discount', 'postage', 'stock', 'gone', 'pointClosed'] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];

const changeValue = z.union([z.number(), z.string(), z.null()]);

/**
 * One change: `price` (a product's unit price, or without a product the total, Kč), `discount`
 * (percent), `postage` (Kč), `stock` (old: the quantity ordered, new: the copies in stock), `gone`
 * (old: the product's name, new: null), `pointClosed` (old: the point's name, new: null).
 */
export const orderChangeSchema = z.object({
  kind: z.enum(ORDER_CHANGE_KINDS),
  product: z.number().optional(),
  name: z.string().optional(),
  old: changeValue,
  new: changeValue,
});
export type OrderChangeJson = z.infer<typeof orderChangeSchema>;

/** 409 when an order sent with `expected` differs from what the customer saw: nothing is placed. */
export const orderChangesSchema = z.object({ message: z.string(), changes: z.array(orderChangeSchema).min(1) });
export type OrderChangesJson = z.infer<typeof orderChangesSchema>;

const price = (value: OrderChangeJson['old']) => (typeof value === 'number' ? formatPrice(value) : '');
const subject = (change: OrderChangeJson) => (change.name ? `„${change.name}“` : '');

/** A change in Czech, with its old and new value. */
export function describeOrderChange(change: OrderChangeJson): string {
  switch (change.kind) {
    case 'price':
      return change.product === undefined
        ? `Celková cena: ${price(change.old)} → ${price(change.new)}`
        : `${subject(change)}: ${price(change.old)} → ${price(change.new)}`;
    case 'discount':
      return `${subject(change)}: sleva ${change.old} % → ${change.new} %`;
    case 'postage':
      return `Doprava: ${price(change.old)} → ${price(change.new)}`;
    case 'stock':
      return `${subject(change)}: objednáno ${change.old} ks, skladem ${change.new} ks`;
    case 'gone':
      return `${subject(change)} už není v nabídce`;
    case 'pointClosed':
      return `Výdejní místo „${change.old}“ je uzavřené`;
  }
}

/** Changes the customer can accept as they are (new figures); the others need a new cart or delivery. */
export const acceptableChange = (change: OrderChangeJson) => change.kind === 'price' || change.kind === 'discount' || change.kind === 'postage';

export const orderChangeMessages = {
  refused: (changes: OrderChangeJson[]) =>
    `Objednávka nebyla vytvořena, protože se od jejího odeslání změnilo: ${changes.map(describeOrderChange).join('; ')}. Potvrďte ji prosím s novými údaji, nebo upravte košík.`,
  mismatch: 'Očekávané údaje objednávky neodpovídají jejím položkám nebo výdejnímu místu.',
} as const;

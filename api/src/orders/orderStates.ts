import type { Db } from '../db/open';
import { Conflict, NotFound } from '../domainErrors';
import type { Deps } from '../env';
import { issueCreditNote } from './creditNotes';
import { announceOrderEvent, type OrderEvent } from './orderEvents';

type StateFlag = 'is_paid' | 'is_sent' | 'is_delivered' | 'is_cancelled';
type OrderState = Record<StateFlag, number>;

export type OrderAction = 'pay' | 'send' | 'deliver' | 'cancel';

interface Transition {
  /** The flag the action sets, with the time it happened. */
  sets: StateFlag;
  at: 'paid_at' | 'sent_at' | 'delivered_at' | 'cancelled_at';
  /** The action is refused while any of these flags is set; the first one found names the reason. */
  refusedWhen: [StateFlag, string][];
  /** What orderEvents.ts announces once the action is done. */
  event: OrderEvent;
}

/**
 * What an administrator may do with an order. Paid only once and not once cancelled; sent only
 * once and not once cancelled or delivered; delivered only once and not once cancelled; cancelled
 * only once and only while not sent or delivered. Anything else answers 409 with the reason,
 * whatever the client sends.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  pay: {
    event: 'paid',
    sets: 'is_paid',
    at: 'paid_at',
    refusedWhen: [
      ['is_cancelled', 'Zrušenou objednávku nelze označit jako zaplacenou.'],
      ['is_paid', 'Objednávka už je označená jako zaplacená.'],
    ],
  },
  send: {
    event: 'sent',
    sets: 'is_sent',
    at: 'sent_at',
    refusedWhen: [
      ['is_cancelled', 'Zrušenou objednávku nelze označit jako odeslanou.'],
      ['is_delivered', 'Doručenou objednávku už nelze označit jako odeslanou.'],
      ['is_sent', 'Objednávka už je označená jako odeslaná.'],
    ],
  },
  deliver: {
    event: 'delivered',
    sets: 'is_delivered',
    at: 'delivered_at',
    refusedWhen: [
      ['is_cancelled', 'Zrušenou objednávku nelze označit jako doručenou.'],
      ['is_delivered', 'Objednávka už je označená jako doručená.'],
    ],
  },
  cancel: {
    event: 'cancelled',
    sets: 'is_cancelled',
    at: 'cancelled_at',
    refusedWhen: [
      ['is_delivered', 'Doručenou objednávku už nelze zrušit.'],
      ['is_sent', 'Odeslanou objednávku už nelze zrušit.'],
      ['is_cancelled', 'Objednávka už je zrušená.'],
    ],
  },
};

/** Why the action is not allowed in this state, or null when it is. */
export function refusalOf(action: OrderAction, state: OrderState): string | null {
  return ORDER_TRANSITIONS[action].refusedWhen.find(([flag]) => state[flag] === 1)?.[1] ?? null;
}

/**
 * Applies the action in one transaction, stamped with `now`, and announces it there (orderEvents.ts:
 * the customer's mail and push). A cancelled order keeps the reason given, if any, gives its copies
 * back to the stock (lines whose product was deleted since have nothing to return to) and gets its
 * credit note, whose mail is queued.
 */
export async function changeOrderState(
  deps: Pick<Deps, 'db' | 'config' | 'wakeMailSender'>,
  orderId: number,
  action: OrderAction,
  now: Date,
  cancelReason?: string,
): Promise<void> {
  const { sets, at, refusedWhen, event } = ORDER_TRANSITIONS[action];
  await deps.db.transaction().execute(async (trx) => {
    const state = await trx.selectFrom('orders').select(['is_paid', 'is_sent', 'is_delivered', 'is_cancelled']).where('id', '=', orderId).executeTakeFirst();
    if (!state) throw new NotFound('Objednávka nenalezena');
    const refusal = refusalOf(action, state);
    if (refusal) throw new Conflict(refusal);
    // The same conditions guard the update itself, so two requests at once cannot both pass.
    const stamp = now.toISOString();
    let update = trx
      .updateTable('orders')
      .set({
        [sets]: 1,
        [at]: stamp,
        updated_at: stamp,
        ...(action === 'pay' && { paid_by: 'manual' as const }),
        ...(action === 'cancel' && { cancel_reason: cancelReason ?? null }),
      })
      .where('id', '=', orderId);
    for (const [flag] of refusedWhen) update = update.where(flag, '=', 0);
    const { numUpdatedRows } = await update.executeTakeFirst();
    if (numUpdatedRows === 0n) throw new Conflict('Objednávku mezitím změnil někdo jiný. Načtěte ji prosím znovu.');
    if (action === 'cancel') {
      await returnCopies(trx, orderId);
      await issueCreditNote(trx, orderId, now);
    }
    await announceOrderEvent(trx, deps, { orderId, event }, now);
  });
  deps.wakeMailSender?.();
}

/** Gives a cancelled order's copies back to the stock, in the transaction that cancels it (a deleted product has nothing to return to). */
export async function returnCopies(trx: Db, orderId: number): Promise<void> {
  const lines = await trx.selectFrom('order_items').select(['product_id', 'qty']).where('order_id', '=', orderId).where('product_id', 'is not', null).execute();
  for (const { product_id: productId, qty } of lines) {
    await trx
      .updateTable('products')
      .set((eb) => ({ count_in_stock: eb('count_in_stock', '+', qty) }))
      .where('id', '=', productId!)
      .execute();
  }
}

// What staff do to an order, one order or many at once (issue 31): each action goes through the
// order's own state change (orders/orderStates.ts) or the hand-over to the carrier, so whatever
// follows a change (its mails) follows a bulk action too.
import { type BulkAction, type BulkResultJson, deskMessages } from '@contract/admin/orderDesk';
import { DomainError } from '../domainErrors';
import type { Deps } from '../env';
import { changeOrderState, type OrderAction } from '../orders/orderStates';
import { handOverParcel } from '../orders/parcels';
import { closeCardPayment } from '../payments/cardCheckout';

type ActionDeps = Pick<Deps, 'db' | 'config' | 'now' | 'log' | 'payments' | 'packeta' | 'wakeMailSender'>;

/** One order's action; a cancel first ends its open card payment, so it cannot be paid after, and keeps the reason. */
export async function applyOrderAction(deps: ActionDeps, orderId: number, action: OrderAction | 'handover', reason?: string): Promise<void> {
  if (action === 'handover') {
    await handOverParcel(deps, orderId);
    return;
  }
  if (action === 'cancel') await closeCardPayment(deps, orderId);
  await changeOrderState(deps, orderId, action, deps.now(), reason);
}

/**
 * POST /api/admin/orders/bulk: the action on each order on its own, one after another; a refusal
 * (already sent, cancelled, not a Packeta order …) is reported with its Czech reason and the rest go on.
 */
export async function applyBulkAction(deps: ActionDeps, action: BulkAction, orderIds: number[], reason?: string): Promise<BulkResultJson> {
  const result: BulkResultJson = { done: [], failed: [] };
  for (const id of orderIds) {
    try {
      await applyOrderAction(deps, id, action, reason);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) deps.log.error({ err: error, orderId: id, action }, 'A bulk action failed on an order');
      result.failed.push({ id, message: error instanceof DomainError ? error.message : deskMessages.failedOnServer });
    }
  }
  return result;
}

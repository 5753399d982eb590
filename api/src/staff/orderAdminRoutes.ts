import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { idParam, validated, wholeNumber } from '../http/validation';
import { closeCardPayment } from '../payments/cardCheckout';
import { changeOrderState, type OrderAction } from '../orders/orderStates';
import { requeueFailedMail, withMails } from '../orders/orderMails';
import { orderFor } from '../orders/orders';

const orderId = validated('param', idParam('Neplatné ID objednávky'));
const orderMail = validated('param', idParam('Neplatné ID objednávky').extend({ mailId: wholeNumber('Neplatné ID e-mailu', 1, 2_147_483_647) }));

/** The administrator's action on an order; answers the order as it is now. */
const transition = (action: OrderAction) =>
  createFactory<AppEnv>().createHandlers(requireAdmin, orderId, async (c) => {
    const { id } = c.req.valid('param');
    if (action === 'cancel') await closeCardPayment(c.var, id);
    await changeOrderState(c.var, id, action, c.var.now());
    return c.json(await withMails(c.var.db, await orderFor(c.var.db, id, c.var.user)));
  });

/** /api/orders for administrators: mark paid, sent or delivered, cancel (the spec spells it cancell; cancel is the alias). */
export const orderAdmin = new Hono<AppEnv>()
  .put('/:id{[0-9]+}/paid', ...transition('pay'))
  .put('/:id{[0-9]+}/send', ...transition('send'))
  .put('/:id{[0-9]+}/deliver', ...transition('deliver'))
  .put('/:id{[0-9]+}/cancell', ...transition('cancel'))
  .put('/:id{[0-9]+}/cancel', ...transition('cancel'))
  // A failed mail of the order, queued again; answers the order with its mails.
  .put('/:id{[0-9]+}/mails/:mailId/resend', requireAdmin, orderMail, async (c) => {
    const { id, mailId } = c.req.valid('param');
    await requeueFailedMail(c.var.db, id, mailId, c.var.now());
    c.var.wakeMailSender?.();
    return c.json(await withMails(c.var.db, await orderFor(c.var.db, id, c.var.user)));
  });

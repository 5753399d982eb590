import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { idParam, validated, wholeNumber } from '../http/validation';
import { cancelBodySchema } from '@contract/admin/orderDesk';
import type { OrderAction } from '../orders/orderStates';
import { requeueFailedMail, withMails } from '../orders/orderMails';
import { orderFor } from '../orders/orders';
import { applyOrderAction } from './orderActions';

const orderId = validated('param', idParam('Neplatné ID objednávky'));
const orderMail = validated('param', idParam('Neplatné ID objednávky').extend({ mailId: wholeNumber('Neplatné ID e-mailu', 1, 2_147_483_647) }));

/** The administrator's action on an order (a cancel may carry `{ reason }`, which the order keeps); answers the order as it is now. */
const transition = (action: OrderAction) =>
  createFactory<AppEnv>().createHandlers(requireAdmin, orderId, validated('json', cancelBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    await applyOrderAction(c.var, id, action, action === 'cancel' ? c.req.valid('json').reason : undefined);
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

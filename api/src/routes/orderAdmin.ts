import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { idParam, validated } from '../http/validation';
import { closeCardPayment } from '../services/cardPayments';
import { changeOrderState, type OrderAction } from '../services/orderStates';
import { orderFor } from '../services/orders';

const orderId = validated('param', idParam('Neplatné ID objednávky'));

/** The administrator's action on an order; answers the order as it is now. */
const transition = (action: OrderAction) =>
  createFactory<AppEnv>().createHandlers(requireAdmin, orderId, async (c) => {
    const { id } = c.req.valid('param');
    if (action === 'cancel') await closeCardPayment(c.var, id);
    await changeOrderState(c.var.db, id, action, c.var.now());
    return c.json(await orderFor(c.var.db, id, c.var.user));
  });

/** /api/orders for administrators: mark paid, mark delivered, cancel (the spec spells it cancell; cancel is the alias). */
export const orderAdmin = new Hono<AppEnv>()
  .put('/:id/paid', ...transition('pay'))
  .put('/:id/deliver', ...transition('deliver'))
  .put('/:id/cancell', ...transition('cancel'))
  .put('/:id/cancel', ...transition('cancel'));

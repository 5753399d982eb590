import { Hono } from 'hono';
import { orderMailSwitchesBody, statsQuery } from '@contract/admin/figures';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { validated } from '../http/validation';
import { orderMailSwitches, switchOrderMails } from '../orders/orderMailSwitches';
import { figuresOf } from './figures';

/** /api/admin/stats and /api/admin/order-mails: the figures page, for administrators. */
export const figures = new Hono<AppEnv>()
  .get('/stats', requireAdmin, validated('query', statsQuery), async (c) => c.json(await figuresOf(c.var.db, c.req.valid('query'), c.var.now())))
  .get('/order-mails', requireAdmin, async (c) => c.json(await orderMailSwitches(c.var.db)))
  .put('/order-mails', requireAdmin, validated('json', orderMailSwitchesBody), async (c) =>
    c.json(await switchOrderMails(c.var.db, c.req.valid('json'), c.var.now())),
  );

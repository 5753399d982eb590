import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireStaff } from '../http/auth';
import { outboxHealth } from '../mail/outboxHealth';

/** GET /api/admin/mail-health: the outbox's state for the staff area's alarm, for administrators and assistants. */
export const mailHealth = new Hono<AppEnv>().get('/mail-health', requireStaff, async (c) =>
  c.json(await outboxHealth(c.var.db, c.var.now(), c.var.config.mailStaleMinutes)),
);

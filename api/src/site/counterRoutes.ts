import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const counter = new Hono<AppEnv>()
  .put('/increase', async (c) => c.json({ count: await c.var.visits.increase() }))
  .get('/count', async (c) => c.json({ count: await c.var.visits.count() }));

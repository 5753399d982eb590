import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { increaseVisits, visitCount } from '../services/counter';

export const counter = new Hono<AppEnv>()
  .put('/increase', async (c) => c.json({ count: await increaseVisits(c.var.db) }))
  .get('/count', async (c) => c.json({ count: await visitCount(c.var.db) }));

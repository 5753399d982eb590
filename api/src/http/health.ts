import { Hono } from 'hono';
import { pendingMigrations } from '../../../migrations';
import type { AppEnv } from '../env';

/**
 * GET /healthz for the operator's monitor and the reverse proxy: 200 `{ status: 'ok' }` while the
 * database answers and every migration has run, 503 otherwise. Names no setting and no secret.
 */
export const health = new Hono<AppEnv>().get('/', async (c) => {
  const pending = await pendingMigrations(c.var.db).catch(() => null);
  if (pending === null) return c.json({ status: 'unavailable', message: 'Databáze neodpovídá.' }, 503);
  if (pending > 0) return c.json({ status: 'unavailable', message: 'Databáze čeká na aktualizaci (migrace).' }, 503);
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' });
});

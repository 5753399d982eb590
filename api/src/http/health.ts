import { type Context, Hono } from 'hono';
import { pendingMigrations } from '../../../migrations';
import type { AppEnv } from '../env';
import { outboxHealth } from '../mail/outboxHealth';

/** Why this process cannot serve requests (its database is down or not migrated), or null when it can. */
async function notServing(c: Context<AppEnv>): Promise<string | null> {
  const pending = await pendingMigrations(c.var.db).catch(() => null);
  if (pending === null) return 'Databáze neodpovídá.';
  if (pending > 0) return 'Databáze čeká na aktualizaci (migrace).';
  return null;
}

/**
 * GET /readyz for the reverse proxy: 200 `{ status: 'ok' }` while the database answers and every
 * migration has run, 503 otherwise. A mail server that is down does not make it send customers away.
 */
export const readiness = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const problem = await notServing(c);
  if (problem) return c.json({ status: 'unavailable', message: problem }, 503);
  return c.json({ status: 'ok' });
});

/**
 * GET /healthz for the operator's monitor: as /readyz, and also 503 while mail does not leave
 * (outboxHealth.ts); its `outbox` shows the pending mails, the oldest one's age and the failed ones.
 * Names no setting and no secret.
 */
export const health = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const problem = await notServing(c);
  if (problem) return c.json({ status: 'unavailable', message: problem }, 503);
  const outbox = await outboxHealth(c.var.db, c.var.now(), c.var.config.mailStaleMinutes);
  if (outbox.stale) return c.json({ status: 'unavailable', message: `E-maily z obchodu neodcházejí déle než ${outbox.staleMinutes} minut.`, outbox }, 503);
  return c.json({ status: 'ok', outbox });
});

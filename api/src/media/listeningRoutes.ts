import { Hono } from 'hono';
import { listeningUpdateSchema } from '@contract/listening';
import type { SignedInEnv } from '../env';
import { requireUser } from '../http/auth';
import type { AttemptLimits } from '../http/rateLimit';
import { idParam, validated } from '../http/validation';
import { listeningOf, saveListening } from './listening';

/** /api/listening: the signed-in listener's places in the episodes, which follow them across devices. */
export const listening = (limits: AttemptLimits) =>
  new Hono<SignedInEnv>()
    .get('/', requireUser, async (c) => c.json(await listeningOf(c.var.db, c.var.user.id)))
    .put(
      '/:id{[0-9]+}',
      requireUser,
      limits.listening,
      validated('param', idParam('Neplatné ID nahrávky')),
      validated('json', listeningUpdateSchema),
      async (c) => c.json(await saveListening(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    );

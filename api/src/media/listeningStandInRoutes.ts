// TEMPORARY stand-in for GET /api/listening and PUT /api/listening/{audioId} (issue 32), kept in
// memory so the player's sync can be run before player/chapters' real routes are merged. Drop on merge.
import { Hono } from 'hono';
import { type ListeningJson, listeningUpdateSchema } from '@contract/listening';
import type { AppEnv } from '../env';
import { requireUser } from '../http/auth';
import { idParam, validated } from '../http/validation';

const places = new Map<number, Map<number, ListeningJson>>();
const placesOf = (userId: number) => places.get(userId) ?? places.set(userId, new Map()).get(userId)!;

export const listeningStandIn = new Hono<AppEnv>()
  .get('/', requireUser, (c) => c.json([...placesOf(c.var.user.id).values()]))
  .put('/:id{[0-9]+}', requireUser, validated('param', idParam('Neplatné ID nahrávky')), validated('json', listeningUpdateSchema), (c) => {
    const { id } = c.req.valid('param');
    const update = c.req.valid('json');
    const userPlaces = placesOf(c.var.user.id);
    const stored = userPlaces.get(id);
    if (!stored || Date.parse(stored.updatedAt) <= Date.parse(update.updatedAt))
      userPlaces.set(id, { audioId: id, playbackRate: 1, finished: false, ...stored, ...update });
    return c.json(userPlaces.get(id)!);
  });

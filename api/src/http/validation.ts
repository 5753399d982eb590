import { zValidator } from '@hono/zod-validator';
import { Hono, type ValidationTargets } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';

/** Validates one part of the request; the first problem answers 400 { message } in Czech. */
export const validated = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ message: result.error.issues[0]?.message ?? 'Neplatný požadavek' }, 400);
  });

/** A whole number written in decimal digits, within bounds; anything else gives `message`. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

export const pageNumberParam = wholeNumber('Neplatné číslo stránky', 1, 1_000_000);
export const pageSizeParam = (max: number) => wholeNumber(`Velikost stránky musí být číslo od 1 do ${max}`, 1, max);
export const idParam = (message: string) => z.object({ id: wholeNumber(message, 1, 2_147_483_647) });

/**
 * 400 `message` for a path under a prefix whose first segment is not an id. The id routes take only
 * digits (`/:id{[0-9]+}`), so no literal segment (`/myorders`, `/profile`) ever falls into them; a
 * prefix mounts this last, where the API mounts its 404.
 */
export const notAnId = (message: string) =>
  new Hono<AppEnv>().all('/:id/*', async (c, next) => {
    if (/^[0-9]+$/.test(c.req.param('id'))) return next(); // an id, and a path no route has: the API's 404
    return c.json({ message }, 400);
  });

import { Hono } from 'hono';
import { userEditBody } from '@contract/admin/users';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { idParam, validated } from '../http/validation';
import { userAdminMessages, deleteUser, editUser, listUsers, userDetails } from './userAdmin';

const userId = validated('param', idParam('Neplatné ID uživatele'));

/**
 * /api/users for administrators: the list, one account, its edit and delete. Mounted after the
 * accounts router, whose fixed paths (/login, /profile, /{email}/{token} …) answer first.
 */
export const userAdmin = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await listUsers(c.var.db)))
  .get('/:id{[0-9]+}', requireAdmin, userId, async (c) => c.json(await userDetails(c.var.db, c.req.valid('param').id)))
  .put('/:id{[0-9]+}', requireAdmin, userId, validated('json', userEditBody), async (c) =>
    c.json(await editUser(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), c.var.now())),
  )
  .delete('/:id{[0-9]+}', requireAdmin, userId, async (c) => {
    await deleteUser(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ message: userAdminMessages.deleted });
  });

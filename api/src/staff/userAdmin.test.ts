import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, openTempDb } from '../../test/tempDb';
import type { Db } from '../db/open';
import { Conflict } from '../domainErrors';
import { userAdminMessages, deleteUser, editUser } from './userAdmin';

const now = new Date('2025-03-01T10:00:00Z');

// Through the API an administrator always acts, so the last administrator could only be oneself;
// the rule still holds on its own, e.g. when two administrators demote each other at once.
describe('the shop keeps at least one administrator', () => {
  let db: Db;
  let close: () => Promise<void>;
  let onlyAdmin: number;
  let actor: number;

  beforeAll(async () => {
    ({ db, close } = await openTempDb());
    onlyAdmin = await insertUser(db, { email: 'spravce@example.cz', is_admin: 1 });
    actor = await insertUser(db, { email: 'byvaly-spravce@example.cz' });
  });
  afterAll(() => close());

  it('refuses to demote the last administrator and leaves the account as it was', async () => {
    await expect(editUser(db, actor, onlyAdmin, { isAdmin: false, name: 'Nový' }, now)).rejects.toStrictEqual(new Conflict(userAdminMessages.lastAdmin));
    expect(await db.selectFrom('users').select(['is_admin', 'name']).where('id', '=', onlyAdmin).executeTakeFirstOrThrow()).toEqual({
      is_admin: 1,
      name: 'Test',
    });
  });

  it('refuses to delete the last administrator', async () => {
    await expect(deleteUser(db, actor, onlyAdmin)).rejects.toStrictEqual(new Conflict(userAdminMessages.lastAdmin));
    expect(await db.selectFrom('users').select('id').where('id', '=', onlyAdmin).executeTakeFirst()).toBeDefined();
  });

  it('allows both once there is another administrator', async () => {
    await editUser(db, onlyAdmin, actor, { isAdmin: true }, now);
    await editUser(db, actor, onlyAdmin, { isAdmin: false }, now);
    await deleteUser(db, actor, onlyAdmin);
    expect(await db.selectFrom('users').select('email').where('is_admin', '=', 1).execute()).toEqual([{ email: 'byvaly-spravce@example.cz' }]);
  });
});

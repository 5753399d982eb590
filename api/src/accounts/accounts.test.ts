import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempDb } from '../../test/tempDb';
import type { Db } from '../db/open';
import { ensureAccount } from './accounts';
import { passwordMatches } from './passwords';

describe('ensureAccount (first administrator, demo accounts)', () => {
  let db: Db;
  let close: () => Promise<void>;
  const row = (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  beforeAll(async () => ({ db, close } = await openTempDb()));
  afterAll(() => close());

  it('creates a missing account confirmed, with its roles and password', async () => {
    expect(await ensureAccount(db, { name: 'Správce', email: 'spravce@example.cz', password: 'Heslo-spravce-1', isAdmin: true })).toBe('created');
    const admin = await row('spravce@example.cz');
    expect(admin).toMatchObject({ is_admin: 1, is_assistant: 0, is_registered: 1 });
    expect(await passwordMatches(admin.password_hash, 'Heslo-spravce-1')).toBe(true);
  });

  it('promotes an existing account and leaves its own password alone', async () => {
    await db.insertInto('users').values({ name: 'Jana', email: 'jana@example.cz', password_hash: null }).execute();
    expect(await ensureAccount(db, { name: 'X', email: 'jana@example.cz', password: 'Heslo-z-env-1', isAdmin: true })).toBe('updated');
    expect(await row('jana@example.cz')).toMatchObject({ name: 'Jana', is_admin: 1, is_registered: 1, password_hash: null });
  });

  it('never takes a role away and never adds a second account', async () => {
    await ensureAccount(db, { name: 'Správce', email: 'spravce@example.cz', password: 'jine-heslo', isAssistant: true });
    expect(await row('spravce@example.cz')).toMatchObject({ is_admin: 1, is_assistant: 1 });
    expect(await db.selectFrom('users').select('id').where('email', '=', 'spravce@example.cz').execute()).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, openTempDb } from '../../test/tempDb';
import type { Db } from '../db/open';
import { createSession, endSession, endSessionsOf, SESSION_TTL_MS, userOfSession } from './sessions';
import { DAY, hashToken } from './tokens';

const start = new Date('2025-03-01T10:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe('sessions', () => {
  let db: Db;
  let close: () => Promise<void>;
  let userId: number;
  beforeAll(async () => {
    ({ db, close } = await openTempDb());
    userId = await insertUser(db, { email: 'jana@example.cz', name: 'Jana', is_admin: 1 });
  });
  afterAll(() => close());

  it('store only the SHA-256 of the token and answer the user with roles from the database', async () => {
    const token = await createSession(db, userId, start);
    const row = await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.expires_at).toBe(new Date(start.getTime() + SESSION_TTL_MS).toISOString());
    const user = await userOfSession(db, token, start);
    expect(user).toMatchObject({ id: userId, email: 'jana@example.cz', is_admin: 1 });
    expect(user).not.toHaveProperty('password_hash');
    await db.updateTable('users').set({ is_admin: 0 }).where('id', '=', userId).execute();
    expect((await userOfSession(db, token, start))?.is_admin).toBe(0);
  });

  it('run out after 30 days unused and are then removed', async () => {
    const token = await createSession(db, userId, start);
    expect(await userOfSession(db, token, at(29.9))).not.toBeNull();
    expect(await userOfSession(db, token, at(60))).toBeNull();
    expect(await db.selectFrom('sessions').select('token_hash').where('token_hash', '=', hashToken(token)).executeTakeFirst()).toBeUndefined();
  });

  it('are extended when used in the second half of their life', async () => {
    const token = await createSession(db, userId, start);
    expect(await userOfSession(db, token, at(20))).not.toBeNull();
    expect(await userOfSession(db, token, at(45))).not.toBeNull();
  });

  it('end one by one, or all of a user but the one in use', async () => {
    const [a, b, c] = [await createSession(db, userId, start), await createSession(db, userId, start), await createSession(db, userId, start)];
    await endSession(db, a);
    expect(await userOfSession(db, a, start)).toBeNull();
    await endSessionsOf(db, userId, b);
    expect(await userOfSession(db, b, start)).not.toBeNull();
    expect(await userOfSession(db, c, start)).toBeNull();
    await endSessionsOf(db, userId);
    expect(await userOfSession(db, b, start)).toBeNull();
  });

  it('refuse unknown tokens', async () => {
    expect(await userOfSession(db, 'x'.repeat(52), start)).toBeNull();
  });
});

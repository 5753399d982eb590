import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, openTempDb } from '../../test/tempDb';
import type { Db } from '../db/open';
import { syncNewsletterChoice } from './newsletterChoice';
import { PUBLIC_USER_COLUMNS } from './publicUser';

const now = new Date('2025-03-01T10:00:00Z');

describe('syncNewsletterChoice', () => {
  let db: Db;
  let close: () => Promise<void>;
  let userId: number;
  const user = () => db.selectFrom('users').select(PUBLIC_USER_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow();
  const setUser = (fields: { email?: string; name?: string; is_subscribed?: number }) => db.updateTable('users').set(fields).where('id', '=', userId).execute();
  const list = () => db.selectFrom('subscribers').select(['user_id', 'name', 'email', 'is_subscribed']).orderBy('id').execute();

  beforeAll(async () => {
    ({ db, close } = await openTempDb());
    userId = await insertUser(db, { email: 'jana@example.cz', name: 'Jana' });
  });
  afterAll(() => close());

  it('adds no row for a user who never chose', async () => {
    await syncNewsletterChoice(db, await user(), false, now);
    expect(await list()).toEqual([]);
  });

  it('adds the row on the first choice and updates it on the next', async () => {
    await setUser({ is_subscribed: 1 });
    await syncNewsletterChoice(db, await user(), true, now);
    expect(await list()).toEqual([{ user_id: userId, name: 'Jana', email: 'jana@example.cz', is_subscribed: 1 }]);
    await setUser({ is_subscribed: 0, name: 'Jana N.' });
    await syncNewsletterChoice(db, await user(), false, now);
    expect(await list()).toEqual([{ user_id: userId, name: 'Jana N.', email: 'jana@example.cz', is_subscribed: 0 }]);
  });

  it('follows an e-mail change and takes over a row that already had the new address', async () => {
    await db.insertInto('subscribers').values({ name: 'Host', email: 'jana.nova@example.cz', is_subscribed: 1 }).execute();
    await setUser({ email: 'jana.nova@example.cz', is_subscribed: 1 });
    await syncNewsletterChoice(db, await user(), true, now);
    expect(await list()).toEqual([{ user_id: userId, name: 'Jana N.', email: 'jana.nova@example.cz', is_subscribed: 1 }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, openTempDb } from '../../test/tempDb';
import type { Db } from '../db/open';
import { type FoundToken, findOneTimeToken, issueOneTimeToken, spendOneTimeToken, tokenProblem } from './oneTimeTokens';
import { HOUR } from './tokens';

const now = new Date('2025-03-01T10:00:00Z');
const found: FoundToken = { id: 1, userId: 7, email: 'jana@example.cz', name: 'Jana', usedAt: null, expiresAt: '2025-03-01T11:00:00.000Z' };

describe('tokenProblem', () => {
  it('accepts an unspent, unexpired token of the named owner', () => {
    expect(tokenProblem(found, now, { email: 'jana@example.cz', userId: 7 })).toBeNull();
    expect(tokenProblem(found, now)).toBeNull();
  });

  it('calls a missing token or one of another address or user invalid', () => {
    expect(tokenProblem(undefined, now)).toBe('invalid');
    expect(tokenProblem(found, now, { email: 'petr@example.cz' })).toBe('invalid');
    expect(tokenProblem(found, now, { email: 'jana@example.cz', userId: 8 })).toBe('invalid');
  });

  it('tells a spent token from an expired one', () => {
    expect(tokenProblem({ ...found, usedAt: '2025-03-01T10:30:00.000Z' }, now)).toBe('used');
    expect(tokenProblem(found, new Date('2025-03-01T11:00:00Z'))).toBe('expired');
  });
});

describe('one-time tokens in the database', () => {
  let db: Db;
  let close: () => Promise<void>;
  let userId: number;
  beforeAll(async () => {
    ({ db, close } = await openTempDb());
    userId = await insertUser(db, { email: 'jana@example.cz', name: 'Jana' });
  });
  afterAll(() => close());

  it('are stored only as hashes and found with their owner', async () => {
    const token = await issueOneTimeToken(db, userId, 'reset', HOUR, now);
    const rows = await db.selectFrom('one_time_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(await findOneTimeToken(db, 'reset', token)).toMatchObject({
      userId,
      email: 'jana@example.cz',
      name: 'Jana',
      usedAt: null,
      expiresAt: '2025-03-01T11:00:00.000Z',
    });
    expect(await findOneTimeToken(db, 'register', token)).toBeUndefined();
  });

  it('work once: a second spend loses', async () => {
    const token = await issueOneTimeToken(db, userId, 'register', HOUR, now);
    const { id } = (await findOneTimeToken(db, 'register', token))!;
    expect(await spendOneTimeToken(db, id, now)).toBe(true);
    expect(await spendOneTimeToken(db, id, now)).toBe(false);
  });

  it('replace earlier unspent ones of the same purpose', async () => {
    const first = await issueOneTimeToken(db, userId, 'reset', HOUR, now);
    const second = await issueOneTimeToken(db, userId, 'reset', HOUR, now);
    expect(await findOneTimeToken(db, 'reset', first)).toBeUndefined();
    expect(await findOneTimeToken(db, 'reset', second)).toBeDefined();
  });
});

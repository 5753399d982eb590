import type { Db } from '../db/open';
import type { OneTimeTokensTable } from '../db/schema';
import { hashToken, later, randomToken } from './tokens';

export type TokenPurpose = OneTimeTokensTable['purpose'];

/**
 * Issues a single-use token for a link or a code. Earlier unspent tokens of the same user and
 * purpose stop working, so only the newest mail's link is valid.
 */
export async function issueOneTimeToken(db: Db, userId: number, purpose: TokenPurpose, ttlMs: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  await db
    .insertInto('one_time_tokens')
    .values({ user_id: userId, purpose, token_hash: hashToken(token), expires_at: later(now, ttlMs) })
    .execute();
  return token;
}

export interface FoundToken {
  id: number;
  userId: number;
  email: string;
  name: string;
  usedAt: string | null;
  expiresAt: string;
}

/** The token's record with its user's address and name; does not spend it. */
export async function findOneTimeToken(db: Db, purpose: TokenPurpose, token: string): Promise<FoundToken | undefined> {
  return db
    .selectFrom('one_time_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id as userId', 'u.email', 'u.name', 't.used_at as usedAt', 't.expires_at as expiresAt'])
    .where('t.purpose', '=', purpose)
    .where('t.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

export type TokenProblem = 'invalid' | 'used' | 'expired';

/**
 * Why a found token cannot be used (by the owner the link names: address, and user id for reset
 * links), or null when it can. A token of another user or address is simply invalid.
 */
export function tokenProblem(found: FoundToken | undefined, now: Date, owner?: { email: string; userId?: number }): TokenProblem | null {
  if (!found) return 'invalid';
  if (owner && (found.email !== owner.email || (owner.userId !== undefined && found.userId !== owner.userId))) return 'invalid';
  if (found.usedAt) return 'used';
  if (found.expiresAt <= now.toISOString()) return 'expired';
  return null;
}

/** Spends a token; false when a concurrent request spent it first. */
export async function spendOneTimeToken(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

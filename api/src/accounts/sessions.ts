import type { Db } from '../db/open';
import { hashToken, later, randomToken, DAY } from './tokens';
import { PUBLIC_USER_COLUMNS, type PublicUser } from './publicUser';

export type SessionUser = PublicUser;

export const SESSION_TTL_MS = 30 * DAY;
// A session in use is extended once it has less than half of its life left, so a regular
// customer stays signed in while an abandoned token still runs out.
const EXTEND_BELOW_MS = SESSION_TTL_MS / 2;

/** Starts a session and answers its bearer token; only the token's hash is stored. */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: later(now, SESSION_TTL_MS) })
    .execute();
  return token;
}

/** The user a bearer token belongs to, read fresh from the database (roles included), or null. */
export async function userOfSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const found = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(PUBLIC_USER_COLUMNS.map((column) => `u.${column}` as const))
    .select('s.expires_at')
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!found) return null;
  const { expires_at: expiresAt, ...user } = found;
  const left = Date.parse(expiresAt) - now.getTime();
  if (left <= 0) {
    await endSession(db, token);
    return null;
  }
  if (left < EXTEND_BELOW_MS) {
    await db
      .updateTable('sessions')
      .set({ expires_at: later(now, SESSION_TTL_MS) })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return user;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of the user, or every other one when `keepToken` is the session in use. */
export async function endSessionsOf(db: Db, userId: number, keepToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
}

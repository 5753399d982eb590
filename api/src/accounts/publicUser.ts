import type { UserJson } from '@contract/account';
import type { Db } from '../db/open';
import type { UserRow } from '../db/schema';

/** A user as the rest of the server sees it: every column but the password hash. */
export type PublicUser = Omit<UserRow, 'password_hash'>;

export const PUBLIC_USER_COLUMNS = [
  'id',
  'name',
  'email',
  'google_id',
  'is_admin',
  'is_assistant',
  'is_registered',
  'is_subscribed',
  'created_at',
  'updated_at',
] as const;

export const toUserJson = (user: PublicUser): UserJson => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  isAdmin: user.is_admin === 1,
  isAssistant: user.is_assistant === 1,
  isSubscribed: user.is_subscribed === 1,
});

export const findUserByEmail = (db: Db, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** A second account with the same (unique) address: SQLite and PostgreSQL spell it differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

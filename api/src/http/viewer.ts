import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { type SessionUser, userOfSession } from '../accounts/sessions';
import { bearerToken, isStaff } from './auth';

/**
 * The signed-in user on a public call that answers more to them (favoriteOf of a product), or null.
 * A missing, unknown or expired token counts as a visitor: a public page never fails because of it.
 * An answer to a token may be personal, so it is never stored.
 */
export async function viewerOf(c: Context<AppEnv>): Promise<SessionUser | null> {
  const token = bearerToken(c);
  if (!token) return null;
  c.header('Cache-Control', 'no-store');
  return userOfSession(c.var.db, token, c.var.now());
}

/** Whether the signed-in user on a public call is staff, who also see drafts there. */
export const viewerIsStaff = async (c: Context<AppEnv>) => {
  const viewer = await viewerOf(c);
  return viewer !== null && isStaff(viewer);
};

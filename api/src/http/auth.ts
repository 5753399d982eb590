import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '@contract/account';
import type { SignedInEnv } from '../env';
import { type SessionUser, userOfSession } from '../accounts/sessions';
import { Forbidden, Unauthenticated } from '../domainErrors';
import { noStore } from './noStore';

/** The token of `Authorization: Bearer <token>`, if the request carries one. */
export const bearerToken = (c: Context) => c.req.header('Authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];

interface Role {
  has: (user: SessionUser) => boolean;
  refusal: string;
}

/**
 * Lets the request through when its bearer token belongs to a live session (of a user with the
 * role); sets c.var.user and c.var.sessionToken. Roles come from the database on every request.
 * What a signed-in call answers is that user's own, so it is never stored.
 */
const signedIn = (role?: Role) =>
  createMiddleware<SignedInEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new Unauthenticated(messages.noToken);
    const user = await userOfSession(c.var.db, token, c.var.now());
    if (!user) throw new Unauthenticated(messages.tokenFailed);
    if (role && !role.has(user)) throw new Forbidden(role.refusal);
    c.set('user', user);
    c.set('sessionToken', token);
    await noStore(c, next);
  });

export const requireUser = signedIn();
export const requireAdmin = signedIn({ has: (user) => user.is_admin === 1, refusal: messages.notAdmin });
/** Staff: administrators and assistants (audio, video, banners, uploads). */
export const isStaff = (user: SessionUser) => user.is_admin === 1 || user.is_assistant === 1;
export const requireStaff = signedIn({ has: isStaff, refusal: messages.notStaff });

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from './loginPath';
import { isSigningOut, type UserInfo } from './session';
import { useSession } from './useSession';

/**
 * Shows its screen to a signed-in user only; a visitor goes to /login?redirect={this page}
 * (spec, storefront 2 and 6). During a sign-out the sign-out's own way to /login wins.
 */
export function RequireSignIn({ children }: { children: (user: UserInfo) => ReactNode }) {
  const user = useSession();
  const { pathname, search } = useLocation();
  if (user) return <>{children(user)}</>;
  if (isSigningOut()) return null;
  return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
}

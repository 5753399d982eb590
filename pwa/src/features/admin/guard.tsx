import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { layoutTexts } from '../../lib/texts/layout';
import { loginPath } from '../account/loginPath';
import type { RefusalState } from '../account/refusal';
import { isSigningOut, type UserInfo } from '../account/session';
import { useSession } from '../account/useSession';

type Allowed = (user: UserInfo) => boolean;

/** Administrators: users, products, discounts, reviews, orders, subscribers (admin spec 6). */
export const isAdmin: Allowed = (user) => user.isAdmin;
/** Staff: administrators and assistants (audio, video, banners). */
export const isStaff: Allowed = (user) => user.isAdmin || user.isAssistant;

/**
 * Shows the staff screens below it to the allowed users only. A visitor goes to
 * /login?redirect={this page} and comes back after signing in; a signed-in user without the role
 * goes to /login (admin spec 2.2 and 6) without the way back, which would only lead here again,
 * and is told why on the profile, where /login passes them on.
 * The server checks the role on every call as well: a stale role in the stored user info gets the
 * server's refusal in a red alert.
 */
function StaffGuard({ allowed, refusal }: { allowed: Allowed; refusal: string }) {
  const user = useSession();
  const { pathname, search } = useLocation();
  if (user && allowed(user)) return <Outlet />;
  if (isSigningOut()) return null;
  if (!user) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  return <Navigate to="/login" replace state={{ refusal } satisfies RefusalState} />;
}

export const AdminOnly = () => <StaffGuard allowed={isAdmin} refusal={layoutTexts.staffArea.adminOnly} />;
export const StaffOnly = () => <StaffGuard allowed={isStaff} refusal={layoutTexts.staffArea.staffOnly} />;

import { safeRedirectPath } from '@contract/account';
import { redirectParam } from './loginPath';

/**
 * Where a sign-in continues: the `redirect` query when it is a path of this site (never back to a
 * sign-in page), else the profile (spec, storefront 2 Accounts).
 */
export function afterSignIn(redirect: string | null | undefined): string {
  if (!redirect || safeRedirectPath(redirect) !== redirect) return '/profile';
  if (/^\/(login|register)(\/|\?|$)/.test(redirect)) return '/profile';
  return redirect;
}

/** `?redirect=/path` to pass a usable target on to the next account page, or nothing for the default. */
export const redirectQuery = (redirect: string | null | undefined) => (redirect && afterSignIn(redirect) === redirect ? redirectParam(redirect) : '');

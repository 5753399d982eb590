// Kept apart from redirectTarget.ts, which needs the account contract (and so zod): the session
// module is in the first chunk of every page and imports only this.

/** `?redirect=/path`, with the slashes left readable. */
export const redirectParam = (path: string) => `?redirect=${encodeURIComponent(path).replace(/%2F/g, '/')}`;

/** The sign-in page that comes back to `path`, a page of this site, afterwards: /login?redirect=/profile. */
export const loginPath = (path: string) => `/login${redirectParam(path)}`;

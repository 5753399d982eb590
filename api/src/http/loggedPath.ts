// The addresses that carry a secret in their path: the links in mails (registration, password
// reset, unsubscribe; see registrationLink, passwordResetLink, unsubscribePath), the API calls the
// app makes with them, and the return from Stripe with its payment attempt. Their :email, :token
// and :init segments never reach a log.
const SECRET_PATHS = [
  '/registerLink/:email/:token',
  '/api/users/:email/:token',
  '/reset-password/:email/:id/:token',
  '/api/auth/check-reset-token/:email/:id/:token',
  '/api/subscribers/unsubscribe/:token',
  '/order/:id/stripe-success/:init',
].map((pattern) => pattern.split('/').filter(Boolean));

const HIDDEN = new Set([':email', ':token', ':init']);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** A request path as the log may show it: the secret segments of the addresses above replaced by their names. */
export function loggedPath(path: string): string {
  const segments = segmentsOf(path);
  const pattern = SECRET_PATHS.find(
    (parts) => parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase()),
  );
  if (!pattern) return path;
  return '/' + pattern.map((part, i) => (HIDDEN.has(part) ? part : segments[i])).join('/');
}

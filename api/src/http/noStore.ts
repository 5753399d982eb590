import { createMiddleware } from 'hono/factory';

/** For answers with personal data: neither the browser nor a proxy keeps a copy. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

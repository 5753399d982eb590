import type { MiddlewareHandler } from 'hono';
import { isPrivatePath } from '@contract/crawling';

/**
 * The staff, account and checkout screens answer `X-Robots-Tag: noindex`: the browser renders them,
 * so the header is what a search engine reads before any script runs.
 */
export const noindexPrivateScreens: MiddlewareHandler = async (c, next) => {
  await next();
  if (isPrivatePath(c.req.path)) c.header('X-Robots-Tag', 'noindex');
};

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * The IP address of the client a request comes from, for every per-client limit.
 *
 * With `config.trustProxy` = 0 it is the socket's, and X-Forwarded-For is ignored: any client can
 * write that header. Behind N reverse proxies, each appending the address it saw, it is the N-th
 * address from the right of X-Forwarded-For; what a client wrote further left is never read.
 * A shorter header gives its leftmost address, a missing one the socket's (as Express's hop count does).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const { trustProxy } = c.var.config;
  if (trustProxy === 0) return socketAddress(c);
  const forwardedFor = (c.req.header('X-Forwarded-For') ?? '').split(',').map((address) => address.trim()).filter(Boolean);
  return forwardedFor.at(-trustProxy) ?? forwardedFor[0] ?? socketAddress(c);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (app.request in a test)
  }
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { plainAddress } from './trustedProxies';

/**
 * The IP address of the client a request comes from, for every per-client limit.
 *
 * It is the socket's, unless the connection comes from one of the proxies TRUST_PROXY names
 * (config.trustProxy): then X-Forwarded-For is read from the right, each proxy having appended the
 * address it saw, and the first address that is not a trusted proxy is the client's. What a client
 * wrote further left is never read, and a client that reaches the port directly cannot forge it.
 * When every address in the header is a trusted proxy, the leftmost one is taken.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const { trustProxy } = c.var.config;
  const socket = plainAddress(socketAddress(c));
  if (!trustProxy.trusts(socket)) return socket;
  const forwardedFor = (c.req.header('X-Forwarded-For') ?? '').split(',').map(plainAddress).filter(Boolean);
  return forwardedFor.findLast((address) => !trustProxy.trusts(address)) ?? forwardedFor[0] ?? socket;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (app.request in a test)
  }
}

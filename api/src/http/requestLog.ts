import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { Log } from '../log';
import { loggedPath } from './loggedPath';

/**
 * One log line per request once it is answered: request id, method, path (without its query and
 * secret segments), status and duration. An error that errorAnswer turned into a 500 rides on the
 * same line with its stack. Everything logged while the request runs (c.var.log) carries its id.
 * Needs hono's requestId() before it.
 */
export function requestLog(log: Log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestLog = log.child({ reqId: c.var.requestId });
    c.set('log', requestLog);
    await next();
    const line = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (line.status >= 500) requestLog.error({ ...line, err: c.error }, 'request failed');
    else requestLog.info(line, 'request answered');
  };
}

import type { MiddlewareHandler } from 'hono';
import { Unavailable } from '../domainErrors';
import type { AppEnv } from '../env';
import type { Log } from '../log';
import { loggedPath } from './loggedPath';

/**
 * One log line per request once it is answered: request id, method, path (without its query and
 * secret segments), status and duration. An error that errorAnswer turned into a 500 rides on the
 * same line with its stack. A refusal the shop means to give (any 4xx, or a feature switched off:
 * Unavailable's 503) is a warning without a stack, so anyone can flood the log with those only at
 * warn. Everything logged while the request runs (c.var.log) carries its id. Needs hono's
 * requestId() before it.
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
    const refused = line.status >= 400 && (line.status < 500 || c.error instanceof Unavailable);
    if (refused) requestLog.warn(line, 'request refused');
    else if (line.status >= 500) requestLog.error({ ...line, err: c.error }, 'request failed');
    else requestLog.info(line, 'request answered');
  };
}

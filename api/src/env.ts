import type { Db } from './db/open';

/** What every request handler can reach through `c.var`. */
export interface AppEnv {
  Variables: { db: Db };
}

import { join } from 'node:path';
import type { AppDeps } from '../api/src/app';
import type { Db } from '../api/src/db/open';
import { createLog } from '../api/src/log';
import { visitCounter } from '../api/src/site/counter';
import { NO_TRUSTED_PROXIES } from '../api/src/http/trustedProxies';

/** The app's dependencies for a bench, over a scratch database, with uploads under `dir` (the benches upload nothing). */
export function benchAppDeps(db: Db, dir: string, publicUrl = 'http://127.0.0.1'): AppDeps {
  const log = createLog({ level: 'warn' }); // no line per request: it would slow the figures and fill stdout
  return {
    db,
    config: { publicUrl, shopEmail: 'bench@localhost', uploadsDir: join(dir, 'uploads'), staticDir: 'public', trustProxy: NO_TRUSTED_PROXIES },
    now: () => new Date(),
    log,
    visits: visitCounter(db, log),
  };
}

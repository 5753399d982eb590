// The API under test, in its own process so the load generator does not share its event loop.
// Usage: tsx bench/benchServer.ts <database file or postgres:// address>  (or BENCH_DB=…); prints `READY <port>` once listening.
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { type AppDeps, createApp } from '../api/src/app';
import { type Db, isPostgresUrl, openDatabase } from '../api/src/db/open';
import { migrateToLatest } from '../migrations';
import { createLog } from '../api/src/log';
import { visitCounter } from '../api/src/site/counter';
import { NO_TRUSTED_PROXIES } from '../api/src/http/trustedProxies';
import { CEILING_PATH, LIST_PATH } from './paths';

interface PrecomputedAnswer {
  body: string;
  contentType: string;
}

/** The app's dependencies beside the scratch database (a PostgreSQL one has no folder): catalogue calls and orders upload nothing. */
function benchDeps(db: Db, location: string): AppDeps {
  const dir = isPostgresUrl(location) ? tmpdir() : dirname(location);
  const log = createLog({ level: 'warn' }); // no line per request: stdout is read for READY only
  return {
    db,
    config: {
      publicUrl: 'http://127.0.0.1',
      shopEmail: 'bench@localhost',
      uploadsDir: join(dir, 'uploads'),
      staticDir: 'public',
      trustProxy: NO_TRUSTED_PROXIES,
    },
    now: () => new Date(),
    log,
    visits: visitCounter(db, log),
  };
}

async function precomputeListAnswer(deps: AppDeps): Promise<PrecomputedAnswer> {
  // A separate app instance: a Hono app cannot take new routes once it has answered a request.
  const response = await createApp(deps).request(LIST_PATH);
  if (!response.ok) throw new Error(`${LIST_PATH} answered ${response.status}`);
  return { body: await response.text(), contentType: response.headers.get('content-type') ?? 'application/json' };
}

const location = process.argv[2] ?? process.env.BENCH_DB;
if (!location) throw new Error('Usage: tsx bench/benchServer.ts <database file or postgres:// address>');

const db = openDatabase(location);
await migrateToLatest(db);
const deps = benchDeps(db, location);
const ceiling = await precomputeListAnswer(deps);
const app = createApp(deps);
app.get(CEILING_PATH, (c) => c.body(ceiling.body, 200, { 'content-type': ceiling.contentType }));

serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY ${info.port}`));

// The parent asks for this process's CPU time around each measurement.
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send!(user + system);
});

// The parent stops this server by closing the IPC channel; the channel also closes if the parent dies.
// Exiting through process.exit lets --cpu-prof write its profile.
process.once('disconnect', () => void db.destroy().finally(() => process.exit(0)));

// The API under test, in its own process so the load generator does not share its event loop.
// Usage: tsx bench/benchServer.ts <database file or postgres:// address>  (or BENCH_DB=…); prints `READY <port>` once listening.
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { type AppDeps, createApp } from '../api/src/app';
import { isPostgresUrl, openDatabase } from '../api/src/db/open';
import { migrateToLatest } from '../migrations';
import { benchAppDeps } from './appDeps';
import { CEILING_PATH, LIST_PATH } from './paths';

interface PrecomputedAnswer {
  body: string;
  contentType: string;
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
// Uploads go beside the scratch database (a PostgreSQL one has no folder).
const deps = benchAppDeps(db, isPostgresUrl(location) ? tmpdir() : dirname(location));
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

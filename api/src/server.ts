// The one place that reads the environment: opens the database, migrates, seeds the demo,
// serves the built PWA and the API on one port.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { createApp } from './app';
import { migrateToLatest, openDatabase } from './db/open';
import { seedDemoCatalogue } from './seed/seedDemo';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');
const seedDemo = process.env.SEED_DEMO !== 'false';

mkdirSync(dataDir, { recursive: true });
const db = openDatabase(resolve(dataDir, 'shop.db'));
await migrateToLatest(db);
if (seedDemo && (await seedDemoCatalogue(db))) console.log('Demo catalogue loaded.');

// Hashed build assets never change; everything the browser must re-check on each visit is no-cache,
// so a new deployment never leaves a returning visitor with an app shell pointing at vanished files.
function cacheHeaders(path: string, c: Context) {
  if (path.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  else if (/\/(index\.html|sw\.js|manifest\.webmanifest)$/.test(path)) c.header('Cache-Control', 'no-cache');
  else c.header('Cache-Control', 'public, max-age=86400');
}

const app = createApp({ db });
app.use('*', serveStatic({ root: staticDir, onFound: cacheHeaders }));
// Every other path is a route of the single-page app.
app.get('*', serveStatic({ root: staticDir, path: 'index.html', onFound: cacheHeaders }));

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Shop running on http://localhost:${info.port} (data in ${dataDir})`);
});

function shutdown() {
  server.close(() => void db.destroy().then(() => process.exit(0)));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

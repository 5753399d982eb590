// What the browser loads besides the API: the public screens rendered on the server, the built
// PWA's files, and the app shell for every other path (a route of the single-page app).
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RenderedPage } from '../../../pwa/src/entry-server';
import { MANIFEST_FILE } from '@contract/appBuild';
import { SEARCH_FORM_FIELD, SEARCH_FORM_PATH, searchPath } from '@contract/catalogue';
import type { Db } from '../db/open';
import type { AppEnv } from '../env';
import type { Log } from '../log';
import { untilTheDataChanges } from '../catalogue/catalogueCache';
import { RENDERER_DIR, renderedPages } from './renderedPages';

// Hashed build assets never change; everything the browser must re-check on each visit is no-cache,
// so a new deployment never leaves a returning visitor with an app shell pointing at vanished files.
function cacheHeaders(path: string, c: Context) {
  if (path.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  else if (/\/(index\.html|sw\.js|manifest\.webmanifest)$/.test(path)) c.header('Cache-Control', 'no-cache');
  else c.header('Cache-Control', 'public, max-age=86400');
}

/** Adds the site's pages and files behind the app's API routes and feeds. */
export function serveSite(
  app: Hono<AppEnv>,
  { db, now, staticDir, publicUrl, log }: { db: Db; now: () => Date; staticDir: string; publicUrl: string; log: Log },
) {
  // After the API routes and feeds, so only the app's files are compressed (those answer before this runs).
  app.use('*', compress());
  // The search form sent before the app has started: the results' own address.
  app.get(SEARCH_FORM_PATH, (c) => c.redirect(searchPath(c.req.query(SEARCH_FORM_FIELD) ?? ''), 303));
  const cachedPage = untilTheDataChanges<RenderedPage | null>(200);
  app.use(
    '*',
    renderedPages({
      staticDir,
      publicUrl,
      fetchApi: (apiPath) => Promise.resolve(app.request(`/api${apiPath}`)),
      cache: (key, render) => cachedPage(db, now(), key, render),
      log,
    }),
  );
  // The renderer and the build's manifest it reads are the server's, not the browser's.
  app.all(`/${RENDERER_DIR}/*`, (c) => c.notFound());
  app.all(`/${MANIFEST_FILE}`, (c) => c.notFound());
  app.use('*', serveStatic({ root: staticDir, onFound: cacheHeaders }));
  app.get('*', serveStatic({ root: staticDir, path: 'index.html', onFound: cacheHeaders }));
}

import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { SITEMAP_PATH } from '@contract/crawling';
import type { AppEnv } from '../env';
import { untilTheDataChanges } from './catalogueCache';
import { robotsTxt, sitemap } from './searchEngines';

const cachedSitemap = untilTheDataChanges<string>(1);

/** /sitemap.xml (made again when the catalogue changes) and /robots.txt. */
export const searchEngineFiles = new Hono<AppEnv>()
  .get(SITEMAP_PATH, compress(), async (c) =>
    c.body(await cachedSitemap(c.var.db, c.var.now(), 'sitemap', () => sitemap(c.var.db, c.var.config)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  )
  .get('/robots.txt', (c) => c.text(robotsTxt(c.var.config), 200, { 'Cache-Control': 'public, max-age=3600' }));

import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import type { AppEnv } from '../env';
import { untilTheDataChanges } from './catalogueCache';
import { HEUREKA, priceComparisonFeed, ZBOZI } from './priceComparisonFeeds';

// Feeds are made again only when the data changes; readers that poll them get 304 while it does not,
// and the XML travels compressed (Heureka recommends it for large feeds).
const cachedFeed = untilTheDataChanges<string>(10);
const XML = 'application/xml; charset=utf-8';
const fresh = { 'Cache-Control': 'no-cache' };

const COMPARATORS = { 'heureka.xml': HEUREKA, 'zbozi.xml': ZBOZI } as const;

/** /feeds/heureka.xml and /feeds/zbozi.xml: the offers for Heureka and Zboží.cz. */
export const priceComparisonFeeds = new Hono<AppEnv>().get('/:file{(heureka|zbozi)\\.xml}', compress(), etag(), async (c) => {
  const file = c.req.param('file') as keyof typeof COMPARATORS;
  const now = c.var.now();
  const feed = await cachedFeed(c.var.db, now, file, () => priceComparisonFeed(c.var.db, c.var.config, COMPARATORS[file], now));
  return c.body(feed, 200, { 'Content-Type': XML, ...fresh });
});

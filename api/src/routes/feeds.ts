import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { podcastBySlug } from '../contract/podcasts';
import type { AppEnv } from '../env';
import { notFound } from '../http/errors';
import type { AudioFileFactsReader } from '../services/audioFiles';
import { untilTheDataChanges } from '../services/catalogueCache';
import { HEUREKA, priceComparisonFeed, ZBOZI } from '../services/priceComparisonFeeds';
import { podcastFeed } from '../services/podcastFeed';

// Feeds are made again only when the data changes; readers that poll them get 304 while it does not.
const cachedFeed = untilTheDataChanges<string>(10);
const RSS = 'application/rss+xml; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const fresh = { 'Cache-Control': 'no-cache' };

/** /podcast/{slug}.xml: the podcasts' RSS feeds, with each recording's size and duration measured by `measure`. */
export const podcastFeeds = (measure: AudioFileFactsReader) =>
  new Hono<AppEnv>().use(etag()).get('/:file{[a-z-]+\\.xml}', async (c) => {
    const podcast = podcastBySlug(c.req.param('file').replace(/\.xml$/, ''));
    if (!podcast) throw notFound('Podcast nenalezen');
    const feed = await cachedFeed(c.var.db, `podcast ${podcast.slug}`, () => podcastFeed(c.var.db, c.var.config, podcast, measure));
    return c.body(feed, 200, { 'Content-Type': RSS, ...fresh });
  });

/** /feeds/heureka.xml and /feeds/zbozi.xml: the offers for Heureka and Zboží.cz. */
export const priceComparisonFeeds = new Hono<AppEnv>()
  .use(etag())
  .get('/heureka.xml', async (c) => c.body(await cachedFeed(c.var.db, 'heureka', () => priceComparisonFeed(c.var.db, c.var.config, HEUREKA)), 200, { 'Content-Type': XML, ...fresh }))
  .get('/zbozi.xml', async (c) => c.body(await cachedFeed(c.var.db, 'zbozi', () => priceComparisonFeed(c.var.db, c.var.config, ZBOZI)), 200, { 'Content-Type': XML, ...fresh }));

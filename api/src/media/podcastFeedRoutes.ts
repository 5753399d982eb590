import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { podcastBySlug } from '@contract/podcasts';
import type { AppEnv } from '../env';
import { NotFound } from '../domainErrors';
import { untilTheDataChanges } from '../catalogue/catalogueCache';
import type { AudioFileFactsReader } from './audioFiles';
import { podcastFeed } from './podcastFeed';

// A feed is made again only when the data changes; podcast apps that poll it get 304 while it does not.
const cachedFeed = untilTheDataChanges<string>(10);

/** /podcast/{slug}.xml: the podcasts' RSS feeds, with each recording's size and duration measured by `measure`. */
export const podcastFeeds = (measure: AudioFileFactsReader) =>
  new Hono<AppEnv>().get('/:file{[a-z-]+\\.xml}', compress(), etag(), async (c) => {
    const podcast = podcastBySlug(c.req.param('file').replace(/\.xml$/, ''));
    if (!podcast) throw new NotFound('Podcast nenalezen');
    const feed = await cachedFeed(c.var.db, c.var.now(), `podcast ${podcast.slug}`, () => podcastFeed(c.var.db, c.var.config, podcast, measure));
    return c.body(feed, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

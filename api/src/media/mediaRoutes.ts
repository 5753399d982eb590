import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import { toPodcastChapters } from '@contract/chapters';
import type { AppEnv } from '../env';
import { idParam, pageNumberParam, pageSizeParam, validated } from '../http/validation';
import { viewerIsStaff } from '../http/viewer';
import { audioChapters, audioDetail, audioTranscript, listAudio, listBanners, listVideos } from './media';

const audioQuery = z.object({
  keyword: z.string().max(200, 'Hledaný text je příliš dlouhý').optional(),
  pageNumber: pageNumberParam.default(1),
  pageSize: pageSizeParam(500).default(100),
});

const audioId = validated('param', idParam('Neplatné ID nahrávky'));

export const banner = new Hono<AppEnv>().get('/', async (c) => c.json(await listBanners(c.var.db)));

/**
 * The recordings: the list (and search), one recording with its chapters, and its transcript and
 * chapters as files for podcast apps and players. Staff signed in also get drafts.
 */
export const audio = new Hono<AppEnv>()
  .get('/', validated('query', audioQuery), async (c) => {
    const { keyword, pageNumber, pageSize } = c.req.valid('query');
    return c.json(await listAudio(c.var.db, keyword?.trim() || undefined, { page: pageNumber, size: pageSize }));
  })
  .get('/:id{[0-9]+}', audioId, async (c) => c.json(await audioDetail(c.var.db, c.req.valid('param').id, await viewerIsStaff(c))))
  .get('/:id{[0-9]+}/transcript.vtt', etag(), audioId, async (c) => {
    const vtt = await audioTranscript(c.var.db, c.req.valid('param').id, await viewerIsStaff(c));
    return c.body(vtt, 200, { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'no-cache' });
  })
  .get('/:id{[0-9]+}/chapters.json', etag(), audioId, async (c) => {
    const chapters = await audioChapters(c.var.db, c.req.valid('param').id, await viewerIsStaff(c));
    return c.body(JSON.stringify(toPodcastChapters(chapters)), 200, {
      'Content-Type': 'application/json+chapters; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

export const video = new Hono<AppEnv>().get('/', async (c) => c.json(await listVideos(c.var.db)));

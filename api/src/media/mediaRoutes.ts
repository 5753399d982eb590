import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { pageNumberParam, pageSizeParam, validated } from '../http/validation';
import { listAudio, listBanners, listVideos } from './media';

const audioQuery = z.object({
  keyword: z.string().max(200, 'Hledaný text je příliš dlouhý').optional(),
  pageNumber: pageNumberParam.default(1),
  pageSize: pageSizeParam(500).default(100),
});

export const banner = new Hono<AppEnv>().get('/', async (c) => c.json(await listBanners(c.var.db)));

export const audio = new Hono<AppEnv>().get('/', validated('query', audioQuery), async (c) => {
  const { keyword, pageNumber, pageSize } = c.req.valid('query');
  return c.json(await listAudio(c.var.db, keyword?.trim() || undefined, { page: pageNumber, size: pageSize }));
});

export const video = new Hono<AppEnv>().get('/', async (c) => c.json(await listVideos(c.var.db)));

import { Hono } from 'hono';
import type { Db } from './db/open';
import type { AppEnv } from './env';
import { errorAnswer } from './http/errors';
import { counter } from './routes/counter';
import { audio, banner, video } from './routes/media';
import { products } from './routes/products';

export interface AppDeps {
  db: Db;
}

/** The API under /api, built only from its dependencies so tests can give it a temporary database. */
export function createApp({ db }: AppDeps) {
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', db);
      await next();
    })
    .route('/products', products)
    .route('/banner', banner)
    .route('/audio', audio)
    .route('/video', video)
    .route('/counter', counter)
    .all('*', (c) => c.json({ message: `Neznámá adresa ${c.req.path}` }, 404));
  return new Hono().route('/api', api).onError(errorAnswer);
}

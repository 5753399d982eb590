import { Hono } from 'hono';
import type { AppEnv, Deps } from './env';
import { errorAnswer } from './http/errors';
import { attemptLimits } from './http/rateLimit';
import { auth } from './routes/auth';
import { counter } from './routes/counter';
import { audio, banner, video } from './routes/media';
import { products } from './routes/products';
import { users } from './routes/users';

export type AppDeps = Deps;

/**
 * The API under /api, built only from its dependencies so tests can give it a temporary database,
 * a mail server on loopback, a stand-in Google and a clock of their own.
 */
export function createApp(deps: AppDeps) {
  const limits = attemptLimits(deps.now); // fresh counters for every app
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', deps.db);
      c.set('mailer', deps.mailer);
      c.set('config', deps.config);
      c.set('now', deps.now);
      await next();
    })
    .route('/products', products)
    .route('/banner', banner)
    .route('/audio', audio)
    .route('/video', video)
    .route('/counter', counter)
    .route('/users', users(limits))
    .route('/auth', auth(limits))
    .all('*', (c) => c.json({ message: `Neznámá adresa ${c.req.path}` }, 404));
  return new Hono().route('/api', api).onError(errorAnswer);
}

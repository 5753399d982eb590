import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, openTempDb } from '../../test/tempDb';
import type { Db } from '../db/open';
import type { AppEnv } from '../env';
import { createSession } from '../accounts/sessions';
import { requireAdmin, requireStaff, requireUser } from './auth';
import { errorAnswer } from './errors';

let db: Db;
let close: () => Promise<void>;
let app: Hono;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ db, close } = await openTempDb());
  const now = () => new Date();
  for (const [role, flags] of Object.entries({ customer: {}, assistant: { is_assistant: 1 }, admin: { is_admin: 1 } })) {
    const id = await insertUser(db, { email: `${role}@example.cz`, is_registered: 1, ...flags });
    tokens[role] = await createSession(db, id, now());
  }
  const protectedApi = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', db);
      c.set('now', now);
      await next();
    })
    .get('/user', requireUser, (c) => c.json({ email: c.var.user.email }))
    .get('/staff', requireStaff, (c) => c.json({ email: c.var.user.email }))
    .get('/admin', requireAdmin, (c) => c.json({ email: c.var.user.email }));
  app = new Hono().route('/', protectedApi).onError(errorAnswer);
});
afterAll(() => close());

async function get(path: string, role?: string) {
  const response = await app.request(path, role ? { headers: { Authorization: `Bearer ${tokens[role] ?? role}` } } : {});
  return { status: response.status, body: await response.json() };
}

describe('role middleware', () => {
  it('answers 401 without a token and with an unknown one, in the words the PWA logs out on', async () => {
    expect(await get('/user')).toEqual({ status: 401, body: { message: 'Not authorized, no token' } });
    expect(await get('/user', 'neplatny-token')).toEqual({ status: 401, body: { message: 'Not authorized, token failed' } });
  });

  it.each([
    ['/user', 'customer', 200],
    ['/staff', 'customer', 403],
    ['/staff', 'assistant', 200],
    ['/staff', 'admin', 200],
    ['/admin', 'assistant', 403],
    ['/admin', 'admin', 200],
  ])('%s for the %s answers %i', async (path, role, status) => {
    const answer = await get(path, role);
    expect(answer.status).toBe(status);
    if (status === 200) expect(answer.body).toEqual({ email: `${role}@example.cz` });
  });

  it('says why a customer is refused admin calls', async () => {
    expect(await get('/admin', 'customer')).toEqual({ status: 403, body: { message: 'Not authorized as an admin' } });
  });

  it('reads the role from the database on every request', async () => {
    await db.updateTable('users').set({ is_admin: 1 }).where('email', '=', 'customer@example.cz').execute();
    expect((await get('/admin', 'customer')).status).toBe(200);
    await db.updateTable('users').set({ is_admin: 0 }).where('email', '=', 'customer@example.cz').execute();
    expect((await get('/admin', 'customer')).status).toBe(403);
  });
});

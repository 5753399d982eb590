import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from './fixtures';
import { insertOrder, insertReview, pngOfSize, type Staff, signInDemoAccounts, uploadBody } from './staff';
import { insertUser } from './tempDb';
import { startTestServer, type TestServer } from './testServer';

// Spec admin 6: the administrator may do everything below; the assistant only audio, video,
// banners and uploads; a customer nothing (403) and a visitor without a token nothing (401).
type Statuses = readonly [visitor: number, customer: number, assistant: number, admin: number];
const adminOnly = (ok: number): Statuses => [401, 403, 403, ok];
const staff = (ok: number): Statuses => [401, 403, ok, ok];
/** A public call that answers a draft to staff alone: the others get 404, as if it did not exist. */
const draftForStaff = (ok: number): Statuses => [404, 404, ok, ok];
const signedIn = (ok: number): Statuses => [401, ok, ok, ok];

/** Fresh records for one call, so a delete or a state change never depends on an earlier call. */
interface Fixture {
  user: number;
  product: number;
  review: number;
  comment: string;
  order: number;
  audio: number;
  video: number;
  banner: number;
  /** Drafts, as 'create' makes them, for the calls that discard one. */
  draftProduct: number;
  draftAudio: number;
  draftVideo: number;
  draftBanner: number;
}

let cover: Buffer;
const audioBody = { audioTitle: 'Spasení', mp3file: '/uploads/spaseni.mp3', category: 'Slova života', subcategory: 'Spasení' };
const videoBody = { videoTitle: 'Život v duchu', code: 'dQw4w9WgXcQ' };
const transcriptBody = 'WEBVTT\n\n00:00.000 --> 00:04.000\nNa počátku bylo Slovo.\n';
const bannerBody = { bannerTitle: 'Novinky', image: '/uploads/banner.webp', category: 'Novinky' };

const MATRIX: [call: string, expected: Statuses, body?: (f: Fixture) => object | FormData][] = [
  ['GET /api/users', adminOnly(200)],
  ['GET /api/users/:user', adminOnly(200)],
  ['PUT /api/users/:user', adminOnly(200), () => ({ name: 'Přejmenovaný zákazník' })],
  ['DELETE /api/users/:user', adminOnly(200)],
  ['GET /api/admin/products', adminOnly(200)],
  ['POST /api/products', adminOnly(201)],
  ['PUT /api/products/:product', adminOnly(200), () => ({ name: 'Kristus jako život', price: '5.8', author: 'Watchman Nee' })],
  ['DELETE /api/products/:product', adminOnly(200)],
  ['GET /api/admin/products/:product', adminOnly(200)],
  ['DELETE /api/products/:draftProduct/draft', adminOnly(200)],
  ['POST /api/products/discount', adminOnly(200), () => ({ discount: 0 })],
  ['GET /api/admin/sale', adminOnly(200)],
  ['GET /api/admin/reviews', adminOnly(200)],
  ['PUT /api/products/:product/reviews/acknowledge', adminOnly(200), (f) => ({ reviewId: f.review })],
  ['PUT /api/products/:product/reviews', adminOnly(200), (f) => ({ product: f.product, comment: f.comment })],
  ['DELETE /api/products/:product/reviews/:review', adminOnly(200)],
  ['GET /api/orders', adminOnly(200)],
  ['PUT /api/orders/:order/paid', adminOnly(200)],
  ['PUT /api/orders/:order/deliver', adminOnly(200)],
  ['PUT /api/orders/:order/cancell', adminOnly(200)],
  ['PUT /api/orders/:order/cancel', adminOnly(200)],
  ['GET /api/admin/payments', adminOnly(200)],
  ['GET /api/admin/payments/summary', adminOnly(200)],
  ['GET /api/admin/stats', adminOnly(200)],
  ['GET /api/admin/order-mails', adminOnly(200)],
  ['PUT /api/admin/order-mails', adminOnly(200), () => ({ shopDigest: false })],
  ['GET /api/admin/payments/to-cancel', adminOnly(200)],
  ['POST /api/admin/payments/fetch', adminOnly(503)], // the test server reads no Fio account
  ['POST /api/admin/bank-statements', adminOnly(400)], // a request without a statement
  ['GET /api/subscribers/subscribed', adminOnly(200)],
  ['GET /api/subscribers/unsubscribed', adminOnly(200)],
  ['POST /api/audio', staff(201)],
  ['GET /api/audio/:draftAudio', draftForStaff(200)],
  ['PUT /api/audio/:audio', staff(200), () => audioBody],
  ['PUT /api/audio/:audio', staff(200), () => ({ ...audioBody, chapters: [{ start: '0:00', title: 'Úvod' }], transcript: transcriptBody })],
  ['GET /api/listening', signedIn(200)],
  ['PUT /api/listening/:audio', signedIn(200), () => ({ position: 12.5, duration: 60, updatedAt: new Date().toISOString() })],
  ['DELETE /api/audio/:audio', staff(200)],
  ['DELETE /api/audio/:draftAudio/draft', staff(200)],
  ['GET /api/admin/audio', staff(200)],
  ['POST /api/video', staff(201)],
  ['GET /api/video/:video', staff(200)],
  ['PUT /api/video/:video', staff(200), () => videoBody],
  ['DELETE /api/video/:video', staff(200)],
  ['DELETE /api/video/:draftVideo/draft', staff(200)],
  ['GET /api/admin/video', staff(200)],
  ['POST /api/banner', staff(201)],
  ['GET /api/banner/:banner', staff(200)],
  ['PUT /api/banner/:banner', staff(200), () => bannerBody],
  ['DELETE /api/banner/:banner', staff(200)],
  ['DELETE /api/banner/:draftBanner/draft', staff(200)],
  ['GET /api/admin/banner', staff(200)],
  ['GET /api/admin/mail-health', staff(200)],
  ['GET /api/admin/delivery-methods', adminOnly(200)],
  ['PUT /api/admin/delivery-methods/posta', adminOnly(200), () => ({ price: 75, freeFrom: null, enabled: true })],
  ['POST /api/upload', staff(201), () => uploadBody(cover, 'obalka.png', 'image/png')],
  ['POST /api/uploads', staff(201), () => uploadBody(cover, 'obalka.png', 'image/png')],
];

let server: TestServer;
let accounts: Staff;
let made = 0;

beforeAll(async () => {
  server = await startTestServer();
  accounts = await signInDemoAccounts(server);
  cover = await pngOfSize(274, 379);
});
afterAll(() => server.close());

async function freshFixture(): Promise<Fixture> {
  const { db } = server;
  const n = ++made;
  const user = await insertUser(db, { email: `zakaznik${n}@example.cz`, name: `Zákazník ${n}`, is_registered: 1 });
  const product = await insertProduct(db, { name: `Kniha ${n}` });
  const comment = `Výborná kniha ${n}`;
  const review = await insertReview(db, product, user, comment);
  const order = await insertOrder(db, [{ productId: product, qty: 1 }], user);
  const id = async (table: 'audio' | 'videos' | 'banners', is_draft = 0) =>
    (await db.insertInto(table).values({ is_draft }).returning('id').executeTakeFirstOrThrow()).id;
  return {
    user,
    product,
    review,
    comment,
    order,
    audio: await id('audio'),
    video: await id('videos'),
    banner: await id('banners'),
    draftProduct: await insertProduct(db, { name: `Koncept ${n}`, is_draft: 1 }),
    draftAudio: await id('audio', 1),
    draftVideo: await id('videos', 1),
    draftBanner: await id('banners', 1),
  };
}

async function statusOf(call: string, token: string | undefined, body?: (f: Fixture) => object | FormData): Promise<number> {
  const fixture = await freshFixture();
  const [method, template] = call.split(' ') as [string, string];
  const path = template.replace(/:(\w+)/g, (_, name: keyof Fixture) => String(fixture[name]));
  const payload = body?.(fixture);
  const headers: Record<string, string> = { ...(token && { Authorization: `Bearer ${token}` }) };
  if (payload && !(payload instanceof FormData)) headers['Content-Type'] = 'application/json';
  const response = await fetch(server.url + path, {
    method,
    headers,
    body: payload instanceof FormData ? payload : payload && JSON.stringify(payload),
  });
  const answer = (await response.json()) as unknown;
  if (response.status >= 400) expect(answer, `${call} answered ${response.status}`).toEqual({ message: expect.any(String) });
  return response.status;
}

describe('every admin call of the spec, as visitor, customer, assistant and administrator', () => {
  it.each(MATRIX)('%s → %j', async (call, expected, body) => {
    const tokens = [undefined, accounts.customer.token, accounts.assistant.token, accounts.admin.token];
    const statuses = [];
    for (const token of tokens) statuses.push(await statusOf(call, token, body));
    expect(statuses).toEqual(expected);
  });

  it('refuses a bad token with 401 "Not authorized, token failed", which the PWA treats as a logout', async () => {
    const response = await fetch(`${server.url}/api/users`, { headers: { Authorization: 'Bearer neplatny' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authorized, token failed' });
  });
});

// Generated hostile requests against every route the app lists (Hono's app.routes), over HTTP:
// odd path parameters, query strings, bodies, content types and tokens. The server must never
// answer 5xx, every /api error must be JSON {message}, nothing may be logged at error level, and
// the server must still answer at the end. FUZZ_SEED=<number> replays a run.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { startFioStandIn } from '../../dev/fioStandIn';
import { startPacketaStandIn } from '../../dev/packetaStandIn';
import { startStripeStandIn } from '../../dev/stripeStandIn';
import { createPacketaClient } from '../src/orders/packeta';
import { createFioClient } from '../src/payments/fioClient';
import { DEMO_USERS, ensureDemoUsers } from '../src/seed/demoUsers';
import { createSession, userOfSession } from '../src/accounts/sessions';
import { insertProduct } from './fixtures';
import { insertOrder, insertReview, signInDemoAccounts } from './staff';
import { startSmtpServer } from './standins/smtpServer';
import { call, logEntriesOf, startTestServer } from './testServer';

/** Requests per route; with the app's 90 routes 2,700 requests in all. */
const RUNS_PER_ROUTE = 30;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * The server with mail, card payments, the bank and the carrier through their stand-ins on loopback,
 * and Web Push with keys of its own, so those routes run in full instead of answering 503; signed in
 * as each role, with a product, an order and a review. It starts as the file is collected (its tests
 * are one per route, and the routes are the running app's own), where a failure runs no afterAll:
 * what had started is then closed here.
 */
async function startFuzzedShop() {
  const started: { close(): Promise<void> }[] = [];
  const open = async <T extends { close(): Promise<void> }>(starting: Promise<T>) => {
    const thing = await starting;
    started.push(thing);
    return thing;
  };
  const closeAll = async () => {
    for (const thing of started.reverse()) await thing.close();
  };
  try {
    const smtp = await open(startSmtpServer());
    const stripe = await open(startStripeStandIn());
    const fio = await open(startFioStandIn());
    const packeta = await open(startPacketaStandIn());
    const server = await open(
      startTestServer({
        push: { vapid: { ...webPush.generateVAPIDKeys(), subject: 'mailto:obchod@example.cz' } },
        smtpUrl: smtp.url,
        payments: { stripe: stripe.client(), webhookSecret: stripe.webhookSecret },
        fio: createFioClient({ token: fio.token, apiUrl: fio.apiUrl }),
        packeta: createPacketaClient({ url: packeta.url, apiPassword: packeta.apiPassword }),
      }),
    );
    stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
    const staff = await signInDemoAccounts(server);
    const product = await insertProduct(server.db, { name: 'Normální křesťanský život', count_in_stock: 1000 });
    await insertProduct(server.db, { name: 'Boží ekonomie', discount: 15 });
    await insertOrder(server.db, [{ productId: product, qty: 1 }], staff.customer.id);
    await insertReview(server.db, product, staff.customer.id, 'Výborná kniha.');
    return { server, staff, closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

const { server, staff, closeAll } = await startFuzzedShop();
afterAll(closeAll);

// ——— path parameters and query strings ———

const oddValues = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '0x10',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '-9007199254740993',
  '99999999999999999999999999',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'zakaznik%40slovozivota.cz',
  'admin@slovozivota.cz',
  '%24%60%24%27',
  '..%2F..%2Fpackage.json',
  '%2E%2E%5C%2E%2E%5Cpackage.json',
);
const encoded = (unit: 'grapheme' | 'binary-ascii', maxLength: number) => fc.string({ unit, maxLength }).map(encodeURIComponent);
/** A path segment as sent on the wire: a real id, an odd value, unicode, control characters or a very long string. */
const segment = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }).map(String) },
  oddValues,
  encoded('grapheme', 40),
  encoded('binary-ascii', 40),
  fc.string({ unit: fc.constantFrom('a', '9', 'ž', '/', ' '), minLength: 500, maxLength: 1500 }).map(encodeURIComponent),
);

/** A value for a parameter with a pattern (`:file{[a-z-]+\.xml}`): often one that matches, so the handler runs. */
const segmentFor = (pattern: string | undefined) => (pattern ? fc.oneof(fc.stringMatching(new RegExp(`^(?:${pattern})$`)), segment) : segment);

/** The pattern `/api/products/:id/reviews/:reviewId` with each parameter (and `*`) filled. */
const pathFor = (pattern: string) =>
  fc
    .tuple(
      ...pattern.split('/').map((part) => {
        const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
        if (param) return segmentFor(param[1]);
        if (part === '*') return fc.array(segment, { maxLength: 3 }).map((parts) => parts.join('/'));
        return fc.constant(part);
      }),
    )
    .map((parts) => parts.join('/') || '/');

const queryKey = fc.oneof(
  fc.constantFrom('pageNumber', 'page', 'keyword', 'category', 'sort', 'limit', 'token', 'email', 'id', 'session_id', '__proto__', 'constructor', 'a[b]'),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);
const queryValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.integer().map(String),
  oddValues,
);
const query = fc.oneof(
  fc.constant(''),
  fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }).map((pairs) => `?${new URLSearchParams(pairs)}`),
  fc.constantFrom(
    '?',
    '?&&==',
    '?a=%',
    '?pageNumber=-1',
    '?pageNumber=99999999999999999999',
    '?keyword=%00',
    '?a[b]=1&a[b]=2',
    '?__proto__[isAdmin]=1',
    `?keyword=${'x'.repeat(3000)}`,
  ),
);

// ——— bodies ———

const fieldName = fc.oneof(
  fc.constantFrom(
    'email',
    'password',
    'name',
    'qty',
    'price',
    'rating',
    'comment',
    'orderItems',
    'shippingAddress',
    'paymentMethod',
    'product',
    '_id',
    'id',
    'countInStock',
    'isAdmin',
    'isAssistant',
    'token',
    'message',
    'discount',
    'category',
    'image',
    'cartItems',
    'audioTitle',
    'videoTitle',
    'bannerTitle',
    'code',
    'mp3file',
    '__proto__',
    'constructor',
    'prototype',
  ),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);
const tricky = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 2,
    0.1,
    '',
    ' ',
    '\u0000',
    '\u202e',
    'žluťoučký kůň',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    "$`$'",
    '1e309',
    'admin@slovozivota.cz',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.string({ unit: fc.constantFrom('a', 'ž', '"'), minLength: 1000, maxLength: 20_000 }),
);
const jsonValue = fc.oneof(tricky, fc.array(tricky, { maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }));
/** A JSON object written by hand, so keys such as `__proto__` and repeated keys reach the server as sent. */
const jsonObject = (value: fc.Arbitrary<unknown>) =>
  fc.array(fc.tuple(fieldName, value), { maxLength: 6 }).map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`);
const deepNesting = fc
  .integer({ min: 100, max: 30_000 })
  .chain((depth) => fc.constantFrom('['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth / 3) + '1' + '}'.repeat(depth / 3), '['.repeat(depth)));
const jsonText = fc.oneof(
  jsonObject(jsonValue),
  jsonObject(jsonObject(jsonValue).map((text) => JSON.parse(text) as unknown)),
  jsonValue.map((value) => JSON.stringify(value)),
  fc.array(jsonObject(tricky), { maxLength: 3 }).map((objects) => `[${objects.join(',')}]`),
  deepNesting,
  fc.constantFrom('{"__proto__":{"isAdmin":true,"is_admin":1}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"orderItems":{"__proto__":[]}}'),
);
const notJson = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary-ascii', maxLength: 200 }),
  fc.constantFrom('{', '[', '{"a":}', 'undefined', 'NaN', '\u0000', '{"email":"a@b.cz",}', "{'a':1}", 'email=a%40b.cz&password=x'),
);
const contentType = fc.constantFrom(
  undefined,
  '',
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/xml',
);
const multipart = fc
  .record({
    fields: fc.array(fc.tuple(fieldName, fc.string({ unit: 'grapheme', maxLength: 50 })), { maxLength: 4 }),
    file: fc.option(
      fc.record({
        bytes: fc.uint8Array({ maxLength: 2000 }),
        name: fc.constantFrom('obal.png', '../../etc/passwd', 'ž.mp3', 'a.html', ''),
        type: fc.constantFrom('image/png', 'audio/mpeg', 'text/html', 'application/octet-stream', ''),
        field: fc.constantFrom('upload', 'image', 'file'),
      }),
    ),
  })
  .map(({ fields, file }) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    if (file) form.append(file.field, new File([file.bytes], file.name, { type: file.type }));
    return form;
  });

interface Body {
  contentType?: string;
  body?: string | FormData;
}
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  fc.record({ contentType, body: jsonText }),
  fc.record({ contentType, body: notJson }),
  multipart.map((form) => ({ body: form })),
);

// ——— who asks ———

type Caller = 'visitor' | 'customer' | 'assistant' | 'admin' | 'garbage';
const caller = fc.constantFrom<Caller>('visitor', 'customer', 'assistant', 'admin', 'garbage');
const garbageTokens = ['Bearer garbage', 'Bearer ', 'Bearer null', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(5000)}`, 'Token x'];
function authorization(who: Caller, pick: number): string | undefined {
  if (who === 'visitor') return undefined;
  if (who === 'garbage') return garbageTokens[pick % garbageTokens.length];
  return `Bearer ${staff[who].token}`;
}

const DEMO_EMAILS = { admin: DEMO_USERS[0].email, assistant: DEMO_USERS[1].email, customer: DEMO_USERS[2].email };

/**
 * A fuzzed logout, password change or account deletion ends a session; the next request gets a
 * fresh one, made in the database because the sign-in route is rate-limited by then.
 */
async function keepSignedIn() {
  await ensureDemoUsers(server.db);
  for (const role of ['admin', 'assistant', 'customer'] as const) {
    if (await userOfSession(server.db, staff[role].token, new Date())) continue;
    const { id } = await server.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAILS[role]).executeTakeFirstOrThrow();
    staff[role] = { id, token: await createSession(server.db, id, new Date()) };
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** A request for one route: its own method mostly, another one sometimes (and any for `ALL`). */
const requestFor = (route: { method: string; path: string }) =>
  fc.record({
    method:
      route.method === 'ALL'
        ? fc.constantFrom(...METHODS)
        : fc.oneof({ weight: 4, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
    path: pathFor(route.path),
    query,
    body,
    caller,
    pick: fc.nat(),
  });

type Request = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;

async function send(request: Request) {
  const headers: Record<string, string> = {};
  const auth = authorization(request.caller, request.pick);
  if (auth) headers.Authorization = auth;
  const hasBody = request.method !== 'GET' && request.body.body !== undefined;
  if (hasBody && request.body.contentType !== undefined) headers['Content-Type'] = request.body.contentType;
  const url = new URL(server.url + request.path + request.query);
  const response = await fetch(url, { method: request.method, headers, body: hasBody ? request.body.body : undefined, redirect: 'manual' });
  return { url, status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** The unsubscribe link of the mails opens a page for people, also when the token is unknown (api/src/accounts/newsletterRoutes.ts). */
const isUnsubscribePage = (path: string, type: string) => /^\/api\/subscribers\/unsubscribe\/[^/]+$/.test(path) && type.startsWith('text/html');
const isApiError = (path: string, status: number, type: string) => path.startsWith('/api') && status >= 400 && !isUnsubscribePage(path, type);

// Only the lines from `from` on are parsed: parsing the whole log after each of the thousands of requests took more time than sending them.
const errorLines = (from: number) => logEntriesOf(server, from).filter((entry) => entry.level === 'error' || entry.level === 'fatal');

/** Every route once, without its middleware-only duplicates. */
const uniqueRoutes = () => [...new Map(server.routes.map((r) => [`${r.method} ${r.path}`, r])).values()];

const routes = uniqueRoutes();
const statuses = new Map<number, number>();
let requests = 0;
const started = performance.now();

// One test per route, each within the default timeout: a route that hangs fails by name, and the
// 4,380 requests together are bound by no single figure that a busy machine would miss.
describe('no generated request gets a 5xx, a non-JSON /api error or an error in the log', () => {
  it('covers the app’s own list of routes, outside /api too', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'GET /sitemap.xml',
        'GET /robots.txt',
        'ALL /uploads/*',
        'POST /api/orders',
        'DELETE /api/products/:id{[0-9]+}/reviews/:reviewId',
      ]),
    );
    console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} replays it), ${routes.length} routes × ${RUNS_PER_ROUTE} requests`);
  });

  for (const route of routes)
    it(`${route.method} ${route.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          requests++;
          await keepSignedIn();
          const logged = server.logLines.length;
          const answer = await send(request);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const what = `${request.method} ${answer.url.pathname}${answer.url.search.slice(0, 80)} → ${answer.status} ${answer.text.slice(0, 200)}`;
          expect(answer.status, what).toBeLessThan(500);
          if (isApiError(answer.url.pathname, answer.status, answer.type)) {
            expect(answer.type, what).toMatch(/^application\/json/);
            expect(JSON.parse(answer.text), what).toMatchObject({ message: expect.any(String) });
          }
          expect(errorLines(logged), what).toEqual([]);
        }),
        { seed, numRuns: RUNS_PER_ROUTE },
      );
    });

  it('and the server still answers', async () => {
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(`fuzz: ${requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s (${byStatus.join(', ')})`);
    expect((await call(server, '/healthz')).status).toBe(200);
    expect((await call(server, '/api/products')).status).toBe(200);
    expect(errorLines(0)).toEqual([]);
  });
});

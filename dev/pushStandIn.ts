// A push-service stand-in for development and tests: a small HTTP server on 127.0.0.1 that takes
// what the shop's push sender POSTs, as FCM or Mozilla's autopush would. It checks the VAPID
// Authorization header (`vapid t=<JWT>, k=<public key>`: the ES256 signature against k, `aud` the
// endpoint's origin, `exp` within 24 h), decrypts the aes128gcm body with the subscription's private
// key and auth secret (RFC 8291, RFC 8188) and keeps the payloads. It can be told to answer 410 or
// 429 for an endpoint. It never runs in production: the server loads it only outside production,
// by a dynamic import (api/src/push/pushSetup.ts).
import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushStandInHandle } from '../api/src/push/pushSetup';

export interface PushStandInOptions {
  /** 0 (default): a free port. */
  port?: number;
  now?: () => Date;
}

/** A browser's subscription as the shop receives it (PushSubscription.toJSON()). */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push the stand-in accepted, decrypted. */
export interface ReceivedPush {
  endpoint: string;
  payload: string;
  ttl: number;
  /** The VAPID JWT's claims and the signer's public key. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

export interface PushStandIn extends PushStandInHandle {
  port: number;
  /** A subscription whose keys the caller made (an ECDH key pair on P-256 and a 16-byte auth secret). */
  register(keys: { ecdh: ECDH; auth: Buffer }): StandInSubscription;
  /** A subscription with keys the stand-in makes. */
  subscribe(): StandInSubscription;
  /** The next `times` pushes to the endpoint are answered `status` (410, 429, 500…), with Retry-After seconds if given. */
  answer(endpoint: string, status: number, options?: { times?: number; retryAfter?: number }): void;
  received: ReceivedPush[];
  /** Resolves with the next push to the endpoint (or one already there that no call took yet). */
  nextPushTo(endpoint: string): Promise<ReceivedPush>;
}

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const DAY_SECONDS = 24 * 60 * 60;

/** Checks `vapid t=…, k=…` against the endpoint's origin; answers the JWT's claims. */
function checkVapid(header: string | undefined, origin: string, now: Date): ReceivedPush['vapid'] {
  const match = header?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/);
  if (!match) throw new Refused(401, 'Missing or malformed VAPID Authorization header');
  const [token, publicKey] = [match[1]!, match[2]!];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refused(401, 'k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Refused(401, 'The JWT is not ES256');
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')))
    throw new Refused(403, 'The JWT signature does not match k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Refused(403, `aud ${claims.aud} is not ${origin}`);
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + DAY_SECONDS) throw new Refused(403, 'exp is not within 24 hours');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Refused(403, 'sub is neither mailto: nor https:');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey };
}

/** RFC 8291 and RFC 8188 with one record: what the browser does with the push it receives. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const hkdf = (ikm: Buffer | Uint8Array, key: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, key, info, length));
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(ecdh.computeSecret(senderKey), auth, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Refused(400, 'The last record does not end with the delimiter 0x02');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushStandIn(options: PushStandInOptions = {}): Promise<PushStandIn> {
  const now = options.now ?? (() => new Date());
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, { status: number; times: number; retryAfter?: number }>();
  const received: ReceivedPush[] = [];
  const waiting = new Map<string, ((push: ReceivedPush) => void)[]>();
  const taken = new Set<ReceivedPush>();
  let origin = '';

  function register(keys: { ecdh: ECDH; auth: Buffer }): StandInSubscription {
    const endpoint = `${origin}/push/${randomBytes(16).toString('base64url')}`;
    subscriptions.set(endpoint, keys);
    return { endpoint, keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') } };
  }
  const subscribe = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return register({ ecdh, auth: randomBytes(16) });
  };

  function take(push: ReceivedPush): void {
    const waiter = waiting.get(push.endpoint)?.shift();
    if (!waiter) return;
    taken.add(push);
    waiter(push);
  }

  async function receive(req: IncomingMessage, endpoint: string): Promise<{ status: number; headers?: Record<string, string> }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const subscription = subscriptions.get(endpoint);
    if (!subscription) return { status: 404 };
    const vapid = checkVapid(req.headers.authorization, origin, now());
    if (req.headers['content-encoding'] !== 'aes128gcm') throw new Refused(400, 'Content-Encoding is not aes128gcm');
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new Refused(400, 'TTL header missing');
    const told = answers.get(endpoint);
    if (told && told.times > 0) {
      told.times--;
      if (told.status === 404 || told.status === 410) subscriptions.delete(endpoint);
      return { status: told.status, headers: told.retryAfter === undefined ? {} : { 'Retry-After': String(told.retryAfter) } };
    }
    const push = { endpoint, payload: decrypt(Buffer.concat(chunks), subscription.ecdh, subscription.auth), ttl, vapid };
    received.push(push);
    take(push);
    return { status: 201, headers: { Location: `${endpoint}/messages/${received.length}` } };
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  // For tests in another process (the browser tests): POST /subscriptions makes one, GET /received?endpoint= lists its pushes.
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'POST' && url.pathname === '/subscriptions') return json(res, 201, subscribe());
    if (req.method === 'GET' && url.pathname === '/received')
      return json(
        res,
        200,
        received.filter((push) => push.endpoint === url.searchParams.get('endpoint')),
      );
    if (req.method !== 'POST' || !url.pathname.startsWith('/push/')) return json(res, 404, { reason: 'Unknown address' });
    receive(req, `${origin}${url.pathname}`).then(
      ({ status, headers }) => {
        res.writeHead(status, headers);
        res.end();
      },
      (error: unknown) => json(res, error instanceof Refused ? error.status : 400, { reason: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    port,
    register,
    subscribe,
    answer: (endpoint, status, { times = 1, retryAfter } = {}) => answers.set(endpoint, { status, times, retryAfter }),
    received,
    nextPushTo: (endpoint) => {
      const ready = received.find((push) => push.endpoint === endpoint && !taken.has(push));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.set(endpoint, [...(waiting.get(endpoint) ?? []), resolve]));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

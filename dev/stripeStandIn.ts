// A Stripe-compatible stand-in for development and tests: a small HTTP server on 127.0.0.1 that
// the real Stripe SDK talks to (see api/src/payments/stripeClient.ts). It answers the calls the shop
// makes (create, retrieve and expire a Checkout session), serves a plain hosted payment page, and
// sends signed webhooks the way Stripe does, also checkout.session.expired when a session ends. It never runs in production: the server loads it only
// outside production, by a dynamic import (api/src/payments/setup.ts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeStandInHandle } from '../api/src/payments/setup';
import { createStripeClient } from '../api/src/payments/stripeClient';

export type StandInSessionStatus = 'open' | 'complete' | 'expired';

/** A Checkout session as the stand-in keeps it: the fields of Stripe's object that the shop reads. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: StandInSessionStatus;
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  locale: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

/** One line of the hosted page. */
export interface StandInLine {
  name: string;
  /** product_data[description]: Stripe shows it under the name. */
  description?: string;
  quantity: number;
  unitAmount: number;
  currency: string;
}

export type StandInEventType =
  'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed' | 'checkout.session.expired';

export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: StandInEventType;
  data: { object: StandInSession };
}

export interface StripeStandInOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** The key the shop's SDK must send (Authorization: Bearer …). */
  secretKey?: string;
  /** Signs the webhooks (whsec_…); a random one by default. */
  webhookSecret?: string;
  /** Where 'Zaplatit' sends the signed webhook; can be set once the shop listens. */
  webhookUrl?: string;
  /** Logs webhook deliveries that fail; silent by default. */
  log?: (line: string) => void;
  /** Stripe's clock (created, expires_at, event times); the real one by default, a test's to share the shop's. */
  now?: () => Date;
}

/** The stand-in as tests drive it; the server needs only its handle. */
export interface StripeStandIn extends StripeStandInHandle {
  port: number;
  secretKey: string;
  /** Every session created, by id; tests may change one (e.g. its amount) to craft a case. */
  sessions: Map<string, StandInSession>;
  /** The lines shown on the hosted page, by session id. */
  lines: Map<string, StandInLine[]>;
  /** What 'Zaplatit' does: marks the session paid, optionally sends the signed webhook, answers the redirect. */
  pay(sessionId: string, options?: { webhook?: boolean }): Promise<{ redirect: string; webhookStatus?: number }>;
  /**
   * The session runs out of time unpaid, as Stripe ends one at its expires_at: expired now, and the
   * signed checkout.session.expired sent; answers the shop's status.
   */
  runOut(sessionId: string): Promise<number>;
  /** A webhook event as Stripe would send it for the session now. */
  eventFor(type: StandInEventType, sessionId: string): StandInEvent;
  /** Sends an event (the same object twice = a repeated delivery) signed with the webhook secret; answers the shop's status. */
  deliver(event: StandInEvent, options?: { secret?: string }): Promise<number>;
}

const API_VERSION = Stripe.API_VERSION;

// ——— form bodies, as the SDK encodes them (line_items[0][price_data][currency]=czk) ———

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

/** A form-encoded body into nested objects; objects whose keys are all indexes become arrays. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter((part) => part !== '');
    let node: FormObject = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as FormObject;
    });
  }
  const arrays = (value: FormValue): FormValue => {
    if (typeof value === 'string' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const converted = Object.fromEntries(keys.map((k) => [k, arrays(value[k]!)]));
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]!);
    return converted;
  };
  return arrays(root) as FormObject;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const str = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: FormValue | undefined): FormObject => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

function required(params: FormObject, name: string): string {
  const value = str(params[name]);
  if (!value) throw new StripeApiError(400, 'invalid_request_error', `Missing required param: ${name}.`, 'parameter_missing', name);
  return value;
}

function wholeNumber(value: FormValue | undefined, param: string): number {
  const text = str(value);
  if (!text || !/^\d+$/.test(text))
    throw new StripeApiError(400, 'invalid_request_error', `Invalid integer: ${text ?? ''}`, 'parameter_invalid_integer', param);
  return Number(text);
}

/** The lines of a session from `line_items[n][price_data]` (the only form the shop uses). */
function linesOf(params: FormObject): StandInLine[] {
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0)
    throw new StripeApiError(400, 'invalid_request_error', 'line_items is required in payment mode.', 'parameter_missing', 'line_items');
  return items.map((raw, i) => {
    const item = obj(raw);
    const priceData = obj(item.price_data);
    const currency = str(priceData.currency)?.toLowerCase();
    const name = str(obj(priceData.product_data).name);
    const description = str(obj(priceData.product_data).description);
    if (!currency || !name)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `line_items[${i}][price_data] needs currency and product_data[name].`,
        'parameter_missing',
        `line_items[${i}][price_data]`,
      );
    return {
      name,
      ...(description && { description }),
      currency,
      unitAmount: wholeNumber(priceData.unit_amount, `line_items[${i}][price_data][unit_amount]`),
      quantity: wholeNumber(item.quantity, `line_items[${i}][quantity]`),
    };
  });
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

// ——— the hosted page ———

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px}
.note{font-size:13px;color:#697386;background:#fff8e1;border-radius:6px;padding:8px 12px;margin-bottom:16px}
table{width:100%;border-collapse:collapse;margin:12px 0}td{padding:6px 0;vertical-align:top}td.r{text-align:right;white-space:nowrap}
.description{font-size:13px;color:#697386}
.total td{border-top:1px solid #e3e8ee;font-weight:700;font-size:18px;padding-top:10px}
button{width:100%;font-size:17px;padding:12px;border-radius:6px;border:0;margin-top:10px;cursor:pointer}
.pay{background:#635bff;color:#fff}.cancel{background:#e3e8ee;color:#1a1f36}
</style></head><body><main>${body}</main></body></html>`;
}

function checkoutPage(session: StandInSession, lines: StandInLine[]): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${l.quantity} × ${escapeHtml(l.name)}${l.description ? `<div class="description">${escapeHtml(l.description)}</div>` : ''}</td><td class="r">${escapeHtml(money(l.unitAmount * l.quantity, l.currency))}</td></tr>`,
    )
    .join('\n');
  const total = escapeHtml(money(session.amount_total, session.currency));
  const open = session.status === 'open';
  return page(
    `Platba ${total} – Stripe (stand-in)`,
    `<div class="note">Testovací platební brána (Stripe stand-in) – žádné peníze se nestrhnou. / Test payment page, no money is taken.</div>
<div class="card">
<h1 style="font-size:20px;margin:0 0 4px">Platba kartou / Card payment</h1>
${session.customer_email ? `<p style="margin:0;color:#697386">${escapeHtml(session.customer_email)}</p>` : ''}
<table>${rows}
<tr class="total"><td>Celkem / Total</td><td class="r" data-testid="amount">${total}</td></tr></table>
${
  open
    ? `<form method="post" action="/pay/${session.id}/confirm"><button class="pay" type="submit">Zaplatit</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button class="cancel" type="submit">Zrušit</button></form>
<form method="post" action="/pay/${session.id}/run-out"><button class="cancel" type="submit">Nechat vypršet</button></form>
<p class="note" style="margin:8px 0 0">„Nechat vypršet“ ukončí platbu, jako když vyprší její čas (checkout.session.expired). / Lets the session run out.</p>`
    : `<p role="alert">${session.status === 'complete' ? 'Tato platba už byla zaplacena. / Already paid.' : 'Platnost této platby vypršela. / This payment has expired.'}</p>`
}
</div>`,
  );
}

// ——— the server ———

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': randomId('req') });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: StripeApiError) {
  sendJson(res, error.status, {
    error: { type: error.type, message: error.message, ...(error.code && { code: error.code }), ...(error.param && { param: error.param }) },
  });
}

/** Starts the stand-in on 127.0.0.1; `url` is the base of its API and its pages. */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_standin';
  const webhookSecret = options.webhookSecret ?? `whsec_standin_${randomBytes(24).toString('hex')}`;
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  const sessions = new Map<string, StandInSession>();
  const lines = new Map<string, StandInLine[]>();
  /** Idempotency-Key → the request it was first used with and the answer given. */
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  let base = '';

  function sessionOr404(id: string): StandInSession {
    const session = sessions.get(id);
    if (!session) throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing', 'session');
    return session;
  }

  function createSession(params: FormObject): StandInSession {
    if (required(params, 'mode') !== 'payment')
      throw new StripeApiError(400, 'invalid_request_error', 'The stand-in supports mode=payment only.', 'parameter_invalid', 'mode');
    const successUrl = required(params, 'success_url');
    const sessionLines = linesOf(params);
    const currency = sessionLines[0]!.currency;
    if (sessionLines.some((l) => l.currency !== currency))
      throw new StripeApiError(400, 'invalid_request_error', 'All line items must have the same currency.', 'parameter_invalid', 'line_items');
    const amount = sessionLines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
    const id = randomId('cs_test');
    const metadata = Object.fromEntries(Object.entries(obj(params.metadata)).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      metadata,
      client_reference_id: str(params.client_reference_id) ?? null,
      customer_email: str(params.customer_email) ?? null,
      success_url: successUrl,
      cancel_url: str(params.cancel_url) ?? null,
      url: `${base}/pay/${id}`,
      locale: str(params.locale) ?? null,
      payment_intent: null,
      created: seconds(),
      expires_at: seconds() + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    lines.set(id, sessionLines);
    return session;
  }

  function endOpenSession(id: string): StandInSession {
    const session = sessionOr404(id);
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        'checkout_session_not_open',
      );
    }
    session.status = 'expired';
    session.url = null;
    return session;
  }

  /** POST /v1/checkout/sessions/{id}/expire: ends the session before its expires_at (kept, as Stripe keeps it) and sends checkout.session.expired. */
  async function expireSession(id: string): Promise<StandInSession> {
    const session = endOpenSession(id);
    // Stripe sends the event on its own; here it arrives before the answer, the earliest it could.
    if (standIn.webhookUrl) await deliverLogged(eventFor('checkout.session.expired', id));
    return session;
  }

  async function runOut(sessionId: string): Promise<number> {
    sessionOr404(sessionId).expires_at = seconds();
    endOpenSession(sessionId);
    return deliver(eventFor('checkout.session.expired', sessionId));
  }

  /** The Stripe API: key check, Idempotency-Key, then the call. */
  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const body = req.method === 'POST' ? await readBody(req) : '';
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const fingerprint = `${req.method} ${path} ${body}`;
    if (typeof key === 'string') {
      const earlier = idempotent.get(key);
      if (earlier && earlier.request !== fingerprint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (earlier) {
        res.setHeader('Idempotent-Replayed', 'true');
        return sendJson(res, earlier.status, earlier.body);
      }
    }
    let answer: unknown;
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    if (req.method === 'POST' && path === '/v1/checkout/sessions') answer = createSession(parseStripeForm(body));
    else if (req.method === 'GET' && session && !session[2]) answer = sessionOr404(session[1]!);
    else if (req.method === 'POST' && session && session[2]) answer = await expireSession(session[1]!);
    else
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${path}). The stand-in answers only the calls the shop makes.`,
      );
    const copy = structuredClone(answer);
    if (typeof key === 'string') idempotent.set(key, { request: fingerprint, status: 200, body: copy });
    sendJson(res, 200, copy);
  }

  function eventFor(type: StandInEventType, sessionId: string): StandInEvent {
    const session = sessionOr404(sessionId);
    return {
      id: randomId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: seconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(session) },
    };
  }

  async function deliver(event: StandInEvent, { secret = webhookSecret }: { secret?: string } = {}): Promise<number> {
    if (!standIn.webhookUrl) throw new Error('The Stripe stand-in has no webhook URL to deliver to.');
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const response = await fetch(standIn.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** Delivers an event the shop does not wait for; a failure is logged. */
  async function deliverLogged(event: StandInEvent): Promise<number | undefined> {
    try {
      const status = await deliver(event);
      if (status >= 300) log(`Stripe stand-in: the ${event.type} webhook for ${event.data.object.id} was answered ${status}.`);
      return status;
    } catch (error) {
      log(`Stripe stand-in: the ${event.type} webhook for ${event.data.object.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  async function pay(sessionId: string, { webhook = true } = {}) {
    const session = sessionOr404(sessionId);
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = randomId('pi');
      session.url = null;
    }
    const webhookStatus = webhook && standIn.webhookUrl ? await deliverLogged(eventFor('checkout.session.completed', sessionId)) : undefined;
    return { redirect: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), webhookStatus };
  }

  /** The hosted page: GET /pay/{id}, POST /pay/{id}/confirm ('Zaplatit'), …/cancel ('Zrušit'), …/run-out ('Nechat vypršet'). */
  async function hosted(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/pay\/([\w-]+)(?:\/(confirm|cancel|run-out))?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!match || !session) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(page('Platba nenalezena', '<div class="card"><h1>Platba nenalezena / Payment not found</h1></div>'));
    }
    const action = match[2];
    if (req.method === 'GET' && !action) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(checkoutPage(session, lines.get(session.id) ?? []));
    }
    if (req.method === 'POST' && action === 'confirm' && session.status !== 'expired') {
      await readBody(req);
      const { redirect } = await pay(session.id);
      res.writeHead(303, { Location: redirect });
      return res.end();
    }
    if (req.method === 'POST' && action === 'run-out' && session.status === 'open') {
      await readBody(req);
      const status = await runOut(session.id).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      if (status !== 200) log(`Stripe stand-in: the checkout.session.expired webhook for ${session.id} was answered ${status}.`);
      res.writeHead(303, { Location: `/pay/${session.id}` });
      return res.end();
    }
    if (req.method === 'POST' && action === 'cancel' && session.cancel_url) {
      await readBody(req);
      res.writeHead(303, { Location: session.cancel_url });
      return res.end();
    }
    res.writeHead(303, { Location: `/pay/${session.id}` });
    res.end();
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const handle = path.startsWith('/v1/') ? api(req, res, path) : hosted(req, res, path);
    handle.catch((error: unknown) => {
      if (res.headersSent) return res.end();
      if (error instanceof StripeApiError) return sendError(res, error);
      log(`Stripe stand-in: ${req.method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
      sendError(res, new StripeApiError(500, 'api_error', 'The stand-in failed.'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  const standIn: StripeStandIn = {
    url: base,
    port,
    secretKey,
    webhookSecret,
    webhookUrl: options.webhookUrl,
    sessions,
    lines,
    client: () => createStripeClient(secretKey, { host: '127.0.0.1', port, protocol: 'http' }),
    pay,
    runOut,
    eventFor,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return standIn;
}

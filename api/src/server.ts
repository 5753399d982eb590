// The one place that reads the environment: opens the database, migrates, seeds the demo,
// serves the built PWA and the API on one port.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { createApp } from './app';
import { DEFAULT_SELLER, type GoogleConfig, GOOGLE_ENDPOINTS, type Seller } from './config';
import { isValidIban } from './contract/spayd';
import { migrateToLatest, openDatabase } from './db/open';
import type { RenderedPage } from '../../pwa/src/entry-server';
import { RENDERER_DIR, renderedPages } from './http/renderedPages';
import { createMailer } from './mail/mailer';
import { setUpPayments } from './payments/setup';
import { ensureDemoUsers } from './seed/demoUsers';
import { seedDemoCatalogue } from './seed/seedDemo';
import { untilTheDataChanges } from './services/catalogueCache';
import { PASSWORD_MIN } from './contract/account';
import { SEARCH_FORM_FIELD, SEARCH_FORM_PATH, searchPath } from './contract/catalogue';
import { ensureAccount } from './services/accounts';

if (existsSync('.env')) process.loadEnvFile('.env');

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');
const seedDemo = process.env.SEED_DEMO !== 'false';
const production = process.env.NODE_ENV === 'production';
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const env = (name: string) => process.env[name] || undefined;
if (production && !env('PUBLIC_URL')) console.warn(`PUBLIC_URL is not set: links in mails will point to ${publicUrl}.`);

function googleConfig(): GoogleConfig | undefined {
  const clientId = env('GOOGLE_CLIENT_ID');
  const clientSecret = env('GOOGLE_CLIENT_SECRET');
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authUrl: env('GOOGLE_AUTH_URL') ?? GOOGLE_ENDPOINTS.authUrl,
    tokenUrl: env('GOOGLE_TOKEN_URL') ?? GOOGLE_ENDPOINTS.tokenUrl,
    jwksUrl: env('GOOGLE_JWKS_URL') ?? GOOGLE_ENDPOINTS.jwksUrl,
    issuer: env('GOOGLE_ISSUER') ?? [...GOOGLE_ENDPOINTS.issuer],
  };
}

/** The seller on invoices and the account for bank transfers (SHOP_IBAN, SHOP_SELLER_*); the demo seller's by default. */
function sellerConfig(): Partial<Seller> {
  const iban = env('SHOP_IBAN')?.replace(/\s+/g, '').toUpperCase();
  if (iban && !isValidIban(iban)) throw new Error(`SHOP_IBAN is not a valid IBAN: ${iban}`);
  if (production && !iban) console.warn(`SHOP_IBAN is not set: invoices and QR payments name the demo account ${DEFAULT_SELLER.iban}.`);
  const address = env('SHOP_SELLER_ADDRESS')?.split('|').map((line) => line.trim()).filter(Boolean);
  const settings: Partial<Seller> = { iban, name: env('SHOP_SELLER_NAME'), address, ico: env('SHOP_ICO'), dic: env('SHOP_DIC'), email: env('SHOP_EMAIL'), web: env('SHOP_WEB') };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

mkdirSync(dataDir, { recursive: true });
const db = openDatabase(resolve(dataDir, 'shop.db'));
await migrateToLatest(db);
if (seedDemo && (await seedDemoCatalogue(db))) console.log('Demo catalogue loaded.');
const adminEmail = env('ADMIN_EMAIL')?.trim().toLowerCase();
const adminPassword = env('ADMIN_PASSWORD');
if (adminEmail && adminPassword) {
  if (adminPassword.length < PASSWORD_MIN) throw new Error(`ADMIN_PASSWORD must have at least ${PASSWORD_MIN} characters`);
  const done = await ensureAccount(db, { name: 'Administrátor', email: adminEmail, password: adminPassword, isAdmin: true });
  console.log(`Administrator ${adminEmail} ${done === 'created' ? 'created' : 'confirmed as administrator'}.`);
}
if (!production) {
  const created = await ensureDemoUsers(db);
  if (created) console.log('Demo accounts ready: admin@, asistent@ and zakaznik@slovozivota.cz (passwords in .env.example).');
}

// Hashed build assets never change; everything the browser must re-check on each visit is no-cache,
// so a new deployment never leaves a returning visitor with an app shell pointing at vanished files.
function cacheHeaders(path: string, c: Context) {
  if (path.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  else if (/\/(index\.html|sw\.js|manifest\.webmanifest)$/.test(path)) c.header('Cache-Control', 'no-cache');
  else c.header('Cache-Control', 'public, max-age=86400');
}

const smtpUrl = env('SMTP_URL');
const mailer = createMailer({ from: env('MAIL_FROM') ?? 'Slovo života <eshop@slovozivota.cz>', smtpUrl, outboxDir: resolve(dataDir, 'outbox') });
if (!smtpUrl) console.log(`No SMTP_URL: mails are written to ${resolve(dataDir, 'outbox')} and their links printed here.`);
const trustProxy = Number(env('TRUST_PROXY') ?? 0);
if (!Number.isInteger(trustProxy) || trustProxy < 0) throw new Error(`TRUST_PROXY is not a number of proxies: ${env('TRUST_PROXY')}`);
const config = { publicUrl, shopEmail: env('SHOP_EMAIL') ?? 'info@slovozivota.cz', uploadsDir: resolve(dataDir, 'uploads'), staticDir, trustProxy, google: googleConfig(), seller: sellerConfig() };
// Card payments: Stripe with STRIPE_SECRET_KEY; otherwise the stand-in outside production, none in production.
const standInPort = Number(env('STRIPE_STANDIN_PORT') ?? 0);
if (!Number.isInteger(standInPort) || standInPort < 0 || standInPort > 65535) throw new Error(`STRIPE_STANDIN_PORT is not a port: ${env('STRIPE_STANDIN_PORT')}`);
const cards = await setUpPayments({ production, secretKey: env('STRIPE_SECRET_KEY'), webhookSecret: env('STRIPE_WEBHOOK_SECRET'), standInPort });
(cards.payments ? console.log : console.warn)(cards.notice);
const app = createApp({ db, mailer, config, now: () => new Date(), payments: cards.payments });
// After the API routes and feeds, so only the app's files are compressed (those answer before this runs).
app.use('*', compress());
// The search form sent before the app has started: the results' own address.
app.get(SEARCH_FORM_PATH, (c) => c.redirect(searchPath(c.req.query(SEARCH_FORM_FIELD) ?? ''), 303));
const cachedPage = untilTheDataChanges<RenderedPage | null>(200);
app.use('*', renderedPages({ staticDir, publicUrl, fetchApi: (apiPath) => Promise.resolve(app.request(`/api${apiPath}`)), cache: (key, render) => cachedPage(db, key, render) }));
app.all(`/${RENDERER_DIR}/*`, (c) => c.notFound());
app.use('*', serveStatic({ root: staticDir, onFound: cacheHeaders }));
// Every other path is a route of the single-page app.
app.get('*', serveStatic({ root: staticDir, path: 'index.html', onFound: cacheHeaders }));

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  // The stand-in's 'Zaplatit' sends its signed webhook to this server, over loopback.
  if (cards.standIn) cards.standIn.webhookUrl = `http://${/^(0\.0\.0\.0|::)?$/.test(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${info.port}/api/stripe/webhook`;
  console.log(`Shop running on http://localhost:${info.port} (data in ${dataDir})`);
});

function shutdown() {
  void cards.standIn?.close();
  server.close(() => void db.destroy().then(() => process.exit(0)));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

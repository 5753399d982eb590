// Every setting of the shop, read from the environment once at start and checked as a whole:
// a bad value or, in production, an unsafe one is reported with every other problem at once.
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type GoogleConfig, GOOGLE_ENDPOINTS, DEFAULT_SELLER, type Seller } from './config';
import { PASSWORD_MIN } from '@contract/account';
import { isValidIco } from '@contract/checkout/address';
import { compactIban, isValidIban } from '@contract/spayd';
import type { RequestTimeouts } from './http/connections';
import { DEFAULT_MAIL_STALE_MINUTES } from './mail/outboxHealth';
import { DEFAULT_CANCEL_DAYS, DEFAULT_REMINDER_DAYS } from './payments/bankPaymentAdmin';
import { FIO_API_URL } from './payments/fioClient';
import type { StripeEndpoint } from './payments/stripeClient';
import { NO_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from './http/trustedProxies';
import type { VapidKeys } from './push/vapidKeys';
import { StartRefused } from './startup/refuseToStart';

export interface Settings extends BackupSettings {
  production: boolean;
  port: number;
  host: string;
  staticDir: string;
  publicUrl: string;
  /** Unset outside production only: mails go to DATA_DIR/outbox as files. */
  smtpUrl?: string;
  mailFrom: string;
  /** Minutes mail may wait with none leaving before /healthz answers 503 and staff see an alarm. */
  mailStaleMinutes: number;
  shopEmail: string;
  /** SHOP_ORDERS_EMAIL: the notice of each new order and the daily digest go here (default shopEmail). */
  shopOrdersEmail: string;
  /** The administrator created or promoted on every start. */
  admin?: { email: string; password: string };
  seller: Partial<Seller>;
  google?: GoogleConfig;
  stripe: { secretKey?: string; webhookSecret?: string; standInPort: number; endpoint?: StripeEndpoint };
  /** Handing parcels to Packeta; without a password the stand-in outside production, nothing in production. */
  packeta: { apiUrl?: string; apiPassword?: string; eshop?: string; statusCheckMinutes: number };
  /** Reading the Fio account: the token (unset: the stand-in outside production, nothing in production), where, how often. */
  fio: { token?: string; apiUrl: string; pollSeconds: number; standInPort: number };
  /** Days a bank-transfer order may stay unpaid before its one reminder, and before staff see it "K zrušení". */
  paymentReminderDays: number;
  paymentCancelDays: number;
  seedDemo: boolean;
  /** How long a client may take to send a request's headers, and the whole request. */
  timeouts: RequestTimeouts;
  /** The reverse proxies in front: the client's address is read from X-Forwarded-For only on their connections. */
  trustProxy: TrustedProxies;
  delivery: DeliverySettings;
  push: PushSettings;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

/** Where the pickup points come from and how often, and whether Packeta may be offered. */
export interface DeliverySettings {
  /** PACKETA_API_KEY: in Packeta's export addresses. */
  packetaApiKey?: string;
  /** PACKETA_BRANCH_EXPORT_URL: the base of Packeta's export v5 (…/{apiKey}/branch/json, …/box/json). */
  packetaExportUrl: string;
  /** BALIKOVNA_EXPORT_URL: Česká pošta's balikovny.xml. */
  balikovnaExportUrl: string;
  /** Whether an export URL was set: without one and without a key, the demo serves its sample itself. */
  exportUrlsSet: boolean;
  refreshHours: number;
  /** Set when Packeta may not be offered (production without its credentials): why, naming the settings. */
  packetaUnavailable?: string;
}

/** Web Push: the shop's VAPID keys (unset: made once into DATA_DIR outside production, no push in production). */
export interface PushSettings {
  vapid?: VapidKeys;
  /** Where a push service can reach the shop's operator: mailto:… or https://… */
  subject: string;
  /** Port of the push-service stand-in outside production (0: a free one). */
  standInPort: number;
}

export const PACKETA_EXPORT_URL = 'https://pickup-point.api.packeta.com/v5';
export const BALIKOVNA_EXPORT_URL = 'http://napostu.ceskaposta.cz/vystupy/balikovny.xml';
export const PACKETA_WITHOUT_CREDENTIALS =
  'Packeta is not offered: in production it needs both PACKETA_API_KEY (its point lists) and PACKETA_API_PASSWORD (its parcels).';

/** The settings could not be used; `problems` names each one, one line each. */
export class SettingsProblems extends StartRefused {
  constructor(problems: string[]) {
    super('Settings that cannot be used:', problems);
  }
}

/** Unset and empty are the same: `.env.example` lists settings with empty values. */
const optional = z
  .string()
  .transform((value) => value.trim() || undefined)
  .optional();
const whole = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return optional.pipe(z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message)).optional());
};
const yesNo = optional.pipe(z.enum(['true', 'false']).optional());
const httpUrl = optional.pipe(z.url({ protocol: /^https?$/ }).optional());

const schema = z.object({
  NODE_ENV: optional,
  PORT: whole(0, 65535),
  HOST: optional,
  DATA_DIR: optional,
  UPLOADS_DIR: optional,
  // Not z.url: a socket address has no host (postgres://shop@/shop?host=/var/run/postgresql).
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address (e.g. postgres://shop:password@localhost/shop)')
      .optional(),
  ),
  STATIC_DIR: optional,
  PUBLIC_URL: httpUrl,
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optional,
  MAIL_STALE_MINUTES: whole(1, 10_080),
  SHOP_EMAIL: optional.pipe(z.email().optional()),
  SHOP_ORDERS_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(PASSWORD_MIN, `must have at least ${PASSWORD_MIN} characters`).optional()),
  SHOP_IBAN: optional.pipe(z.string().transform(compactIban).refine(isValidIban, 'is not a valid IBAN').optional()),
  SHOP_SELLER_NAME: optional,
  SHOP_SELLER_ADDRESS: optional,
  SHOP_ICO: optional.pipe(z.string().refine(isValidIco, 'is not a valid IČO (8 digits with a matching check digit)').optional()),
  SHOP_DIC: optional,
  SHOP_WEB: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_AUTH_URL: httpUrl,
  GOOGLE_TOKEN_URL: httpUrl,
  GOOGLE_JWKS_URL: httpUrl,
  GOOGLE_ISSUER: optional,
  STRIPE_SECRET_KEY: optional.pipe(z.string().startsWith('sk_', 'must start with sk_').optional()),
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_STANDIN_PORT: whole(0, 65535),
  STRIPE_API_URL: httpUrl,
  PACKETA_API_URL: httpUrl,
  PACKETA_API_PASSWORD: optional,
  PACKETA_ESHOP: optional,
  PACKETA_STATUS_CHECK_MINUTES: whole(1, 1440),
  FIO_TOKEN: optional,
  FIO_API_URL: httpUrl,
  // Fio answers 409 to a second call within 30 s.
  FIO_POLL_SECONDS: whole(30, 86_400),
  FIO_STANDIN_PORT: whole(0, 65535),
  PAYMENT_REMINDER_DAYS: whole(1, 365),
  PAYMENT_CANCEL_DAYS: whole(1, 365),
  SEED_DEMO: yesNo,
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .transform((setting, ctx) => {
        const parsed = parseTrustedProxies(setting);
        if (!('unreadable' in parsed)) return parsed;
        ctx.addIssue({
          code: 'custom',
          message: `must list the proxies' addresses or networks, e.g. 127.0.0.1,::1 or 10.0.0.0/8 (cannot read ${parsed.unreadable.join(', ')})`,
        });
        return z.NEVER;
      })
      .optional(),
  ),
  HEADERS_TIMEOUT_SECONDS: whole(1, 3600),
  REQUEST_TIMEOUT_SECONDS: whole(1, 86_400),
  PACKETA_API_KEY: optional,
  PACKETA_BRANCH_EXPORT_URL: httpUrl,
  BALIKOVNA_EXPORT_URL: httpUrl,
  PICKUP_POINTS_REFRESH_HOURS: whole(1, 168),
  // base64url as web-push generate-vapid-keys prints them: an uncompressed P-256 point, a 32-byte scalar.
  VAPID_PUBLIC_KEY: optional.pipe(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be the base64url public key (87 characters starting with B) that npx web-push generate-vapid-keys prints')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key (43 characters) that npx web-push generate-vapid-keys prints')
      .optional(),
  ),
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL where push services can reach the shop')
      .optional(),
  ),
  PUSH_STANDIN_PORT: whole(0, 65535),
  BACKUP_DIR: optional,
  BACKUP_KEEP: whole(1, 1000),
  LOG_LEVEL: optional.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
});

type Raw = z.output<typeof schema>;

/** What production refuses: anything that would send customers' money, mail or trust to the demo's stand-ins. */
function productionProblems(raw: Raw): string[] {
  const problems: string[] = [];
  if (!raw.PUBLIC_URL?.startsWith('https://'))
    problems.push('PUBLIC_URL must be the https:// address customers open the shop at (e.g. https://www.example.cz).');
  if (!raw.SMTP_URL)
    problems.push('SMTP_URL is missing: in production every mail goes through a mail server (e.g. smtps://user:password@smtp.example.cz:465).');
  if (!raw.SHOP_IBAN) problems.push('SHOP_IBAN is missing: invoices and QR Platba need the shop’s own account.');
  else if (raw.SHOP_IBAN === DEFAULT_SELLER.iban) problems.push('SHOP_IBAN is the sample account of the demo: set the shop’s own account.');
  const sellerSettings = [
    ['SHOP_SELLER_NAME', raw.SHOP_SELLER_NAME, DEFAULT_SELLER.name],
    ['SHOP_SELLER_ADDRESS', raw.SHOP_SELLER_ADDRESS && sellerAddress(raw.SHOP_SELLER_ADDRESS).join('|'), DEFAULT_SELLER.address.join('|')],
    ['SHOP_ICO', raw.SHOP_ICO, DEFAULT_SELLER.ico],
  ] as const;
  for (const [name, value, sample] of sellerSettings) {
    if (!value) problems.push(`${name} is missing: every invoice names the seller.`);
    else if (value === sample) problems.push(`${name} is the demo seller’s: set the shop’s own.`);
  }
  if (raw.TRUST_PROXY?.shorthand) {
    problems.push(
      'TRUST_PROXY must name the proxies’ addresses or networks (e.g. 127.0.0.1,::1 for a proxy on this machine, or 10.0.0.0/8): a bare 1 or true is not enough in production.',
    );
  }
  if (raw.STRIPE_API_URL && !raw.STRIPE_SECRET_KEY?.startsWith('sk_test_')) {
    problems.push('STRIPE_API_URL points card payments away from Stripe: it is for tests, with an sk_test_ key only.');
  }
  return problems;
}

const sellerAddress = (setting: string) =>
  setting
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);

// Headers: what a phone on a bad network needs. A whole request: what the largest upload (an MP3
// of 50 MB) needs on an uplink of about 3.5 Mbit/s; staff on a slower line raise it.
const requestTimeouts = (raw: Raw): RequestTimeouts => ({
  headersMs: (raw.HEADERS_TIMEOUT_SECONDS ?? 20) * 1000,
  requestMs: (raw.REQUEST_TIMEOUT_SECONDS ?? 120) * 1000,
});

function google(raw: Raw): GoogleConfig | undefined {
  if (!raw.GOOGLE_CLIENT_ID || !raw.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    clientId: raw.GOOGLE_CLIENT_ID,
    clientSecret: raw.GOOGLE_CLIENT_SECRET,
    authUrl: raw.GOOGLE_AUTH_URL ?? GOOGLE_ENDPOINTS.authUrl,
    tokenUrl: raw.GOOGLE_TOKEN_URL ?? GOOGLE_ENDPOINTS.tokenUrl,
    jwksUrl: raw.GOOGLE_JWKS_URL ?? GOOGLE_ENDPOINTS.jwksUrl,
    issuer: raw.GOOGLE_ISSUER ?? [...GOOGLE_ENDPOINTS.issuer],
  };
}

function stripeEndpoint(url: string | undefined): StripeEndpoint | undefined {
  if (!url) return undefined;
  const { protocol, hostname, port } = new URL(url);
  const secure = protocol === 'https:';
  return { host: hostname, port: Number(port || (secure ? 443 : 80)), protocol: secure ? 'https' : 'http' };
}

/** Settings whose value is a secret or may hold one (a password in a URL): never printed. */
const SECRET_SETTINGS = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'PACKETA_API_KEY',
  'PACKETA_API_PASSWORD',
  'FIO_TOKEN',
  'VAPID_PRIVATE_KEY',
]);

const describeIssue = (env: Record<string, string | undefined>) => (issue: z.core.$ZodIssue) => {
  const name = String(issue.path[0]);
  return `${name} ${issue.message}${SECRET_SETTINGS.has(name) ? '' : `: ${JSON.stringify(env[name])}`}`;
};

/** The settings an operator's command (npm run backup, restore, migrate) needs, checked as the server checks them. */
export interface BackupSettings {
  dataDir: string;
  /** The PostgreSQL database (postgres://…); unset, the shop keeps its SQLite file in dataDir. */
  databaseUrl?: string;
  /** Uploaded images and mp3 files: UPLOADS_DIR, a folder every shop process shares, or DATA_DIR/uploads. */
  uploadsDir: string;
  backupDir: string;
  /** How many daily backups are kept. */
  backupKeep: number;
}

export function readBackupSettings(env: Record<string, string | undefined>): BackupSettings {
  const parsed = schema.pick({ DATA_DIR: true, UPLOADS_DIR: true, DATABASE_URL: true, BACKUP_DIR: true, BACKUP_KEEP: true }).safeParse(env);
  if (!parsed.success) throw new SettingsProblems(parsed.error.issues.map(describeIssue(env)));
  return backupSettings(parsed.data);
}

function backupSettings(raw: Pick<Raw, 'DATA_DIR' | 'UPLOADS_DIR' | 'DATABASE_URL' | 'BACKUP_DIR' | 'BACKUP_KEEP'>): BackupSettings {
  const dataDir = resolve(raw.DATA_DIR ?? 'data');
  return {
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    uploadsDir: resolve(raw.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    backupDir: resolve(raw.BACKUP_DIR ?? 'backups'),
    backupKeep: raw.BACKUP_KEEP ?? 14,
  };
}

/** The settings in `env`, or SettingsProblems naming every setting that is wrong or, in production, unsafe. */
export function readSettings(env: Record<string, string | undefined>): Settings {
  const parsed = schema.safeParse(env);
  const invalid = parsed.success ? [] : parsed.error.issues;
  const problems = invalid.map(describeIssue(env));
  // The valid rest is checked too, so one start names every problem.
  const invalidNames = new Set(invalid.map((issue) => String(issue.path[0])));
  const raw = parsed.success ? parsed.data : schema.parse(Object.fromEntries(Object.entries(env).filter(([name]) => !invalidNames.has(name))));
  const production = raw.NODE_ENV === 'production';
  if (production) problems.push(...productionProblems(raw).filter((problem) => !invalidNames.has(problem.split(' ')[0]!)));
  const given = (name: string) => Boolean(env[name]?.trim());
  if (given('ADMIN_EMAIL') !== given('ADMIN_PASSWORD')) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither.');
  const timeouts = requestTimeouts(raw);
  if (timeouts.requestMs < timeouts.headersMs)
    problems.push('REQUEST_TIMEOUT_SECONDS must not be shorter than HEADERS_TIMEOUT_SECONDS: the whole request includes its headers.');
  const reminderDays = raw.PAYMENT_REMINDER_DAYS ?? DEFAULT_REMINDER_DAYS;
  const cancelDays = raw.PAYMENT_CANCEL_DAYS ?? DEFAULT_CANCEL_DAYS;
  if (given('VAPID_PUBLIC_KEY') !== given('VAPID_PRIVATE_KEY')) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.');
  else if (production && given('VAPID_PUBLIC_KEY') && !given('VAPID_SUBJECT'))
    problems.push('VAPID_SUBJECT is missing: push services contact the shop there (mailto:eshop@example.cz or https://www.example.cz).');
  if (cancelDays <= reminderDays)
    problems.push('PAYMENT_CANCEL_DAYS must be more than PAYMENT_REMINDER_DAYS: the reminder comes before staff are asked to cancel.');
  if (problems.length) throw new SettingsProblems(problems);

  const port = raw.PORT ?? 3000;
  const seller: Partial<Seller> = {
    iban: raw.SHOP_IBAN,
    name: raw.SHOP_SELLER_NAME,
    address: raw.SHOP_SELLER_ADDRESS ? sellerAddress(raw.SHOP_SELLER_ADDRESS) : undefined,
    ico: raw.SHOP_ICO,
    dic: raw.SHOP_DIC,
    email: raw.SHOP_EMAIL,
    web: raw.SHOP_WEB,
  };
  return {
    production,
    port,
    // Production listens on loopback behind its proxy unless HOST says otherwise (docs/deploy.md).
    host: raw.HOST ?? (production ? '127.0.0.1' : '0.0.0.0'),
    staticDir: resolve(raw.STATIC_DIR ?? 'dist'),
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? 'Slovo života <eshop@slovozivota.cz>',
    mailStaleMinutes: raw.MAIL_STALE_MINUTES ?? DEFAULT_MAIL_STALE_MINUTES,
    shopEmail: raw.SHOP_EMAIL ?? DEFAULT_SELLER.email,
    shopOrdersEmail: raw.SHOP_ORDERS_EMAIL ?? raw.SHOP_EMAIL ?? DEFAULT_SELLER.email,
    admin: raw.ADMIN_EMAIL && raw.ADMIN_PASSWORD ? { email: raw.ADMIN_EMAIL.toLowerCase(), password: raw.ADMIN_PASSWORD } : undefined,
    seller: Object.fromEntries(Object.entries(seller).filter(([, value]) => value !== undefined)),
    google: google(raw),
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY,
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
      standInPort: raw.STRIPE_STANDIN_PORT ?? 0,
      endpoint: stripeEndpoint(raw.STRIPE_API_URL),
    },
    packeta: {
      apiUrl: raw.PACKETA_API_URL,
      apiPassword: raw.PACKETA_API_PASSWORD,
      eshop: raw.PACKETA_ESHOP,
      statusCheckMinutes: raw.PACKETA_STATUS_CHECK_MINUTES ?? 60,
    },
    fio: { token: raw.FIO_TOKEN, apiUrl: raw.FIO_API_URL ?? FIO_API_URL, pollSeconds: raw.FIO_POLL_SECONDS ?? 60, standInPort: raw.FIO_STANDIN_PORT ?? 0 },
    paymentReminderDays: reminderDays,
    paymentCancelDays: cancelDays,
    seedDemo: raw.SEED_DEMO === undefined ? !production : raw.SEED_DEMO === 'true',
    ...backupSettings(raw),
    timeouts,
    trustProxy: raw.TRUST_PROXY ?? NO_TRUSTED_PROXIES,
    delivery: {
      packetaApiKey: raw.PACKETA_API_KEY,
      packetaExportUrl: (raw.PACKETA_BRANCH_EXPORT_URL ?? PACKETA_EXPORT_URL).replace(/\/+$/, ''),
      balikovnaExportUrl: raw.BALIKOVNA_EXPORT_URL ?? BALIKOVNA_EXPORT_URL,
      exportUrlsSet: Boolean(raw.PACKETA_BRANCH_EXPORT_URL ?? raw.BALIKOVNA_EXPORT_URL),
      refreshHours: raw.PICKUP_POINTS_REFRESH_HOURS ?? 24,
      // Production never offers Packeta without both credentials (PACKETA_API_PASSWORD is read by its parcel client).
      packetaUnavailable: production && !(raw.PACKETA_API_KEY && given('PACKETA_API_PASSWORD')) ? PACKETA_WITHOUT_CREDENTIALS : undefined,
    },
    push: {
      vapid: raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY } : undefined,
      subject: raw.VAPID_SUBJECT ?? `mailto:${raw.SHOP_EMAIL ?? DEFAULT_SELLER.email}`,
      standInPort: raw.PUSH_STANDIN_PORT ?? 0,
    },
    logLevel: raw.LOG_LEVEL ?? 'info',
  };
}

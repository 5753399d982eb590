import type { Seller } from '@contract/seller';
import type { TrustedProxies } from './http/trustedProxies';

export type { Seller };

/** Where the Google sign-in talks to; the endpoints are settings so tests can use a stand-in provider. */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** Accepted `iss` values of the ID token (Google uses two spellings). */
  issuer: string | string[];
}

export const GOOGLE_ENDPOINTS = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  issuer: ['https://accounts.google.com', 'accounts.google.com'],
} as const;

/** Settings of the API that are not dependencies with behaviour of their own. */
export interface AppConfig {
  /** The shop's address as visitors see it, without a trailing slash: the base of every link in mails and redirects. */
  publicUrl: string;
  /** Receives the contact-form messages. */
  shopEmail: string;
  /** SHOP_ORDERS_EMAIL: receives the notice of each new order and the daily digest; unset, shopEmail does. */
  shopOrdersEmail?: string;
  /** Where uploaded images and mp3 files are stored (DATA_DIR/uploads); served at /uploads/<name>. */
  uploadsDir: string;
  /** The files served at / (the built PWA with the public folder's files, such as the demo mp3s and the podcast artwork). */
  staticDir: string;
  /** The reverse proxies in front of the shop (TRUST_PROXY), the only connections whose X-Forwarded-For is read (see clientAddress). */
  trustProxy: TrustedProxies;
  /** Present only when Google sign-in is configured. */
  google?: GoogleConfig;
  /** The seller on invoices and the account for bank transfers; unset fields take DEFAULT_SELLER's. */
  seller?: Partial<Seller>;
  /** Set when Packeta may not be offered (production without PACKETA_API_KEY and PACKETA_API_PASSWORD): the reason. */
  packetaUnavailable?: string;
  /** MAIL_STALE_MINUTES: mail waiting this long with none leaving fails /healthz and alarms the staff (default 30). */
  mailStaleMinutes?: number;
  /** PAYMENT_REMINDER_DAYS: a bank-transfer order unpaid this long gets one reminder (default 7). */
  paymentReminderDays?: number;
  /** PAYMENT_CANCEL_DAYS: a bank-transfer order unpaid this long is listed for staff "K zrušení" (default 21). */
  paymentCancelDays?: number;
}

/**
 * The demo seller. The IČO passes the check digit but belongs to nobody; the IBAN is the sample
 * account of the Czech banks' QR Platba documentation. Production sets SHOP_IBAN and the SHOP_SELLER_* settings.
 */
export const DEFAULT_SELLER: Seller = {
  name: 'Slovo života, z. s.',
  address: ['Ukázková 123/4', '110 00 Praha 1'],
  ico: '12345679',
  dic: 'CZ12345679',
  iban: 'CZ6508000000192000145399',
  email: 'info@slovozivota.cz',
  web: 'www.slovozivota.cz',
};

/**
 * The configured seller over the demo's. A seller of its own (its own IČO) has the DIČ it sets or
 * none, so the demo's DIČ never makes it look like a VAT payer.
 */
export function sellerOf(config: AppConfig): Seller {
  const own = config.seller ?? {};
  const ownIco = own.ico !== undefined && own.ico !== DEFAULT_SELLER.ico;
  return { ...DEFAULT_SELLER, ...(ownIco && { dic: '' }), ...own };
}

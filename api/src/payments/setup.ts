// How card payments start, from the settings server.ts reads (STRIPE_SECRET_KEY,
// STRIPE_WEBHOOK_SECRET, STRIPE_STANDIN_PORT, STRIPE_API_URL, NODE_ENV): real Stripe when a key is
// set; otherwise the stand-in outside production, and no card payments at all in production.
import type Stripe from 'stripe';
import type { Log } from '../log';
import { createStripeClient, type Payments, type StripeEndpoint } from './stripeClient';

export interface PaymentSettings {
  production: boolean;
  secretKey?: string;
  webhookSecret?: string;
  /** Port of the stand-in (0: a free one). */
  standInPort?: number;
  /** Where the SDK sends its calls instead of Stripe (tests only). */
  endpoint?: StripeEndpoint;
  /** Where the stand-in reports its webhook failures. */
  log: Log;
}

/** What the server keeps of the Stripe stand-in it started (dev/stripeStandIn.ts), outside production. */
export interface StripeStandInHandle {
  /** http://127.0.0.1:{port}: the SDK's endpoint and the base of the hosted pages. */
  url: string;
  webhookSecret: string;
  /** Where 'Zaplatit' sends the signed webhook; set once the shop listens. */
  webhookUrl: string | undefined;
  /** The real Stripe SDK pointed at the stand-in. */
  client(): Stripe;
  close(): Promise<void>;
}

export interface PaymentSetup {
  /** null: card payments are refused with a clear message (production without STRIPE_SECRET_KEY). */
  payments: Payments | null;
  /** Running only in development and tests without a key. */
  standIn?: StripeStandInHandle;
  /** What the log says about card payments (never a secret). */
  notice: string;
}

export const NO_CARD_PAYMENTS_NOTICE =
  'STRIPE_SECRET_KEY is not set: card payments are switched off (the shop answers 503 to them); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to accept cards.';

export async function setUpPayments(settings: PaymentSettings): Promise<PaymentSetup> {
  const { production, secretKey, webhookSecret } = settings;
  if (secretKey) {
    const mode = secretKey.startsWith('sk_live_') ? 'live' : 'test';
    const notice = webhookSecret
      ? `Card payments through Stripe (${mode} mode).`
      : `Card payments through Stripe (${mode} mode). STRIPE_WEBHOOK_SECRET is not set: webhooks are refused, payments are confirmed only when the customer returns from Stripe.`;
    return { payments: { stripe: createStripeClient(secretKey, settings.endpoint), webhookSecret }, notice };
  }
  // The stand-in is for development and tests only: never in production, whatever else is set.
  if (production) return { payments: null, notice: NO_CARD_PAYMENTS_NOTICE };
  // Loaded only here, by a dynamic import, so the production server never even loads the stand-in's
  // code (api/test/productionModules.test.ts checks no static import reaches dev/).
  const { startStripeStandIn } = await import('../../../dev/stripeStandIn');
  const standIn = await startStripeStandIn({
    port: settings.standInPort ?? 0,
    webhookSecret,
    log: (line) => settings.log.warn(line),
  });
  return {
    payments: { stripe: standIn.client(), webhookSecret: standIn.webhookSecret },
    standIn,
    notice: `No STRIPE_SECRET_KEY: card payments go to the Stripe stand-in at ${standIn.url} (test payment page ${standIn.url}/pay/…; no money is taken).`,
  };
}

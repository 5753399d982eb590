// The shop's one way to Stripe: the official SDK, pointed at api.stripe.com in production or at
// the stand-in on 127.0.0.1 (dev/stripeStandIn.ts) in development and tests.
import Stripe from 'stripe';

/** What createApp gets for card payments: the Stripe client and the secret that signs webhooks. */
export interface Payments {
  stripe: Stripe;
  /** whsec_…: webhooks are verified with it; without it the webhook endpoint refuses every call. */
  webhookSecret: string | undefined;
}

/** Where the SDK sends its calls when not to Stripe itself. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * The Stripe SDK for `secretKey`. Against Stripe it retries network failures twice (every POST
 * carries an idempotency key, so a retry never charges twice); against a stand-in it does not retry.
 */
export function createStripeClient(secretKey: string, endpoint?: StripeEndpoint): Stripe {
  return new Stripe(secretKey, {
    ...endpoint,
    maxNetworkRetries: endpoint ? 0 : 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'slovo-zivota-shop' },
  });
}

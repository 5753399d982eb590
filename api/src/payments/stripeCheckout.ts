// The shop's calls to Stripe Checkout: creating, retrieving and expiring a session, and reading a
// signed webhook. A failed call is logged and refused in Czech; the order is never touched here.
import Stripe from 'stripe';
import { pickupPointLines } from '@contract/delivery';
import type { Deps } from '../env';
import type { Log } from '../log';
import { pickupPointOf } from '../orders/orderMapping';
import { InvalidInput, ProviderFailed, Unavailable } from '../domainErrors';
import { cardPaymentMessages } from './cardPaymentMessages';
import { METADATA } from './paymentRules';
import type { PaymentRow } from './paymentRecords';
import type { Payments } from './stripeClient';

/** The Stripe client, unless card payments are switched off here. */
export function paymentsOf(deps: Pick<Deps, 'payments'>): Payments {
  if (!deps.payments) throw new Unavailable(cardPaymentMessages.notConfigured);
  return deps.payments;
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.statusCode === 404;

/** A Stripe call; a failure is logged and refused as the gateway's (a missing object is null). */
async function callStripe<T>(log: Log, what: string, call: () => Promise<T>, { missingIsNull = false } = {}): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (missingIsNull && isMissing(error)) return null;
    log.error({ err: error }, `Stripe: ${what} failed`);
    throw new ProviderFailed(cardPaymentMessages.gatewayFailed);
  }
}

/** The session as Stripe has it now; null when Stripe does not know it. */
export const retrieveSession = (log: Log, payments: Payments, sessionId: string) =>
  callStripe(log, 'retrieving a Checkout session', () => payments.stripe.checkout.sessions.retrieve(sessionId), { missingIsNull: true });

/** Expires an open session, so it can no longer be paid; answers it as it ended. */
export const expireSession = (log: Log, payments: Payments, sessionId: string) =>
  callStripe(log, 'expiring a Checkout session', () => payments.stripe.checkout.sessions.expire(sessionId));

type StoredItem = { name: string; qty: number; price: number; discount: number };

/** The postage line as the order confirmation names it, with the pickup point under it as the order page shows it. */
function postageLine(row: PaymentRow): { name: string; description?: string } {
  const point = pickupPointOf(row);
  return {
    name: row.delivery_name ? `Poštovné a balné (${row.delivery_name})` : 'Poštovné a balné',
    ...(point && { description: pickupPointLines(point).join(', ') }),
  };
}

/** Stripe Checkout's lines for the STORED order: its items, postage (with the delivery method and point) and VAT, in haléře. */
function checkoutLines(row: PaymentRow, items: StoredItem[]): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const line = (
    product: Stripe.Checkout.SessionCreateParams.LineItem.PriceData.ProductData,
    unitAmount: number,
    quantity: number,
  ): Stripe.Checkout.SessionCreateParams.LineItem => ({
    price_data: { currency: 'czk', unit_amount: unitAmount, product_data: product },
    quantity,
  });
  const lines = items.map((i) => line({ name: i.discount > 0 ? `${i.name} (sleva ${i.discount} %)` : i.name }, i.price, i.qty));
  if (row.shipping_price > 0) lines.push(line(postageLine(row), row.shipping_price, 1));
  if (row.tax_price > 0) lines.push(line({ name: 'DPH' }, row.tax_price, 1));
  const sum = lines.reduce((total, l) => total + l.price_data!.unit_amount! * l.quantity!, 0);
  // The order's figures were computed together when it was placed; a difference is a bug, never charged.
  if (sum !== row.total_price) throw new Error(`Order ${row.order_number}: lines sum to ${sum}, the total is ${row.total_price}`);
  return lines;
}

/**
 * Creates the Checkout session of the order's attempt `initPaymentId` from the order as stored
 * (never the client's amounts) and answers where the browser goes. The idempotency key makes a
 * repeated click answer the same session.
 */
export async function createSession(
  deps: Pick<Deps, 'log' | 'config'>,
  payments: Payments,
  { row, items, initPaymentId }: { row: PaymentRow; items: StoredItem[]; initPaymentId: string },
): Promise<{ id: string; url: string; expiresAt: Date }> {
  const base = deps.config.publicUrl;
  const metadata = { [METADATA.orderId]: String(row.id), [METADATA.orderNumber]: String(row.order_number), [METADATA.initPaymentId]: initPaymentId };
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    line_items: checkoutLines(row, items),
    customer_email: row.email,
    client_reference_id: String(row.id),
    metadata,
    payment_intent_data: { description: `Objednávka ${row.order_number}`, metadata },
    locale: 'cs',
    success_url: `${base}/order/${row.id}/stripe-success/${initPaymentId}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${base}/order/${row.id}/stripe-fail`,
  };
  const session = (await callStripe(deps.log, 'creating a Checkout session', () =>
    payments.stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${row.id}-${initPaymentId}` }),
  ))!;
  if (!session.url) {
    deps.log.error({ sessionId: session.id, orderNumber: row.order_number, sessionStatus: session.status }, 'Stripe: the Checkout session has no URL');
    throw new ProviderFailed(cardPaymentMessages.gatewayFailed);
  }
  return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
}

/** The event of a webhook whose signature on the RAW body matches the webhook secret. */
export function verifiedEvent(payments: Payments, rawBody: string, signature: string | undefined): Stripe.Event {
  if (!payments.webhookSecret) throw new Unavailable(cardPaymentMessages.webhookNotConfigured);
  try {
    return payments.stripe.webhooks.constructEvent(rawBody, signature ?? '', payments.webhookSecret);
  } catch {
    throw new InvalidInput(cardPaymentMessages.badSignature);
  }
}

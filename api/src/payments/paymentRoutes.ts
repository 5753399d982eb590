import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requireUser } from '../http/auth';
import type { AttemptLimits } from '../http/rateLimit';
import { idParam, validated } from '../http/validation';
import { createCheckoutSession, currentCardPayment, startCardPayment } from './cardCheckout';
import { reportFailedCardPayment } from './failedPaymentMail';
import { confirmCardPayment, receiveStripeWebhook } from './paymentConfirmation';

const orderId = validated('param', idParam('Neplatné ID objednávky'));

/** /api/orders/{id}/…: the card payment of the customer's own order (spec, storefront 4 and 7). */
export const orderPayments = new Hono<AppEnv>()
  .put('/:id{[0-9]+}/init-payment', requireUser, orderId, async (c) => c.json(await startCardPayment(c.var, c.req.valid('param').id, c.var.user)))
  .get('/:id{[0-9]+}/init-payment', requireUser, orderId, async (c) => c.json(await currentCardPayment(c.var.db, c.req.valid('param').id, c.var.user)))
  // The spec sends the order as the body; the server ignores it and asks Stripe.
  .put('/:id{[0-9]+}/pay-stripe', requireUser, orderId, async (c) => c.json(await confirmCardPayment(c.var, c.req.valid('param').id, c.var.user)))
  .put('/:id{[0-9]+}/failed-payment-notif', requireUser, orderId, async (c) =>
    c.json(await reportFailedCardPayment(c.var, c.req.valid('param').id, c.var.user)),
  );

const positiveId = z.union(
  [
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  {
    error: 'Neplatné ID objednávky',
  },
);

/**
 * POST /api/create-stripe-checkout-session. `orderId` names the order; the spec's body (userName,
 * email, products, url, initPaymentId, shippingPrice) is accepted too, but its amounts are ignored:
 * the session is made from the stored order. Without orderId, the order is the customer's one with
 * that initPaymentId.
 */
const checkoutSessionBody = z.looseObject({
  orderId: positiveId.optional(),
  initPaymentId: z.string().max(100).optional(),
});

export const stripeCheckout = new Hono<AppEnv>().post('/', requireUser, validated('json', checkoutSessionBody), async (c) => {
  const { orderId: id, initPaymentId } = c.req.valid('json');
  return c.json(await createCheckoutSession(c.var, { orderId: id, initPaymentId }, c.var.user));
});

/**
 * POST /api/stripe/webhook: Stripe's signed events. The signature is checked on the raw body, read
 * as text before anything parses it; no bearer token (Stripe has none), so nothing but a valid
 * signature changes anything. `limits.stripeWebhook` limits the refusals per client and the body.
 */
export const stripeWebhook = (limits: AttemptLimits) =>
  new Hono<AppEnv>().post('/webhook', limits.stripeWebhook, async (c) => {
    const raw = await c.req.text();
    const outcome = await receiveStripeWebhook(c.var, raw, c.req.header('Stripe-Signature'));
    return c.json({ received: true, outcome });
  });

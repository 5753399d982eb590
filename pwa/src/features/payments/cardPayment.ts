// The card payment's calls (spec, storefront 4 and 7). The browser only starts the payment and
// reports where it came back to; whether the order is paid is decided by the server, which asks
// Stripe. Request errors on these calls are only logged (spec, storefront 8).
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { ApiError } from '../../lib/api';
import { answer, client } from '../../lib/client';

const orderParam = (orderId: number) => ({ param: { id: String(orderId) } });

/** The 'Platba Stripe' button shows only for an unpaid, not cancelled card order (spec, storefront 4). */
export const canPayByCard = (order: Pick<OrderJson, 'paymentMethod' | 'isPaid' | 'isCancelled'>) =>
  order.paymentMethod === PAYMENT_METHODS.card && !order.isPaid && !order.isCancelled;

/** 'Platba Stripe': a new attempt (PUT init-payment), its Checkout session, then the browser goes to Stripe. */
export async function payByCard(orderId: number): Promise<void> {
  const { initPaymentId } = await answer(client.orders[':id']['init-payment'].$put(orderParam(orderId)));
  const { url } = await answer(client['create-stripe-checkout-session'].$post({ json: { orderId, initPaymentId } }));
  window.location.assign(url);
}

/** A request error of a payment call: logged, never shown (spec, storefront 8). */
export function logPaymentError(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from Stripe on /order/{id}/stripe-success/{init}: the stored attempt is compared with the
 * address's and, when they match, the server is asked to confirm the payment with Stripe. A payment
 * Stripe has not confirmed yet (402) is asked again a few times. Answers the order as it is then.
 */
export async function confirmReturnFromStripe(orderId: number, init: string, { tries = 4, waitMs = 1500 } = {}): Promise<OrderJson> {
  try {
    const { initPaymentId } = await answer(client.orders[':id']['init-payment'].$get(orderParam(orderId)));
    if (initPaymentId === init) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await answer(client.orders[':id']['pay-stripe'].$put(orderParam(orderId)));
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 402) || attempt >= tries) throw error;
          await pause(waitMs);
        }
      }
    }
    console.warn(`Order ${orderId}: the payment attempt of this page is not the order's current one.`);
  } catch (error) {
    logPaymentError('Confirming the card payment failed', error);
  }
  return answer(client.orders[':id'].$get(orderParam(orderId)));
}

/** Entering the failure page tells the shop, once per attempt (the server sees to the once). */
export function reportFailedPayment(orderId: number): void {
  client.orders[':id']['failed-payment-notif']
    .$put(orderParam(orderId))
    .catch((error: unknown) => logPaymentError('The failed-payment notification failed', error));
}

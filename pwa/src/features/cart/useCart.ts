import { useLiveQuery } from 'dexie-react-hooks';
import type { DeliveryMethodJson } from '@contract/delivery';
import { type CheckoutValues, getCheckoutValue, getDeliveryValue } from '../../lib/db';
import { type CartLine, type CartSummary, cartSummary } from './cartRules';
import { readCart } from './cartStore';

export interface CartView {
  lines: CartLine[];
  summary: CartSummary;
  /** The saved delivery country, or undefined before the shipping step (the cart then counts with the Czech Republic). */
  country: string | undefined;
  /** The chosen delivery method, priced in the summary; undefined before the delivery step. */
  method: DeliveryMethodJson | undefined;
}

/** The chosen delivery method as last offered (kept with the methods), or undefined before one is chosen. */
async function chosenMethod() {
  const [id, methods] = await Promise.all([getCheckoutValue('deliveryMethod'), getDeliveryValue('methods')]);
  return methods?.find((method) => method.id === id);
}

/**
 * The cart as screens show it, live: a change in any tab (or by the server sync) re-renders every
 * screen that uses it. Undefined while IndexedDB is being read.
 */
export function useCart(): CartView | undefined {
  return useLiveQuery(async () => {
    const [lines, address, method] = await Promise.all([readCart(), getCheckoutValue('shippingAddress'), chosenMethod()]);
    return { lines, summary: cartSummary(lines, address?.country, method), country: address?.country, method };
  }, []);
}

export type SavedCheckout = Partial<CheckoutValues>;

/** What the checkout saved (address, delivery method and points, payment method, order key, last company details), live; undefined while reading. */
export function useSavedCheckout(): SavedCheckout | undefined {
  return useLiveQuery(async () => {
    const [shippingAddress, deliveryMethod, pickupPoints, paymentMethod, orderKey, companyDetails] = await Promise.all([
      getCheckoutValue('shippingAddress'),
      getCheckoutValue('deliveryMethod'),
      getCheckoutValue('pickupPoints'),
      getCheckoutValue('paymentMethod'),
      getCheckoutValue('orderKey'),
      getCheckoutValue('companyDetails'),
    ]);
    return { shippingAddress, deliveryMethod, pickupPoints, paymentMethod, orderKey, companyDetails };
  }, []);
}

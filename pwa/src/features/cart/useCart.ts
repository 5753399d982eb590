import { useLiveQuery } from 'dexie-react-hooks';
import { type CheckoutValues, getCheckoutValue } from '../../lib/db';
import { type CartLine, type CartSummary, cartSummary } from './cartRules';
import { readCart } from './cartStore';

export interface CartView {
  lines: CartLine[];
  summary: CartSummary;
  /** The saved delivery country, or undefined before the shipping step (the cart then counts with the Czech Republic). */
  country: string | undefined;
}

/**
 * The cart as screens show it, live: a change in any tab (or by the server sync) re-renders every
 * screen that uses it. Undefined while IndexedDB is being read.
 */
export function useCart(): CartView | undefined {
  return useLiveQuery(async () => {
    const [lines, address] = await Promise.all([readCart(), getCheckoutValue('shippingAddress')]);
    return { lines, summary: cartSummary(lines, address?.country), country: address?.country };
  }, []);
}

export type SavedCheckout = Partial<CheckoutValues>;

/** What the checkout saved (address, payment method, order key, last company details), live; undefined while reading. */
export function useSavedCheckout(): SavedCheckout | undefined {
  return useLiveQuery(async () => {
    const [shippingAddress, paymentMethod, orderKey, companyDetails] = await Promise.all([
      getCheckoutValue('shippingAddress'),
      getCheckoutValue('paymentMethod'),
      getCheckoutValue('orderKey'),
      getCheckoutValue('companyDetails'),
    ]);
    return { shippingAddress, paymentMethod, orderKey, companyDetails };
  }, []);
}

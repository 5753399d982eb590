// 'Nová objednávka' on the success and failure pages (spec, storefront 2 Checkout): clears the
// saved cart, shipping address and payment method, through the cart feature's store. The delivery
// method and pickup points chosen stay: they are remembered for the next order (issue 29).
import { db } from '../../lib/db';
import { clearCart } from '../cart/cartStore';

export async function startNewOrder(): Promise<void> {
  await clearCart();
  await db.checkout.bulkDelete(['shippingAddress', 'paymentMethod', 'orderKey']);
}

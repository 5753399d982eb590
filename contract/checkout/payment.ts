// How a customer may pay: the methods, which of them a country allows, and the spec's card value.
import { z } from 'zod';
import { isCzechRepublic } from './address';
import { checkoutMessages } from './messages';

export const PAYMENT_METHODS = {
  bankTransfer: 'Platba bankovním převodem předem',
  cash: 'Hotovost',
  card: 'Platba kartou (Stripe)',
} as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];

/** The methods a customer may choose for delivery to `country`: cash only in the Czech Republic. */
export const paymentMethodsFor = (country: string): PaymentMethod[] =>
  isCzechRepublic(country) ? [PAYMENT_METHODS.bankTransfer, PAYMENT_METHODS.cash, PAYMENT_METHODS.card] : [PAYMENT_METHODS.bankTransfer, PAYMENT_METHODS.card];

/** The card method's value in the spec's API (storefront: "Card (Stripe) is also a payment method value"). */
export const SPEC_CARD_METHOD = 'Stripe';

/** A payment method as stored and compared: the spec's 'Stripe' is the card method; anything else is kept as sent. */
export const canonicalPaymentMethod = (method: string): string => (method.trim() === SPEC_CARD_METHOD ? PAYMENT_METHODS.card : method);

export const paymentMethodSchema = z
  .string({ error: checkoutMessages.paymentMissing })
  .transform(canonicalPaymentMethod)
  .pipe(z.enum(Object.values(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]], { error: checkoutMessages.paymentMissing }));

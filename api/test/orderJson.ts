// Parts of an order's JSON (contract/checkout/orderJson.ts) that every freshly placed order shares,
// for tests that build an order or check the one the API answered.

/** The delivery of an order that names no method: by post in the Czech Republic at the spec's 75 Kč. */
export const POSTAL_DELIVERY = { method: 'posta', name: 'Česká pošta – na adresu', price: 75 } as const;

/** A just-placed order: nothing paid, sent, delivered or cancelled yet, the shipping price known, by post. */
export const NEW_ORDER_STATE = {
  delivery: POSTAL_DELIVERY,
  shippingToBeInvoiced: false,
  isPaid: false,
  paidAt: null,
  paidBy: null,
  transferMissing: null,
  isSent: false,
  sentAt: null,
  isDelivered: false,
  deliveredAt: null,
  isCancelled: false,
  cancelReason: null,
  cardPaymentFailed: false,
} as const;

/** The billing fields of an address given without company details. */
export const NO_COMPANY_BILLING = {
  billingName: '',
  billingAddress: '',
  billingCity: '',
  billingPostalCode: '',
  billingCountry: '',
  billingICO: '',
} as const;

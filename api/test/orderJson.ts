// Parts of an order's JSON (contract/checkout/orderJson.ts) that every freshly placed order shares,
// for tests that build an order or check the one the API answered.

/** A just-placed order: nothing paid, delivered or cancelled yet, the shipping price known. */
export const NEW_ORDER_STATE = {
  shippingToBeInvoiced: false,
  isPaid: false,
  paidAt: null,
  paidBy: null,
  transferMissing: null,
  isDelivered: false,
  deliveredAt: null,
  isCancelled: false,
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

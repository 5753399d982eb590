// Checkout: the shipping address, payment methods, the price rules of an order and the JSON of an
// order, shared by the server and the PWA so every rule and Czech message is written once.
// Imports only zod; money inside the rules is integer haléře (1 Kč = 100), JSON carries Kč.
import { z } from 'zod';

// ——— country ———

export const CZECH_REPUBLIC = 'Česká republika';
/** The placeholder of the country field; sent unchanged it counts as no country. */
export const COUNTRY_PLACEHOLDER = 'Uvedte stát';

/** Lower case, without diacritics, dots, commas, hyphens and spaces: `Č. R.` → `cr`. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.,\-–_/]+/g, '');

/** Ways people write the Czech Republic in a free-text country field, folded as above. */
const CZECH_SPELLINGS = new Set([
  'cz', 'cze', 'cr', 'cesko', 'ceska', 'ceskarepublika', 'ceskarep', 'ceskarepublica', 'cechy',
  'czech', 'czechia', 'czechrepublic', 'theczechrepublic', 'czechrep', 'czechy', 'czeska', 'czeskarepublika',
  'tschechien', 'tschechischerepublik', 'republiquetcheque', 'repubblicaceca', 'republicacheca',
]);

/**
 * The country as stored: any spelling of the Czech Republic (cz, čr, Czechia, česko, Czech
 * Republic …) becomes 'Česká republika'; another country keeps its text, trimmed; nothing or the
 * placeholder becomes ''.
 */
export function normaliseCountry(input: string | null | undefined): string {
  const text = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!text || folded(text) === folded(COUNTRY_PLACEHOLDER)) return '';
  return CZECH_SPELLINGS.has(folded(text)) ? CZECH_REPUBLIC : text;
}

export const isCzechRepublic = (country: string | null | undefined) => normaliseCountry(country) === CZECH_REPUBLIC;

// ——— postal code and IČO ———

/** A Czech postal code written `11000`, `110 00` or `110  00` as `110 00`; anything else is null. */
export function normaliseCzechPostalCode(input: string): string | null {
  const match = /^(\d{3})\s*(\d{2})$/.exec(input.trim());
  return match ? `${match[1]} ${match[2]}` : null;
}

/**
 * The IČO check digit: the first seven digits weighted 8, 7, … 2; with r = sum mod 11 the eighth
 * digit is 1 when r = 0, 0 when r = 1, otherwise 11 − r.
 */
export function isValidIco(ico: string): boolean {
  if (!/^\d{8}$/.test(ico)) return false;
  const sum = [...ico.slice(0, 7)].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(ico[7]);
}

// ——— shipping address ———

export const checkoutMessages = {
  countryMissing: 'Uvedte prosím stát.',
  nameMissing: 'Zadejte prosím jméno a příjmení.',
  addressMissing: 'Zadejte prosím ulici a číslo domu.',
  cityMissing: 'Zadejte prosím město.',
  postalCodeMissing: 'Zadejte prosím PSČ.',
  postalCodeCzech: 'PSČ v České republice má tvar 123 45.',
  phoneInvalid: 'Telefon může obsahovat jen číslice, mezery, závorky, pomlčky a znaménko +.',
  billingIncomplete: 'Vyplňte prosím celou fakturační adresu (jméno nebo firmu, ulici, město a PSČ).',
  icoDigits: 'IČO má 8 číslic.',
  icoInvalid: 'IČO není platné (nesouhlasí kontrolní číslice).',
  paymentMissing: 'Vyberte prosím způsob platby.',
  cashOnlyInCzechRepublic: 'Platba v hotovosti je možná jen při doručení v České republice.',
  emptyOrder: 'Objednávka neobsahuje žádné produkty',
  duplicateLine: 'Produkt je v objednávce vícekrát; upravte prosím množství v košíku.',
  badProduct: 'Neplatný produkt v objednávce.',
  badQty: 'Množství musí být celé číslo od 1 do 999.',
  badPrice: 'Neplatná cena v objednávce.',
  badIdempotencyKey: 'Neplatný klíč opakování objednávky (Idempotency-Key).',
} as const;

const text = (max: number, tooLong: string, notText = tooLong) => z.string({ error: notText }).trim().max(max, tooLong);
const required = (max: number, missing: string, tooLong: string) => text(max, tooLong, missing).min(1, missing);
const optionalText = (max: number, tooLong: string) => text(max, tooLong).default('');

/** The shipping address form and the `shippingAddress` of an order; outputs every field as a string. */
export const shippingAddressSchema = z
  .object({
    name: required(100, checkoutMessages.nameMissing, 'Jméno může mít nejvýše 100 znaků.'),
    address: required(200, checkoutMessages.addressMissing, 'Adresa může mít nejvýše 200 znaků.'),
    city: required(100, checkoutMessages.cityMissing, 'Město může mít nejvýše 100 znaků.'),
    postalCode: required(20, checkoutMessages.postalCodeMissing, 'PSČ může mít nejvýše 20 znaků.'),
    country: z
      .string({ error: checkoutMessages.countryMissing })
      .max(100, 'Stát může mít nejvýše 100 znaků.')
      .transform(normaliseCountry)
      .refine((country) => country !== '', checkoutMessages.countryMissing),
    phone: optionalText(30, 'Telefon může mít nejvýše 30 znaků.').refine((p) => /^[+\d\s()-]*$/.test(p), checkoutMessages.phoneInvalid),
    note: optionalText(1000, 'Poznámka může mít nejvýše 1000 znaků.'),
    billingName: optionalText(200, 'Fakturační jméno může mít nejvýše 200 znaků.'),
    billingAddress: optionalText(200, 'Fakturační adresa může mít nejvýše 200 znaků.'),
    billingCity: optionalText(100, 'Fakturační město může mít nejvýše 100 znaků.'),
    billingPostalCode: optionalText(20, 'Fakturační PSČ může mít nejvýše 20 znaků.'),
    billingCountry: optionalText(100, 'Fakturační stát může mít nejvýše 100 znaků.').transform(normaliseCountry),
    billingICO: optionalText(20, checkoutMessages.icoDigits).transform((ico) => ico.replace(/\s+/g, '')),
  })
  .superRefine((a, ctx) => {
    if (isCzechRepublic(a.country) && !normaliseCzechPostalCode(a.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: checkoutMessages.postalCodeCzech });
    }
    const billing = [a.billingAddress, a.billingCity, a.billingPostalCode];
    if (billing.some(Boolean) && (!billing.every(Boolean) || !a.billingName)) {
      ctx.addIssue({ code: 'custom', path: ['billingAddress'], message: checkoutMessages.billingIncomplete });
    }
    const billingCountry = a.billingCountry || a.country;
    if (a.billingPostalCode && isCzechRepublic(billingCountry) && !normaliseCzechPostalCode(a.billingPostalCode)) {
      ctx.addIssue({ code: 'custom', path: ['billingPostalCode'], message: checkoutMessages.postalCodeCzech });
    }
    if (a.billingICO && !/^\d{8}$/.test(a.billingICO)) {
      ctx.addIssue({ code: 'custom', path: ['billingICO'], message: checkoutMessages.icoDigits });
    } else if (a.billingICO && !isValidIco(a.billingICO)) {
      ctx.addIssue({ code: 'custom', path: ['billingICO'], message: checkoutMessages.icoInvalid });
    }
  })
  .transform((a) => {
    const billingAddressGiven = Boolean(a.billingAddress);
    return {
      ...a,
      postalCode: normaliseCzechPostalCode(a.postalCode) ?? a.postalCode,
      // A billing address without a country is in the delivery country.
      billingCountry: billingAddressGiven ? a.billingCountry || a.country : a.billingCountry,
      billingPostalCode: normaliseCzechPostalCode(a.billingPostalCode) ?? a.billingPostalCode,
    };
  });

export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** The company details of an address: used for an order only when the customer ticks them for it. */
export const COMPANY_FIELDS = ['billingName', 'billingAddress', 'billingCity', 'billingPostalCode', 'billingCountry', 'billingICO'] as const;
export type CompanyDetails = Pick<ShippingAddress, (typeof COMPANY_FIELDS)[number]>;

/** What belongs to one order only: its note and its company details. */
const ONE_ORDER_FIELDS: readonly string[] = ['note', ...COMPANY_FIELDS];

/** The address a placed order leaves for the next one: the delivery address without the note and company details. */
export function deliveryAddressOnly<A extends object>(address: A): Omit<A, 'note' | (typeof COMPANY_FIELDS)[number]> {
  return Object.fromEntries(Object.entries(address).filter(([field]) => !ONE_ORDER_FIELDS.includes(field))) as Omit<A, 'note' | (typeof COMPANY_FIELDS)[number]>;
}

// ——— payment ———

export const PAYMENT_METHODS = {
  bankTransfer: 'Platba bankovním převodem předem',
  cash: 'Hotovost',
  card: 'Platba kartou (Stripe)',
} as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];

/** The methods a customer may choose for delivery to `country`: cash only in the Czech Republic. */
export const paymentMethodsFor = (country: string): PaymentMethod[] =>
  isCzechRepublic(country)
    ? [PAYMENT_METHODS.bankTransfer, PAYMENT_METHODS.cash, PAYMENT_METHODS.card]
    : [PAYMENT_METHODS.bankTransfer, PAYMENT_METHODS.card];

/** The card method's value in the spec's API (storefront: "Card (Stripe) is also a payment method value"). */
export const SPEC_CARD_METHOD = 'Stripe';

/** A payment method as stored and compared: the spec's 'Stripe' is the card method; anything else is kept as sent. */
export const canonicalPaymentMethod = (method: string): string => (method.trim() === SPEC_CARD_METHOD ? PAYMENT_METHODS.card : method);

const paymentMethodSchema = z
  .string({ error: checkoutMessages.paymentMissing })
  .transform(canonicalPaymentMethod)
  .pipe(z.enum(Object.values(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]], { error: checkoutMessages.paymentMissing }));

// ——— prices ———

/** Postage and packing for delivery in the Czech Republic: a flat 75 Kč (spec, storefront 9). */
export const SHIPPING_CZ_HALERE = 75_00;
/** Days a bank transfer is due in, from the order (the invoice's due date). */
export const PAYMENT_DUE_DAYS = 14;
/** Abroad the postage is not known at checkout; the shop invoices it later (stored as 0). */
export const POSTAGE_TO_BE_INVOICED = 'Bude oznámeno fakturou';

/**
 * VAT on books. Since 1 January 2024 printed books are exempt from Czech VAT with the right to
 * deduct input tax (zákon o DPH, § 71i): the customer pays 0 % VAT, so an order's taxPrice is 0.
 * Kept as a named rule so a change of the law is one line.
 */
export const BOOKS_VAT_PERCENT = 0;
export const VAT_NOTE = 'Knihy jsou osvobozeny od DPH s nárokem na odpočet (0 % DPH).';

export interface PricedLine {
  /** The unit price in haléře: the discounted price when the product has a discount. */
  unitPrice: number;
  qty: number;
}

export interface OrderTotals {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  /** Delivery abroad: the postage is not in the total and is invoiced later. */
  shippingToBeInvoiced: boolean;
}

/** The totals of an order in haléře: items, flat postage in the Czech Republic (0 and invoiced abroad), 0 % VAT. */
export function orderTotals(lines: PricedLine[], country: string): OrderTotals {
  const itemsPrice = lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
  const shippingToBeInvoiced = !isCzechRepublic(country);
  const shippingPrice = shippingToBeInvoiced ? 0 : SHIPPING_CZ_HALERE;
  const taxPrice = Math.round((itemsPrice * BOOKS_VAT_PERCENT) / 100);
  return { itemsPrice, shippingPrice, taxPrice, totalPrice: itemsPrice + shippingPrice + taxPrice, shippingToBeInvoiced };
}

/** The same totals for a cart whose prices are in Kč (as the PWA holds them), answered in Kč. */
export function cartTotalsKc(items: { price: number; qty: number }[], country: string): OrderTotals {
  const t = orderTotals(items.map((i) => ({ unitPrice: Math.round(i.price * 100), qty: i.qty })), country);
  return { ...t, itemsPrice: t.itemsPrice / 100, shippingPrice: t.shippingPrice / 100, taxPrice: t.taxPrice / 100, totalPrice: t.totalPrice / 100 };
}

// ——— the order payload ———

const productId = z.union(
  [z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/).transform(Number)],
  { error: checkoutMessages.badProduct },
);

/** Kč as a number, or as the text `325.00` that older clients send. */
const kc = z.union([z.number().nonnegative().max(100_000_000), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/).transform(Number)], {
  error: checkoutMessages.badPrice,
});

export const idempotencyKeySchema = z.string({ error: checkoutMessages.badIdempotencyKey }).regex(/^[\x21-\x7e]{1,100}$/, checkoutMessages.badIdempotencyKey);

export const orderItemInput = z.object({
  product: productId,
  qty: z.number({ error: checkoutMessages.badQty }).int(checkoutMessages.badQty).min(1, checkoutMessages.badQty).max(999, checkoutMessages.badQty),
  /** The unit price the customer saw, compared with the server's. */
  price: kc.optional(),
  name: z.string().max(300).optional(),
});

/**
 * POST /api/orders. The spec's payload; `user`, `name`, `email`, `qtys` and `discounts` may be
 * sent but are ignored (the server takes them from the token and the database). Every price is
 * optional: given ones are compared with the server's, and a difference answers 409.
 */
export const orderBody = z
  .object({
    orderItems: z.array(orderItemInput, { error: checkoutMessages.emptyOrder }).min(1, checkoutMessages.emptyOrder).max(100, 'Objednávka může mít nejvýše 100 položek.'),
    shippingAddress: shippingAddressSchema,
    paymentMethod: paymentMethodSchema,
    itemsPrice: kc.optional(),
    shippingPrice: kc.optional(),
    taxPrice: kc.optional(),
    totalPrice: kc.optional(),
    idempotencyKey: idempotencyKeySchema.optional(),
    /** Newsletter consent of the order form (pre-ticked); saved to the profile as isSubscribed. */
    isSubscribed: z.boolean().optional(),
    newsletter: z.boolean().optional(),
  })
  .superRefine((order, ctx) => {
    const ids = order.orderItems.map((i) => i.product);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['orderItems'], message: checkoutMessages.duplicateLine });
    if (order.paymentMethod === PAYMENT_METHODS.cash && !isCzechRepublic(order.shippingAddress.country)) {
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: checkoutMessages.cashOnlyInCzechRepublic });
    }
  });

export type OrderInput = z.output<typeof orderBody>;

// ——— answers ———

export interface OrderItemJson {
  name: string;
  qty: number;
  /** Unit price charged, Kč (the discounted price when there was a discount). */
  price: number;
  image: string;
  /** The product's id; null once the product was deleted from the catalogue. */
  product: number | null;
  /** Discount percent applied to this line. */
  discount: number;
}

export interface ShippingAddressJson {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  note: string;
  billingName: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingCountry: string;
  billingICO: string;
}

export interface OrderJson {
  _id: number;
  /** Unique, increasing, at most 10 digits: also the invoice number and the variable symbol. */
  orderNumber: number;
  createdAt: string;
  totalPrice: number;
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  /** Delivery abroad: shippingPrice is 0 and the postage is 'Bude oznámeno fakturou'. */
  shippingToBeInvoiced: boolean;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  isCancelled: boolean;
  paymentMethod: string;
  name: string;
  email: string;
  user: { _id: number; name: string; email: string } | null;
  orderItems: OrderItemJson[];
  discounts: { product: number | null; discount: number }[];
  qtys: { product: number | null; qty: number }[];
  shippingAddress: ShippingAddressJson;
  /** The mails of the order, for staff only. */
  mails?: OrderMailJson[];
}

/** A mail of an order as staff see it: a failed one can be queued again. */
export interface OrderMailJson {
  _id: number;
  to: string;
  subject: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** 409 when a price changed since the cart was filled: the new unit prices and totals, in Kč. */
export interface PriceChangesJson {
  message: string;
  changes: { product: number; name: string; price: number }[];
  totals: { itemsPrice: number; shippingPrice: number; taxPrice: number; totalPrice: number; shippingToBeInvoiced: boolean };
}

/** 409 when there is not enough stock (or a product is no longer sold). */
export interface StockShortageJson {
  message: string;
  shortages: { product: number; name: string; countInStock: number }[];
}

/** GET /api/orders/{id}/payment-qr: QR Platba of an unpaid bank-transfer order. */
export interface PaymentQrJson {
  spayd: string;
  iban: string;
  amount: number;
  variableSymbol: string;
  message: string;
  /** The QR code as an SVG document. */
  svg: string;
}

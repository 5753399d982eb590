// Where an order goes: the country, Czech postal codes and IČO, the shipping address form and the
// company details an order may carry.
import { z } from 'zod';
import { personName } from '../personName';
import { checkoutMessages } from './messages';

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
  'cz',
  'cze',
  'cr',
  'cesko',
  'ceska',
  'ceskarepublika',
  'ceskarep',
  'ceskarepublica',
  'cechy',
  'czech',
  'czechia',
  'czechrepublic',
  'theczechrepublic',
  'czechrep',
  'czechy',
  'czeska',
  'czeskarepublika',
  'tschechien',
  'tschechischerepublik',
  'republiquetcheque',
  'repubblicaceca',
  'republicacheca',
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

const text = (max: number, tooLong: string, notText = tooLong) => z.string({ error: notText }).trim().max(max, tooLong);
const required = (max: number, missing: string, tooLong: string) => text(max, tooLong, missing).min(1, missing);
const optionalText = (max: number, tooLong: string) => text(max, tooLong).default('');

const addressFields = z.object({
  name: personName({ missing: checkoutMessages.nameMissing, tooLong: 'Jméno může mít nejvýše 100 znaků.' }),
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
});

/** Every field of an address, from its schema: a list of them is never written out by hand. */
export const ADDRESS_FIELDS = addressFields.keyof().options;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The shipping address form and the `shippingAddress` of an order; outputs every field as a string. */
export const shippingAddressSchema = addressFields
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
type CompanyField = Extract<AddressField, `billing${string}`>;
export const COMPANY_FIELDS = ADDRESS_FIELDS.filter((field): field is CompanyField => field.startsWith('billing'));
export type CompanyDetails = Pick<ShippingAddress, CompanyField>;

/** What belongs to one order only: its note and its company details. */
const ONE_ORDER_FIELDS: readonly string[] = ['note', ...COMPANY_FIELDS];

/** The address a placed order leaves for the next one: the delivery address without the note and company details. */
export function deliveryAddressOnly<A extends object>(address: A): Omit<A, 'note' | CompanyField> {
  return Object.fromEntries(Object.entries(address).filter(([field]) => !ONE_ORDER_FIELDS.includes(field))) as Omit<A, 'note' | CompanyField>;
}

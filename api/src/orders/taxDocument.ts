// What the accountant's documents say of an order: its invoice, or the credit note that corrects it
// once the order is cancelled. The invoice PDF, ISDOC, the Pohoda export and the CSV all read an
// order's lines, parties and totals here, so they never disagree.
import { createHash } from 'node:crypto';
import { isCzechRepublic } from '@contract/checkout/address';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { BOOKS_VAT_PERCENT, PAYMENT_DUE_DAYS } from '@contract/checkout/pricing';
import { toHalere } from '@contract/money';

/** A credit note as its documents print it (credit_notes, migration 0020). */
export interface CreditNoteFacts {
  /** D2026000001: its own series. */
  number: string;
  createdAt: string;
  reason: string | null;
}

export interface TaxDocument {
  order: OrderJson;
  /** Present on a credit note, which corrects the order's invoice to nothing. */
  creditNote?: CreditNoteFacts;
}

/** An invoice's number is its order's number (orders.ts, nextOrderNumber). */
export const invoiceNumberOf = (order: OrderJson) => String(order.orderNumber);
export const documentNumberOf = (doc: TaxDocument) => doc.creditNote?.number ?? invoiceNumberOf(doc.order);
/** The day a document is issued, which is also its day of the taxable supply. */
export const issuedAtOf = (doc: TaxDocument) => doc.creditNote?.createdAt ?? doc.order.createdAt;
/** When a bank transfer is due: PAYMENT_DUE_DAYS after the order. */
export const paymentDueAt = (order: OrderJson) => new Date(Date.parse(order.createdAt) + PAYMENT_DUE_DAYS * 24 * 3600 * 1000);
/** A credit note's amounts are the invoice's, negative. */
const signOf = (doc: TaxDocument) => (doc.creditNote ? -1 : 1);

export interface DocumentLine {
  name: string;
  /** Copies (or 1 for the postage); negative on a credit note. */
  qty: number;
  /** The unit price charged, haléře (the discounted price when there was a discount). */
  unitPrice: number;
  /** The discount percent the unit price already has. */
  discount: number;
  vatPercent: number;
  /** Haléře without VAT, the VAT, and with it; negative on a credit note. */
  net: number;
  vat: number;
  gross: number;
  /** The product's id; null for the postage and a deleted product. */
  product: number | null;
}

function line(name: string, qty: number, unitPrice: number, discount: number, product: number | null): DocumentLine {
  const net = qty * unitPrice;
  const vat = Math.round((net * BOOKS_VAT_PERCENT) / 100) + 0; // + 0: a credit note's 0 % VAT is 0, not −0
  return { name, qty, unitPrice, discount, vatPercent: BOOKS_VAT_PERCENT, net, vat, gross: net + vat, product };
}

/**
 * The document's lines as the invoice PDF prints them: each item at the price charged with its
 * discount, then the postage as an item of its own ('Doprava'), at the books' VAT rate (the postage
 * follows the books it carries). Abroad the postage is invoiced later, so it is no line here.
 */
export function documentLines(doc: TaxDocument): DocumentLine[] {
  const { order } = doc;
  const sign = signOf(doc);
  const items = order.orderItems.map((item) => line(item.name, sign * item.qty, toHalere(item.price), item.discount, item.product));
  if (order.shippingToBeInvoiced) return items;
  return [...items, line(POSTAGE_LINE, sign, toHalere(order.shippingPrice), 0, null)];
}

export const POSTAGE_LINE = 'Doprava';

export interface DocumentTotals {
  net: number;
  vat: number;
  gross: number;
  /** Per VAT rate, for the recapitulation. */
  byRate: { vatPercent: number; net: number; vat: number; gross: number }[];
}

/** The sums of the lines, haléře, in all and per VAT rate. */
export function documentTotals(lines: DocumentLine[]): DocumentTotals {
  const byRate = new Map<number, { vatPercent: number; net: number; vat: number; gross: number }>();
  for (const l of lines) {
    const rate = byRate.get(l.vatPercent) ?? { vatPercent: l.vatPercent, net: 0, vat: 0, gross: 0 };
    byRate.set(l.vatPercent, { ...rate, net: rate.net + l.net, vat: rate.vat + l.vat, gross: rate.gross + l.gross });
  }
  const sum = (key: 'net' | 'vat' | 'gross') => lines.reduce((total, l) => total + l[key], 0);
  return { net: sum('net'), vat: sum('vat'), gross: sum('gross'), byRate: [...byRate.values()] };
}

export type PaymentKind = 'transfer' | 'card' | 'cash' | 'cashOnDelivery';

/** How the order is paid, as the accounting formats tell it: cash is on delivery unless the customer picks the order up. */
export function paymentKindOf(order: OrderJson): PaymentKind {
  if (order.paymentMethod === PAYMENT_METHODS.card) return 'card';
  if (order.paymentMethod === PAYMENT_METHODS.cash) return order.delivery.method === 'osobni' ? 'cash' : 'cashOnDelivery';
  return 'transfer';
}

export interface PartyAddress {
  name: string;
  /** The street line as typed: 'Dlouhá 12'. */
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

/** Who is invoiced: the company details the customer gave for the order, or the delivery address. */
export function billingOf(order: OrderJson): PartyAddress & { ico: string; isCompany: boolean } {
  const a = order.shippingAddress;
  const isCompany = Boolean(a.billingName || a.billingICO);
  const delivery = { name: a.name, address: a.address, postalCode: a.postalCode, city: a.city, country: a.country };
  if (!isCompany) return { ...delivery, ico: '', isCompany };
  const name = a.billingName || a.name;
  const address = a.billingAddress
    ? { name, address: a.billingAddress, postalCode: a.billingPostalCode, city: a.billingCity, country: a.billingCountry || a.country }
    : { ...delivery, name };
  return { ...address, ico: a.billingICO, isCompany };
}

/** Where the order goes. */
export function deliveryOf(order: OrderJson): PartyAddress {
  const a = order.shippingAddress;
  return { name: a.name, address: a.address, postalCode: a.postalCode, city: a.city, country: a.country };
}

/** 'Dlouhá 12' → 'Dlouhá' and '12'; 'Ukázková 123/4a' → 'Ukázková' and '123/4a'; a line without a house number is all street. */
export function streetAndNumber(line: string): { street: string; number: string } {
  const match = /^(.*\S)\s+(\d[\p{L}\d/-]*)$/u.exec(line.trim());
  return match ? { street: match[1]!, number: match[2]! } : { street: line.trim(), number: '' };
}

/** '110 00 Praha 1' → '110 00' and 'Praha 1' (the seller's second address line). */
export function postalCodeAndCity(line: string): { postalCode: string; city: string } {
  const match = /^(\d{3}\s?\d{2})\s+(.+)$/.exec(line.trim());
  return match ? { postalCode: match[1]!, city: match[2]! } : { postalCode: '', city: line.trim() };
}

/** The country's ISO code where the shop knows it: CZ; another country is named as the customer typed it. */
export const countryCodeOf = (country: string) => (isCzechRepublic(country) ? 'CZ' : '');

/**
 * The document's UUID, the same every time it is exported (importers recognise a document they
 * have by it): a name-based UUID (version 5 layout) of the seller's IČO and the document's number.
 */
export function documentUuid(sellerIco: string, number: string): string {
  const hex = createHash('sha1').update(`slovo-zivota:${sellerIco}:${number}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Haléře as a decimal number of Kč with two places, as XML writes amounts: -24495 → '-244.95'. */
export const decimalKc = (halere: number) => (halere / 100).toFixed(2);

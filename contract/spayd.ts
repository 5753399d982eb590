// QR Platba: the Short Payment Descriptor (SPAYD) that Czech banking apps read from a QR code.
// Pure and free of Node imports: the server puts it on the invoice, the PWA on the order page.
import { withoutDiacritics } from './searchFolding';

export interface SpaydPayment {
  /** The payee's account as IBAN; spaces are allowed and removed. */
  iban: string;
  /** The amount in haléře (integer). */
  amountHalere: number;
  /** The variable symbol: 1 to 10 digits (the order number). */
  variableSymbol: string | number;
  /** The message for the payee; made ASCII-safe and cut to 60 characters. */
  message?: string;
}

const MSG_MAX = 60;

/** An IBAN without spaces, upper-cased. */
export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** CZ65 0800 0000 1920 0014 5399: an IBAN in groups of four, as banks print it. */
export const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A Czech IBAN as the domestic account number Czechs type by hand: CZ65 0800 0000 1920 0014 5399 →
 * 19-2000145399/0800 (the BBAN is the bank code, a 6-digit prefix and a 10-digit number, each
 * written without its leading zeros, the prefix left out when it is 0). null for any other IBAN.
 */
export function domesticAccountOf(iban: string): string | null {
  const parts = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(compactIban(iban));
  if (!parts) return null;
  const [, bank, prefix, number] = parts;
  const unpadded = (digits: string) => digits.replace(/^0+/, '');
  return `${unpadded(prefix!) ? `${unpadded(prefix!)}-` : ''}${unpadded(number!)}/${bank}`;
}

/** The IBAN check (ISO 13616): country, two check digits, BBAN; the rearranged number mod 97 is 1. */
export function isValidIban(input: string): boolean {
  const iban = compactIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/**
 * Text a SPAYD value may carry and every bank reads: Czech letters without their diacritics
 * (`Objednávka` → `Objednavka`), printable ASCII only, never `*` (the field separator), at most 60 characters.
 */
export function spaydSafeText(text: string, max = MSG_MAX): string {
  return withoutDiacritics(text)
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * `SPD*1.0*ACC:{IBAN}*AM:{amount}*CC:CZK*X-VS:{vs}*MSG:{text}` (SPAYD 1.0: the header, then
 * key:value pairs each after one `*`, none after the last); throws on a bad IBAN, amount or symbol.
 */
export function buildSpayd({ iban, amountHalere, variableSymbol, message }: SpaydPayment): string {
  const account = compactIban(iban);
  if (!isValidIban(account)) throw new Error(`Invalid IBAN for QR Platba: ${account}`);
  if (!Number.isInteger(amountHalere) || amountHalere <= 0 || amountHalere > 9_999_999_99) {
    throw new Error(`Invalid amount for QR Platba: ${amountHalere} haléřů`);
  }
  const vs = String(variableSymbol);
  if (!/^\d{1,10}$/.test(vs)) throw new Error(`Invalid variable symbol for QR Platba: ${vs}`);
  const fields = [`ACC:${account}`, `AM:${(amountHalere / 100).toFixed(2)}`, 'CC:CZK', `X-VS:${vs}`];
  const msg = message ? spaydSafeText(message) : '';
  if (msg) fields.push(`MSG:${msg}`);
  return ['SPD', '1.0', ...fields].join('*');
}

/** The payment message of an order: `Objednavka 2026000123`. */
export const orderPaymentMessage = (orderNumber: number) => `Objednavka ${orderNumber}`;

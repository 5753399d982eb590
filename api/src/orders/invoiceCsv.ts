// A period's invoices and credit notes as CSV for Czech Excel: UTF-8 with a byte order mark (so
// Excel reads the diacritics), `;` between fields, decimal commas, dates as Excel reads them in
// Czech, one row per document, written a document at a time.
import { pragueDay } from '@contract/pragueDays';
import { billingOf, documentLines, documentNumberOf, documentTotals, invoiceNumberOf, issuedAtOf, type TaxDocument } from './taxDocument';

export const INVOICE_CSV_COLUMNS = [
  'Druh dokladu',
  'Číslo dokladu',
  'Datum vystavení',
  'Datum zdanitelného plnění',
  'Číslo objednávky',
  'Opravuje fakturu',
  'Odběratel',
  'IČO',
  'E-mail',
  'Způsob platby',
  'Zaplaceno',
  'Bez DPH',
  'DPH',
  'Celkem',
  'Důvod opravy',
] as const;

/**
 * A field as Excel reads it: quoted when it holds `;`, a quote or a line break; text that Excel would
 * take for a formula (=, +, -, @ first) gets an apostrophe first, so a customer's name never runs.
 */
function field(value: string | number): string {
  if (typeof value === 'number') return (value / 100).toFixed(2).replace('.', ',');
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 2026-11-24 → 24.11.2026, as Czech Excel reads a date. */
const excelDate = (at: string) => pragueDay(at).split('-').reverse().join('.');

function row(doc: TaxDocument): string {
  const { order, creditNote } = doc;
  const totals = documentTotals(documentLines(doc));
  const billing = billingOf(order);
  const issued = excelDate(issuedAtOf(doc));
  return [
    field(creditNote ? 'Opravný daňový doklad' : 'Faktura'),
    field(documentNumberOf(doc)),
    issued,
    issued,
    field(String(order.orderNumber)),
    field(creditNote ? invoiceNumberOf(order) : ''),
    field(billing.name),
    field(billing.ico),
    field(order.email),
    field(order.paymentMethod),
    field(order.isPaid ? 'ano' : 'ne'),
    field(totals.net),
    field(totals.vat),
    field(totals.gross),
    field(creditNote?.reason ?? ''),
  ].join(';');
}

/** The CSV's bytes: the byte order mark and the header, then a row per document. */
export async function* invoiceCsv(documents: AsyncIterable<TaxDocument>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(`\uFEFF${INVOICE_CSV_COLUMNS.join(';')}\r\n`);
  for await (const doc of documents) yield encoder.encode(`${row(doc)}\r\n`);
}

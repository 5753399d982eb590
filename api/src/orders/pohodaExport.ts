// A period's issued invoices and credit notes for Stormware Pohoda: an XML `dataPack` (version 2.0)
// of `inv:invoice` items, windows-1250 encoded as Pohoda expects, written a document at a time.
// Pohoda cuts texts to its field lengths itself with a warning; they are cut here instead.
import { pragueDay } from '@contract/pragueDays';
import iconv from 'iconv-lite';
import type { AccountingPeriod } from '@contract/admin/accounting';
import type { Seller } from '../config';
import { type XmlContent, xmlElements } from '../catalogue/xmlDocument';
import {
  billingOf,
  countryCodeOf,
  decimalKc,
  documentLines,
  documentNumberOf,
  documentTotals,
  invoiceNumberOf,
  issuedAtOf,
  type PaymentKind,
  paymentDueAt,
  paymentKindOf,
  type TaxDocument,
} from './taxDocument';

const NAMESPACES = {
  '@xmlns:dat': 'http://www.stormware.cz/schema/version_2/data.xsd',
  '@xmlns:inv': 'http://www.stormware.cz/schema/version_2/invoice.xsd',
  '@xmlns:typ': 'http://www.stormware.cz/schema/version_2/type.xsd',
};

/** Pohoda's name of each way to pay (typ:paymentType). */
const PAYMENT_TYPE: Record<PaymentKind, string> = { transfer: 'draft', card: 'creditcard', cash: 'cash', cashOnDelivery: 'delivery' };
/** Pohoda's VAT rates by percent (inv:rateVAT) and the summary's prices of each. */
const RATE: Record<number, { rate: string; price: string; vat?: string; sum?: string }> = {
  0: { rate: 'none', price: 'priceNone' },
  12: { rate: 'low', price: 'priceLow', vat: 'priceLowVAT', sum: 'priceLowSum' },
  21: { rate: 'high', price: 'priceHigh', vat: 'priceHighVAT', sum: 'priceHighSum' },
};

const rateOf = (percent: number) => {
  const rate = RATE[percent];
  if (!rate) throw new Error(`Pohoda nezná sazbu DPH ${percent} %.`);
  return rate;
};

const cut = (text: string, max: number) => text.slice(0, max);

/** Characters Pohoda's windows-1250 can hold beyond ASCII; any other is written as an XML character reference. */
const WINDOWS_1250 = new Set(iconv.decode(Buffer.from(Array.from({ length: 128 }, (_, i) => 128 + i)), 'win1250'));
const inWindows1250 = (xml: string) =>
  iconv.encode(
    xml.replace(/[\u0080-\u{10ffff}]/gu, (ch) => (WINDOWS_1250.has(ch) ? ch : `&#${ch.codePointAt(0)};`)),
    'win1250',
  );

function invoiceItem(doc: TaxDocument): XmlContent[] {
  return documentLines(doc).map((l) => ({
    'inv:text': cut(l.name, 90),
    'inv:quantity': String(l.qty),
    'inv:unit': 'ks',
    'inv:payVAT': 'false',
    'inv:rateVAT': rateOf(l.vatPercent).rate,
    'inv:homeCurrency': {
      'typ:unitPrice': decimalKc(l.unitPrice),
      'typ:price': decimalKc(l.net),
      'typ:priceVAT': decimalKc(l.vat),
      'typ:priceSum': decimalKc(l.gross),
    },
    ...(l.discount > 0 && { 'inv:note': `Sleva ${l.discount} %` }),
  }));
}

function invoice(doc: TaxDocument, seller: Seller): XmlContent {
  const { order, creditNote } = doc;
  const billing = billingOf(order);
  const a = order.shippingAddress;
  const issued = pragueDay(issuedAtOf(doc));
  const kind = paymentKindOf(order);
  const totals = documentTotals(documentLines(doc));
  const summary: Record<string, string> = {};
  for (const rate of totals.byRate) {
    const names = rateOf(rate.vatPercent);
    summary[`typ:${names.price}`] = decimalKc(rate.net);
    if (names.vat) summary[`typ:${names.vat}`] = decimalKc(rate.vat);
    if (names.sum) summary[`typ:${names.sum}`] = decimalKc(rate.gross);
  }
  return {
    'dat:dataPackItem': {
      '@version': '2.0',
      '@id': documentNumberOf(doc),
      'inv:invoice': {
        '@version': '2.0',
        'inv:invoiceHeader': {
          'inv:invoiceType': creditNote ? 'issuedCreditNotice' : 'issuedInvoice',
          'inv:number': { 'typ:numberRequested': documentNumberOf(doc) },
          'inv:symVar': invoiceNumberOf(order),
          ...(creditNote && { 'inv:originalDocument': invoiceNumberOf(order) }),
          'inv:date': issued,
          'inv:dateTax': issued,
          'inv:dateAccounting': issued,
          ...(!creditNote && kind === 'transfer' && { 'inv:dateDue': pragueDay(paymentDueAt(order)) }),
          'inv:classificationVAT': { 'typ:classificationVATType': seller.dic ? 'inland' : 'nonSubsume' },
          'inv:text': cut(
            creditNote
              ? `Opravný daňový doklad k faktuře č. ${invoiceNumberOf(order)}: zrušení objednávky${creditNote.reason ? ` (${creditNote.reason})` : ''}`
              : `Faktura za objednávku č. ${order.orderNumber} z e-shopu`,
            240,
          ),
          'inv:partnerIdentity': {
            'typ:address': {
              ...(billing.isCompany && { 'typ:company': cut(billing.name, 255) }),
              'typ:name': cut(billing.isCompany ? a.name : billing.name, 32),
              'typ:city': cut(billing.city, 45),
              'typ:street': cut(billing.address, 45),
              'typ:zip': cut(billing.postalCode, 15),
              ...(billing.ico && { 'typ:ico': billing.ico }),
              ...(countryCodeOf(billing.country) && { 'typ:country': { 'typ:ids': countryCodeOf(billing.country) } }),
              ...(a.phone && { 'typ:phone': cut(a.phone, 40) }),
              'typ:email': cut(order.email, 98),
            },
          },
          'inv:numberOrder': String(order.orderNumber),
          'inv:dateOrder': pragueDay(order.createdAt),
          'inv:paymentType': { 'typ:paymentType': PAYMENT_TYPE[kind] },
        },
        'inv:invoiceDetail': { 'inv:invoiceItem': invoiceItem(doc) },
        'inv:invoiceSummary': { 'inv:roundingDocument': 'none', 'inv:roundingVAT': 'none', 'inv:homeCurrency': summary },
      },
    },
  };
}

/** Where the documents go in the built dataPack: an element, which no escaped attribute value can contain. */
const DOCUMENTS = 'documents-go-here';

/** The dataPack's bytes in windows-1250: its opening, each document's item, its end. */
export async function* pohodaExport(documents: AsyncIterable<TaxDocument>, seller: Seller, period: AccountingPeriod): AsyncGenerator<Uint8Array> {
  const dataPack = {
    ...NAMESPACES,
    '@version': '2.0',
    '@id': `eshop-${period.from}-${period.to}`,
    '@ico': seller.ico,
    '@application': cut(`${seller.name} – e-shop`, 64),
    '@note': `Vydané faktury a opravné doklady ${period.from} až ${period.to}`,
    [DOCUMENTS]: '',
  };
  const [opening = '', closing = ''] = xmlElements({ 'dat:dataPack': dataPack }).split(`<${DOCUMENTS}/>`);
  yield inWindows1250(`<?xml version="1.0" encoding="Windows-1250"?>\n${opening.trimEnd()}\n`);
  for await (const doc of documents) yield inWindows1250(xmlElements(invoice(doc, seller)));
  yield inWindows1250(`${closing.trim()}\n`);
}

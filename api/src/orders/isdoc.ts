// ISDOC 6.0.2, the Czech e-invoice that Pohoda, Money S3, ABRA and iDoklad import: the invoice of an
// order, or the credit note correcting it. Built as content for fast-xml-parser's builder, which
// escapes whatever a customer typed; valid against the official schema (isdoc.api.test.ts runs xmllint).
import { pragueDay } from '@contract/pragueDays';
import type { Seller } from '../config';
import type { OrderJson } from '@contract/checkout/orderJson';
import { VAT_EXEMPTION_PROVISION } from '@contract/checkout/pricing';
import { compactIban, domesticAccountOf } from '@contract/spayd';
import { type XmlContent, xmlDocument } from '../catalogue/xmlDocument';
import {
  billingOf,
  countryCodeOf,
  decimalKc,
  deliveryOf,
  type DocumentLine,
  documentLines,
  documentNumberOf,
  documentTotals,
  documentUuid,
  invoiceNumberOf,
  issuedAtOf,
  type PartyAddress,
  paymentDueAt,
  type PaymentKind,
  paymentKindOf,
  postalCodeAndCity,
  streetAndNumber,
  type TaxDocument,
} from './taxDocument';

const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013';
/** ISDOC's DocumentType: 1 an invoice (daňový doklad), 2 a credit note (opravný daňový doklad, dobropis). */
const DOCUMENT_TYPE = { invoice: 1, creditNote: 2 } as const;
/** ISDOC's PaymentMeansCode (UN/ECE 4461) of each way to pay. */
const PAYMENT_CODE: Record<PaymentKind, number> = { cash: 10, transfer: 42, card: 48, cashOnDelivery: 50 };

interface Party {
  address: PartyAddress;
  ico?: string;
  dic?: string;
  email?: string;
  phone?: string;
}

function party({ address, ico = '', dic = '', email = '', phone = '' }: Party): XmlContent {
  const { street, number } = streetAndNumber(address.address);
  return {
    PartyIdentification: { ID: ico },
    PartyName: { Name: address.name },
    PostalAddress: {
      StreetName: street,
      BuildingNumber: number,
      CityName: address.city,
      PostalZone: address.postalCode,
      Country: { IdentificationCode: countryCodeOf(address.country), Name: address.country },
    },
    ...(dic ? { PartyTaxScheme: { CompanyID: dic, TaxScheme: 'VAT' } } : {}),
    ...(email || phone ? { Contact: { ...(phone ? { Telephone: phone } : {}), ...(email ? { ElectronicMail: email } : {}) } } : {}),
  };
}

function sellerParty(seller: Seller): XmlContent {
  const [street = '', town = ''] = seller.address;
  const { postalCode, city } = postalCodeAndCity(town);
  return party({
    address: { name: seller.name, address: street, postalCode, city, country: 'Česká republika' },
    ico: seller.ico,
    dic: seller.dic,
    email: seller.email,
  });
}

function invoiceLine(l: DocumentLine, index: number, vatPayer: boolean): XmlContent {
  return {
    ID: String(index + 1),
    InvoicedQuantity: { '@unitCode': 'ks', '#': String(l.qty) },
    LineExtensionAmount: decimalKc(l.net),
    LineExtensionAmountTaxInclusive: decimalKc(l.gross),
    LineExtensionTaxAmount: decimalKc(l.vat),
    UnitPrice: decimalKc(l.unitPrice),
    UnitPriceTaxInclusive: decimalKc(l.unitPrice + Math.round((l.unitPrice * l.vatPercent) / 100)),
    ClassifiedTaxCategory: { Percent: String(l.vatPercent), VATCalculationMethod: '0' },
    ...(l.discount > 0 && { Note: `Sleva ${l.discount} %` }),
    ...(vatPayer && l.vatPercent === 0 && { VATNote: VAT_EXEMPTION_PROVISION }),
    Item: { Description: l.name, ...(l.product !== null && { SellersItemIdentification: { ID: String(l.product) } }) },
  };
}

/** How the order is paid: a transfer to the seller's account with the variable symbol and due date, a card, cash on pickup or on delivery. */
function paymentMeans(order: OrderJson, seller: Seller, payable: number): XmlContent {
  const kind = paymentKindOf(order);
  const payment = (details?: XmlContent) => ({
    Payment: { PaidAmount: decimalKc(payable), PaymentMeansCode: String(PAYMENT_CODE[kind]), ...(details && { Details: details }) },
  });
  if (kind !== 'transfer') return payment();
  const [account = '', bankCode = ''] = (domesticAccountOf(seller.iban) ?? '').split('/');
  return payment({
    PaymentDueDate: pragueDay(paymentDueAt(order)),
    ID: account,
    BankCode: bankCode,
    Name: seller.name,
    IBAN: compactIban(seller.iban),
    BIC: '',
    VariableSymbol: invoiceNumberOf(order),
  });
}

/** The ISDOC 6.0.2 XML of an order's invoice or of its credit note, issued by `seller`. */
export function isdocOf(doc: TaxDocument, seller: Seller): string {
  const { order, creditNote } = doc;
  const lines = documentLines(doc);
  const totals = documentTotals(lines);
  const vatPayer = seller.dic !== '';
  const issued = pragueDay(issuedAtOf(doc));
  const billing = billingOf(order);
  const a = order.shippingAddress;
  const zero = decimalKc(0);
  const reason =
    creditNote && `Opravný daňový doklad k faktuře č. ${invoiceNumberOf(order)}: zrušení objednávky${creditNote.reason ? ` (${creditNote.reason})` : ''}.`;
  return xmlDocument({
    Invoice: {
      '@xmlns': ISDOC_NAMESPACE,
      '@version': '6.0.2',
      DocumentType: String(creditNote ? DOCUMENT_TYPE.creditNote : DOCUMENT_TYPE.invoice),
      ID: documentNumberOf(doc),
      UUID: documentUuid(seller.ico, documentNumberOf(doc)),
      IssuingSystem: `${seller.name} – e-shop`,
      IssueDate: issued,
      TaxPointDate: issued,
      VATApplicable: String(vatPayer),
      ElectronicPossibilityAgreementReference: '',
      Note: reason ?? `Objednávka č. ${order.orderNumber}`,
      LocalCurrencyCode: 'CZK',
      CurrRate: '1',
      RefCurrRate: '1',
      AccountingSupplierParty: { Party: sellerParty(seller) },
      AccountingCustomerParty: { Party: party({ address: billing, ico: billing.ico, email: order.email, phone: a.phone }) },
      OrderReferences: { OrderReference: { '@id': 'objednavka', SalesOrderID: String(order.orderNumber), IssueDate: pragueDay(order.createdAt) } },
      ...(creditNote && {
        OriginalDocumentReferences: {
          OriginalDocumentReference: {
            '@id': 'faktura',
            ID: invoiceNumberOf(order),
            IssueDate: pragueDay(order.createdAt),
            UUID: documentUuid(seller.ico, invoiceNumberOf(order)),
          },
        },
      }),
      Delivery: { Party: party({ address: deliveryOf(order), phone: a.phone }) },
      InvoiceLines: { InvoiceLine: lines.map((l, i) => invoiceLine(l, i, vatPayer)) },
      TaxTotal: {
        TaxSubTotal: totals.byRate.map((rate) => ({
          TaxableAmount: decimalKc(rate.net),
          TaxAmount: decimalKc(rate.vat),
          TaxInclusiveAmount: decimalKc(rate.gross),
          AlreadyClaimedTaxableAmount: zero,
          AlreadyClaimedTaxAmount: zero,
          AlreadyClaimedTaxInclusiveAmount: zero,
          DifferenceTaxableAmount: decimalKc(rate.net),
          DifferenceTaxAmount: decimalKc(rate.vat),
          DifferenceTaxInclusiveAmount: decimalKc(rate.gross),
          TaxCategory: { Percent: String(rate.vatPercent) },
        })),
        TaxAmount: decimalKc(totals.vat),
      },
      LegalMonetaryTotal: {
        TaxExclusiveAmount: decimalKc(totals.net),
        TaxInclusiveAmount: decimalKc(totals.gross),
        AlreadyClaimedTaxExclusiveAmount: zero,
        AlreadyClaimedTaxInclusiveAmount: zero,
        DifferenceTaxExclusiveAmount: decimalKc(totals.net),
        DifferenceTaxInclusiveAmount: decimalKc(totals.gross),
        // Every amount is whole haléře, paid exactly by transfer and card; cash is rounded to whole crowns at the till, not on the invoice.
        PayableRoundingAmount: zero,
        PaidDepositsAmount: zero,
        PayableAmount: decimalKc(totals.gross),
      },
      // A credit note asks for no payment: what was paid is returned.
      ...(!creditNote && { PaymentMeans: paymentMeans(order, seller, totals.gross) }),
    },
  });
}

/** The file name of a document's ISDOC: faktura-2026000001.isdoc, dobropis-D2026000001.isdoc. */
export const isdocFileName = (doc: TaxDocument) => `${doc.creditNote ? 'dobropis' : 'faktura'}-${documentNumberOf(doc)}.isdoc`;

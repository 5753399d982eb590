// The books for the accountant (issue 31) over HTTP: each invoice as ISDOC 6.0.2, validated by
// xmllint against the official schema; the credit note of a cancelled order, mailed through a real
// SMTP server on 127.0.0.1 with its PDF and ISDOC; a period's Pohoda XML, ISDOC ZIP and CSV, read
// back to the invoices' totals; and who may read any of it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { createSession } from '../accounts/sessions';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { pdfLines } from '../../test/pdfText';
import { queuedMails } from '../../test/queuedMails';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { insertUser } from '../../test/tempDb';
import { call, startTestServer, testClock, type TestServer, withJson, withToken } from '../../test/testServer';

const XSD = resolve('api/test/isdoc-6.0.2/isdoc-invoice-6.0.2.xsd');
const run = promisify(execFile);

let smtp: SmtpStandIn;
let server: TestServer;
let dir: string;
let marta: Customer;
let jan: Customer;
let admin: Customer;
let assistant: string;
const ids = { zivot: 0, ekonomie: 0 };
// The last days of November in Prague; the period exported is the month.
const clock = testClock(new Date('2026-11-20T09:00:00Z'));

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, now: clock.now });
  dir = mkdtempSync(join(tmpdir(), 'isdoc-'));
  ids.zivot = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 50 });
  // 199,90 Kč − 15 % = 169,915 → rounded up to the next 0,05 Kč: 169,95 Kč.
  ids.ekonomie = await insertProduct(server.db, { name: 'Boží ekonomie <&> "výběr"', price: 199_90, discount: 15, count_in_stock: 50 });
  const now = clock.now();
  marta = await signedInCustomer(server.db, 'Marta Nováková', 'marta@example.cz', { now });
  jan = await signedInCustomer(server.db, 'Jan Svoboda', 'jan@example.cz', { now });
  admin = await signedInCustomer(server.db, 'Správce Obchodu', 'spravce@example.cz', { isAdmin: true, now });
  const assistantId = await insertUser(server.db, { name: 'Asistentka', email: 'asistentka@example.cz', is_registered: 1, is_assistant: 1 });
  assistant = await createSession(server.db, assistantId, now);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

const privateAddress = {
  name: 'Marta Nováková',
  address: 'Dlouhá 12',
  city: 'Praha',
  postalCode: '110 00',
  country: 'Česká republika',
  phone: '+420 601 234 567',
};
const companyAddress = {
  ...privateAddress,
  billingName: 'Sbor Kristův, z. s.',
  billingAddress: 'Nádražní 5',
  billingCity: 'Brno',
  billingPostalCode: '602 00',
  billingICO: '12345679',
};

async function placeOrder(customer: Customer, body: object): Promise<OrderJson> {
  clock.advance(60_000);
  const { status, body: order } = await call<OrderJson>(server, '/api/orders', withJson('POST', body, customer.token));
  expect(status).toBe(201);
  return order;
}

const order = (extra: object = {}) => ({
  orderItems: [{ product: ids.zivot, qty: 2 }],
  shippingAddress: privateAddress,
  paymentMethod: PAYMENT_METHODS.bankTransfer,
  ...extra,
});

/** GET a path as `token`, with the answer's bytes. */
async function download(path: string, token?: string) {
  const response = await fetch(server.url + path, token ? withToken(token) : {});
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** xmllint's verdict on `xml` against the official ISDOC 6.0.2 schema: '' when valid, else its complaints. */
async function schemaErrors(xml: string | Uint8Array, name: string): Promise<string> {
  const file = join(dir, name);
  writeFileSync(file, xml);
  try {
    await run('xmllint', ['--noout', '--schema', XSD, file]);
    return '';
  } catch (error) {
    return (error as { stderr: string }).stderr;
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'dat:dataPackItem', 'inv:invoiceItem'].includes(name),
});
// Parsed XML is read field by field, as the documents nest it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type XmlNode = Record<string, any>;
type Isdoc = { Invoice: XmlNode };

/** The order's ISDOC as its owner downloads it, checked against the schema. */
async function isdocOf(placed: OrderJson, token = marta.token): Promise<Isdoc['Invoice']> {
  const { status, type, bytes } = await download(`/api/orders/${placed._id}/isdoc`, token);
  expect(status).toBe(200);
  expect(type).toBe('application/xml; charset=utf-8');
  expect(await schemaErrors(bytes, `faktura-${placed.orderNumber}.isdoc`)).toBe('');
  return (parser.parse(Buffer.from(bytes).toString('utf8')) as Isdoc).Invoice;
}

describe('GET /api/orders/{id}/isdoc: the invoice as ISDOC 6.0.2', () => {
  it("a private person's bank transfer: the seller, the buyer, the lines and the postage at 0 % VAT, the account and variable symbol", async () => {
    const placed = await placeOrder(marta, order());
    const isdoc = await isdocOf(placed);
    expect(isdoc.DocumentType).toBe('1');
    expect(isdoc.ID).toBe(String(placed.orderNumber));
    expect(isdoc.IssueDate).toBe('2026-11-20');
    expect(isdoc.AccountingSupplierParty.Party.PartyIdentification.ID).toBe('12345679');
    expect(isdoc.AccountingSupplierParty.Party.PartyTaxScheme).toEqual({ CompanyID: 'CZ12345679', TaxScheme: 'VAT' });
    expect(isdoc.AccountingCustomerParty.Party.PartyName.Name).toBe('Marta Nováková');
    expect(isdoc.AccountingCustomerParty.Party.PostalAddress).toMatchObject({
      StreetName: 'Dlouhá',
      BuildingNumber: '12',
      CityName: 'Praha',
      PostalZone: '110 00',
    });
    expect(isdoc.InvoiceLines.InvoiceLine.map((l: XmlNode) => [l.Item.Description, l.InvoicedQuantity['#text'], l.LineExtensionAmount])).toEqual([
      ['Normální křesťanský život', '2', '498.00'],
      ['Doprava', '1', '75.00'],
    ]);
    expect(isdoc.InvoiceLines.InvoiceLine[0].ClassifiedTaxCategory.Percent).toBe('0');
    expect(isdoc.LegalMonetaryTotal).toMatchObject({
      TaxExclusiveAmount: '573.00',
      TaxInclusiveAmount: '573.00',
      PayableRoundingAmount: '0.00',
      PayableAmount: '573.00',
    });
    expect(isdoc.PaymentMeans.Payment).toMatchObject({
      PaidAmount: '573.00',
      PaymentMeansCode: '42',
      Details: {
        PaymentDueDate: '2026-12-04',
        ID: '19-2000145399',
        BankCode: '0800',
        IBAN: 'CZ6508000000192000145399',
        VariableSymbol: String(placed.orderNumber),
      },
    });
  });

  it('a company: its name, address and IČO invoiced, the delivery address apart', async () => {
    const placed = await placeOrder(marta, order({ shippingAddress: companyAddress }));
    const isdoc = await isdocOf(placed);
    const buyer = isdoc.AccountingCustomerParty.Party;
    expect(buyer.PartyIdentification.ID).toBe('12345679');
    expect(buyer.PartyName.Name).toBe('Sbor Kristův, z. s.');
    expect(buyer.PostalAddress).toMatchObject({ StreetName: 'Nádražní', BuildingNumber: '5', CityName: 'Brno', PostalZone: '602 00' });
    expect(isdoc.Delivery.Party.PostalAddress).toMatchObject({ StreetName: 'Dlouhá', CityName: 'Praha' });
  });

  it('cash on delivery: payment means 50 with nothing to transfer', async () => {
    const placed = await placeOrder(marta, order({ paymentMethod: PAYMENT_METHODS.cash }));
    const isdoc = await isdocOf(placed);
    expect(isdoc.PaymentMeans.Payment).toEqual({ PaidAmount: '573.00', PaymentMeansCode: '50' });
  });

  it('a discounted title, whose name needs escaping: the price charged, the discount noted, the totals of the order', async () => {
    const placed = await placeOrder(marta, order({ orderItems: [{ product: ids.ekonomie, qty: 3 }] }));
    const isdoc = await isdocOf(placed);
    const [book] = isdoc.InvoiceLines.InvoiceLine;
    expect(book).toMatchObject({ UnitPrice: '169.95', LineExtensionAmount: '509.85', Note: 'Sleva 15 %', Item: { Description: 'Boží ekonomie <&> "výběr"' } });
    expect(isdoc.LegalMonetaryTotal.PayableAmount).toBe(placed.totalPrice.toFixed(2));
  });

  it('is the owner’s and the administrator’s: another customer and an assistant get 404, a visitor 401', async () => {
    const placed = await placeOrder(marta, order());
    expect((await download(`/api/orders/${placed._id}/isdoc`, admin.token)).status).toBe(200);
    expect((await download(`/api/orders/${placed._id}/isdoc`, jan.token)).status).toBe(404);
    expect((await download(`/api/orders/${placed._id}/isdoc`, assistant)).status).toBe(404);
    expect((await download(`/api/orders/${placed._id}/isdoc`)).status).toBe(401);
  });
});

describe('the credit note of a cancelled order', () => {
  it('has its own number, and its mail carries the PDF with negative amounts and the ISDOC correcting the invoice', { timeout: 120_000 }, async () => {
    const placed = await placeOrder(jan, order({ shippingAddress: { ...privateAddress, name: 'Jan Svoboda' } }));
    clock.advance(3600_000);
    const { status } = await call(server, `/api/orders/${placed._id}/cancel`, withToken(admin.token, 'PUT'));
    expect(status).toBe(200);

    // Queued in the cancel's transaction; its PDF is rendered as it leaves (a worker's first PDF, on a busy machine): wait for the row to be sent.
    const [queued] = (await queuedMails(server.db, jan.email, placed._id)).filter((m) => m.subject.startsWith('Opravný daňový doklad'));
    const state = async () => (await server.db.selectFrom('mail_outbox').select('state').where('id', '=', queued!.id).executeTakeFirstOrThrow()).state;
    await expect.poll(state, { timeout: 120_000 }).toBe('sent');
    const mail = await smtp.nextMailTo(jan.email, 'opravný daňový doklad');
    const number = /opravný daňový doklad č\. (D\d{10})/.exec(mail.text)?.[1];
    expect(number).toBe('D2026000001');
    expect(mail.subject).toBe(`Opravný daňový doklad č. ${number} k objednávce č. ${placed.orderNumber} – Slovo života`);
    expect(mail.parsed.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [`opravny-doklad-${number}.pdf`, 'application/pdf'],
      [`dobropis-${number}.isdoc`, 'application/xml'],
    ]);
    const [pdf, isdocFile] = mail.parsed.attachments.map((a) =>
      typeof a.content === 'string' ? new TextEncoder().encode(a.content) : new Uint8Array(a.content),
    );
    const lines = await pdfLines(pdf!);
    expect(lines).toContain(`Opravný daňový doklad č. ${number}`);
    expect(lines.some((line) => line.includes(`Opravuje fakturu č. ${placed.orderNumber} ze dne 20. 11. 2026`))).toBe(true);
    expect(lines).toContain('Normální křesťanský život -2 ks 249,00 Kč -498,00 Kč');
    expect(lines).toContain('Doprava -1 ks 75,00 Kč -75,00 Kč');
    expect(lines).toContain('Celkem: -573,00 Kč');

    expect(await schemaErrors(isdocFile!, `${number}.isdoc`)).toBe('');
    const isdoc = (parser.parse(Buffer.from(isdocFile!).toString('utf8')) as Isdoc).Invoice;
    expect(isdoc).toMatchObject({
      DocumentType: '2',
      ID: number,
      OriginalDocumentReferences: { OriginalDocumentReference: { ID: String(placed.orderNumber), IssueDate: '2026-11-20' } },
    });
    expect(isdoc.LegalMonetaryTotal).toMatchObject({ TaxExclusiveAmount: '-573.00', PayableAmount: '-573.00' });
    expect(isdoc.PaymentMeans).toBeUndefined();
  });
});

/** A period's export as the administrator downloads it. */
const exportOf = (file: string, from = '2026-11-01', to = '2026-11-30') => download(`/api/admin/accounting/${file}?from=${from}&to=${to}`, admin.token);

/** Every document of the month as the API answers the orders: the invoices, and a credit note for each cancelled one. */
async function monthsOrders(): Promise<OrderJson[]> {
  const { body } = await call<OrderJson[]>(server, '/api/orders', withToken(admin.token));
  return body.filter((o) => o.createdAt.startsWith('2026-11')).sort((a, b) => a.orderNumber - b.orderNumber);
}
const sumOf = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v * 100, 0)) / 100;

describe('a period for the accountant', () => {
  it('Pohoda XML: a dataPack 2.0 in windows-1250 with every invoice and credit note, and their totals', async () => {
    const { status, type, bytes } = await exportOf('pohoda.xml');
    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=windows-1250');
    const text = iconv.decode(Buffer.from(bytes), 'win1250');
    expect(text.startsWith('<?xml version="1.0" encoding="Windows-1250"?>')).toBe(true);
    expect(Buffer.from(bytes).includes(Buffer.from('Normální', 'utf8'))).toBe(false); // not UTF-8
    expect(text).toContain('Normální křesťanský život');
    const pack = parser.parse(text)['dat:dataPack'];
    expect(pack).toMatchObject({ '@version': '2.0', '@ico': '12345679' });
    const orders = await monthsOrders();
    const items: XmlNode[] = pack['dat:dataPackItem'].map((item: XmlNode) => item['inv:invoice']);
    const invoices = items.filter((i) => i['inv:invoiceHeader']['inv:invoiceType'] === 'issuedInvoice');
    const credits = items.filter((i) => i['inv:invoiceHeader']['inv:invoiceType'] === 'issuedCreditNotice');
    expect(invoices.map((i) => i['inv:invoiceHeader']['inv:number']['typ:numberRequested'])).toEqual(orders.map((o) => String(o.orderNumber)));
    const totalOf = (i: XmlNode) => Number(i['inv:invoiceSummary']['inv:homeCurrency']['typ:priceNone']);
    expect(sumOf(invoices.map(totalOf))).toBe(sumOf(orders.map((o) => o.totalPrice)));
    expect(credits.map((c) => c['inv:invoiceHeader']['inv:originalDocument'])).toEqual(orders.filter((o) => o.isCancelled).map((o) => String(o.orderNumber)));
    expect(credits).toHaveLength(1);
    expect(sumOf([...credits.map(totalOf), ...orders.filter((o) => o.isCancelled).map((o) => o.totalPrice)])).toBe(0);
  });

  it('ISDOC ZIP: one valid file per invoice and credit note', async () => {
    const { status, type, bytes } = await exportOf('isdoc.zip');
    expect(status).toBe(200);
    expect(type).toBe('application/zip');
    const files = unzipSync(bytes);
    const orders = await monthsOrders();
    expect(Object.keys(files)).toEqual([...orders.map((o) => `faktura-${o.orderNumber}.isdoc`), 'dobropis-D2026000001.isdoc']);
    for (const [name, content] of Object.entries(files)) expect(await schemaErrors(content, name), name).toBe('');
  });

  it('CSV for Czech Excel: BOM, semicolons, decimal commas, read back to the same totals', async () => {
    const { status, type, bytes } = await exportOf('invoices.csv');
    expect(status).toBe(200);
    expect(type).toBe('text/csv; charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFDruh dokladu;Číslo dokladu;')).toBe(true);
    const rows = readCsv(text.slice(1));
    const [header, ...documents] = rows;
    const column = (name: string) => header!.indexOf(name);
    const amount = (row: string[], name: string) => Number(row[column(name)]!.replace(',', '.'));
    const orders = await monthsOrders();
    const invoices = documents.filter((row) => row[0] === 'Faktura');
    expect(invoices.map((row) => row[column('Číslo dokladu')])).toEqual(orders.map((o) => String(o.orderNumber)));
    expect(sumOf(invoices.map((row) => amount(row, 'Celkem')))).toBe(sumOf(orders.map((o) => o.totalPrice)));
    const [credit] = documents.filter((row) => row[0] === 'Opravný daňový doklad');
    expect(credit![column('Číslo dokladu')]).toBe('D2026000001');
    expect(credit![column('Celkem')]).toBe('-573,00');
    const company = invoices.find((row) => row[column('IČO')] === '12345679')!;
    expect(company[column('Odběratel')]).toBe('Sbor Kristův, z. s.');
  });

  it('an empty period is an empty export; a wrong one is refused in Czech', async () => {
    expect(Object.keys(unzipSync((await exportOf('isdoc.zip', '2026-10-01', '2026-10-31')).bytes))).toEqual([]);
    for (const [from, to] of [
      ['2026-11-31', '2026-12-01'],
      ['listopad', '2026-11-30'],
      ['2026-11-30', '2026-11-01'],
    ]) {
      const { status, body } = await call<{ message: string }>(server, `/api/admin/accounting/invoices.csv?from=${from}&to=${to}`, withToken(admin.token));
      expect(status).toBe(400);
      expect(body.message).toMatch(/^(Zadejte datum jako RRRR-MM-DD|Datum „od“ nesmí být po datu „do“)/);
    }
  });

  it('is the administrator’s alone: an assistant and a customer get 403, a visitor 401', async () => {
    for (const file of ['pohoda.xml', 'isdoc.zip', 'invoices.csv']) {
      const statuses = [];
      for (const token of [undefined, marta.token, assistant, admin.token])
        statuses.push((await download(`/api/admin/accounting/${file}?from=2026-11-01&to=2026-11-30`, token)).status);
      expect(statuses, file).toEqual([401, 403, 403, 200]);
    }
  });
});

/** Rows of a `;` CSV with quoted fields, as a spreadsheet reads them. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') field += text[++i];
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else field += ch;
  }
  return rows;
}

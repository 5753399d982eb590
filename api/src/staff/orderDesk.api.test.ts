import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResultJson, DeskPageJson } from '@contract/admin/orderDesk';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { pdfText } from '../../test/pdfText';
import { type Staff, signInDemoAccounts } from '../../test/staff';
import { call, type MessageJson, startTestServer, testClock, type TestServer, withJson, withToken } from '../../test/testServer';

let server: TestServer;
let accounts: Staff;
const clock = testClock(new Date('2026-03-10T10:00:00.000Z'));
let book: number;
let leaflet: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  accounts = await signInDemoAccounts(server);
  book = await insertProduct(server.db, { name: 'Kristus jako život', price: 25000, count_in_stock: 500, weight: '0.4' });
  leaflet = await insertProduct(server.db, { name: 'Leták „Život víry“', price: 1000, count_in_stock: 500, weight: '0.01' });
});
afterAll(() => server.close());

const admin = () => accounts.admin.token;
const desk = (query: string, token = admin()) => call<DeskPageJson & MessageJson>(server, `/api/admin/orders${query}`, withToken(token));
const bulk = (body: object, token = admin()) => call<BulkResultJson & MessageJson>(server, '/api/admin/orders/bulk', withJson('POST', body, token));
const act = (id: number, action: string, body: object = {}) =>
  call<OrderJson & MessageJson>(server, `/api/orders/${id}/${action}`, withJson('PUT', body, admin()));
const numbersOf = (page: DeskPageJson) => page.orders.map((o) => o.orderNumber).sort();

let customers = 0;
/** An order placed by a new customer through POST /api/orders, as the shop takes every order. */
async function placed(name: string, options: { payment?: string; delivery?: string; phone?: string; note?: string; qty?: number } = {}): Promise<OrderJson> {
  const customer = await signedInCustomer(server.db, name, `zakaznik${++customers}@example.cz`);
  const address = {
    name,
    address: 'Dlouhá 1',
    city: 'Praha',
    postalCode: '110 00',
    country: 'Česká republika',
    phone: options.phone ?? '',
    note: options.note ?? '',
  };
  const { status, body } = await call<OrderJson>(
    server,
    '/api/orders',
    withJson(
      'POST',
      {
        orderItems: [
          { product: book, qty: options.qty ?? 1 },
          { product: leaflet, qty: 3 },
        ],
        shippingAddress: address,
        paymentMethod: options.payment ?? PAYMENT_METHODS.bankTransfer,
        deliveryMethod: options.delivery ?? 'posta',
      },
      customer.token,
    ),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** A tiny RFC 4180 reader for the shop's dialect: ';' between cells, CRLF between rows, "" a quote inside quotes. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ';') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}
const czechAmount = (text: string) => Number(text.replace(',', '.'));
const sum = (values: number[]) => Math.round(values.reduce((total, v) => total + v, 0) * 100) / 100;

const orders: Record<string, OrderJson> = {};

describe('the order desk (issue 31)', () => {
  beforeAll(async () => {
    orders.waiting = await placed('Žofie Dvořáková', { phone: '+420 777 123 456' });
    orders.new = await placed('Jan Černý', { payment: PAYMENT_METHODS.cash, delivery: 'osobni', note: 'Prosím zabalit jako dárek; děkuji.' });
    orders.paid = await placed('Petr Šťastný', { payment: PAYMENT_METHODS.card, qty: 3 });
    orders.sent = await placed('Marie Nováková');
    orders.delivered = await placed('Eva Malá', { payment: PAYMENT_METHODS.cash });
    orders.cancelled = await placed('Ondřej Veselý');
    clock.advance(3 * 24 * 3600 * 1000); // 13 March
    orders.later = await placed('Žofie Dvořáková', { qty: 2 });
    expect((await act(orders.paid._id, 'paid')).status).toBe(200);
    await act(orders.sent._id, 'paid');
    await act(orders.sent._id, 'send');
    await act(orders.delivered._id, 'send');
    await act(orders.delivered._id, 'deliver');
    const cancelled = await act(orders.cancelled._id, 'cancel', { reason: 'Zákazník si to rozmyslel.' });
    expect(cancelled.body).toMatchObject({ isCancelled: true, cancelReason: 'Zákazník si to rozmyslel.' });
  });

  it('puts every order in one state tab, whose counts add up to the whole list', async () => {
    const all = await desk('');
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({ new: 1, waiting: 2, paid: 1, sent: 1, delivered: 1, cancelled: 1 });
    expect(all.body.orders.map((o) => o.orderNumber)).toEqual(
      [orders.later, orders.cancelled, orders.delivered, orders.sent, orders.paid, orders.new, orders.waiting].map((o) => o!.orderNumber),
    );
    expect(all.body).toMatchObject({ page: 1, pages: 1 });
    for (const [state, expected] of Object.entries({
      new: ['new'],
      waiting: ['waiting', 'later'],
      paid: ['paid'],
      sent: ['sent'],
      delivered: ['delivered'],
      cancelled: ['cancelled'],
    })) {
      const { body } = await desk(`?state=${state}`);
      expect({ state, numbers: numbersOf(body) }).toEqual({ state, numbers: expected.map((key) => orders[key]!.orderNumber).sort() });
      expect(body.counts).toEqual(all.body.counts); // the tabs count what the other filters leave
    }
  });

  it('searches by name, e-mail, phone, order number and variable symbol, ignoring diacritics and case', async () => {
    const dvorakova = [orders.waiting!.orderNumber, orders.later!.orderNumber].sort();
    for (const q of ['dvorakova', 'ŽOFIE DVOŘÁKOVÁ', 'zofie', '777 123 456', '+420777123456']) {
      const { body } = await desk(`?q=${encodeURIComponent(q)}`);
      expect({ q, numbers: numbersOf(body) }).toEqual({ q, numbers: q.includes('7') ? [orders.waiting!.orderNumber] : dvorakova });
    }
    const byNumber = await desk(`?q=${orders.paid!.orderNumber}`);
    expect(numbersOf(byNumber.body)).toEqual([orders.paid!.orderNumber]);
    const stastny = await desk(`?q=${encodeURIComponent('šťastný')}`);
    expect(numbersOf(stastny.body)).toEqual([orders.paid!.orderNumber]);
    const byEmail = await desk(`?q=${encodeURIComponent(orders.sent!.email.toUpperCase())}`);
    expect(numbersOf(byEmail.body)).toEqual([orders.sent!.orderNumber]);
    // The counts follow the search: Dvořáková's two orders both wait for payment.
    expect((await desk('?q=dvorakova')).body.counts).toMatchObject({ waiting: 2, paid: 0, new: 0 });
    expect((await desk('?q=dvorakova&state=paid')).body.orders).toEqual([]);
    // LIKE's own wildcards are searched for as they are.
    expect((await desk('?q=%25')).body.orders).toEqual([]);
    expect((await desk('?q=_')).body.orders).toEqual([]);
  });

  it('filters by payment, delivery and Prague days, and sorts', async () => {
    const cash = await desk(`?payment=${encodeURIComponent(PAYMENT_METHODS.cash)}`);
    expect(numbersOf(cash.body)).toEqual([orders.new!.orderNumber, orders.delivered!.orderNumber].sort());
    expect(Object.values(cash.body.counts).reduce((a, b) => a + b)).toBe(2);
    expect(numbersOf((await desk('?delivery=osobni')).body)).toEqual([orders.new!.orderNumber]);
    expect((await desk('?from=2026-03-11')).body.orders.map((o) => o.orderNumber)).toEqual([orders.later!.orderNumber]);
    expect((await desk('?to=2026-03-10')).body.orders).toHaveLength(6);
    expect((await desk('?from=2026-03-10&to=2026-03-10&state=waiting')).body.orders.map((o) => o.orderNumber)).toEqual([orders.waiting!.orderNumber]);
    const byTotal = (await desk('?sort=totalDesc')).body.orders;
    expect(byTotal.map((o) => o.totalPrice)).toEqual([...byTotal.map((o) => o.totalPrice)].sort((a, b) => b - a));
    expect((await desk('?sort=oldest')).body.orders[0]!.orderNumber).toBe(orders.waiting!.orderNumber);
  });

  it('refuses bad filters with a Czech message', async () => {
    const refusals: [string, string][] = [
      ['?state=lost', 'Neznámý stav objednávky.'],
      ['?payment=Bitcoin', 'Neznámý způsob platby.'],
      ['?delivery=drone', 'Neznámý způsob dopravy.'],
      ['?from=2026-02-30', 'Datum zadejte ve tvaru RRRR-MM-DD.'],
      ['?from=2026-03-12&to=2026-03-01', 'Datum „od“ musí být nejpozději datum „do“.'],
      ['?sort=random', 'Neznámé řazení.'],
      ['?page=0', 'Neplatné číslo stránky.'],
      [`?q=${'a'.repeat(101)}`, 'Hledaný text může mít nejvýše 100 znaků.'],
    ];
    for (const [query, message] of refusals) expect({ query, ...(await desk(query)) }).toEqual({ query, status: 400, body: { message } });
  });

  it('exports the filtered orders as CSV for Czech Excel that reads back to the same totals', async () => {
    const listed = (await desk('?state=waiting')).body.orders;
    const response = await fetch(`${server.url}/api/admin/orders/export.csv?state=waiting`, withToken(admin()));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(rows).toHaveLength(listed.length);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => Number(r[column('Číslo objednávky')]))).toEqual(listed.map((o) => o.orderNumber));
    expect(sum(rows.map((r) => czechAmount(r[column('Celkem (Kč)')]!)))).toBe(sum(listed.map((o) => o.totalPrice)));
    expect(rows.find((r) => r[column('Číslo objednávky')] === String(orders.waiting!.orderNumber))).toEqual(
      expect.arrayContaining(['Žofie Dvořáková', "'+420 777 123 456", '10.03.2026 11:00', 'Čeká na platbu', '280,00']),
    );

    const perItem = await fetch(`${server.url}/api/admin/orders/export.csv?lines=1`, withToken(admin()));
    const [itemHeader, ...items] = readCsv((await perItem.text()).replace(/^\uFEFF/, ''));
    const all = (await desk('')).body.orders;
    expect(items).toHaveLength(all.length * 2);
    expect(sum(items.map((r) => czechAmount(r[itemHeader!.indexOf('Celkem za položku (Kč)')]!)))).toBe(sum(all.map((o) => o.itemsPrice)));
    // A note with the separator stays one cell, and every row has the header's cells.
    const noteOf = (number: number) => items.find((r) => r[0] === String(number))![itemHeader!.indexOf('Poznámka')];
    expect(noteOf(orders.new!.orderNumber)).toBe('Prosím zabalit jako dárek; děkuji.');
    expect(items.every((r) => r.length === itemHeader!.length)).toBe(true);
    expect(await (await fetch(`${server.url}/api/admin/orders/export.csv?lines=2`, withToken(admin()))).json()).toEqual({
      message: 'Parametr lines může být jen 1.',
    });
  });

  it('applies a bulk action to each order on its own, reporting the refused ones with their reasons', async () => {
    const send = await bulk({ action: 'send', orderIds: [orders.later!._id, orders.cancelled!._id, orders.sent!._id, 2_000_000_000] });
    expect(send).toEqual({
      status: 200,
      body: {
        done: [orders.later!._id],
        failed: [
          { id: orders.cancelled!._id, message: 'Zrušenou objednávku nelze označit jako odeslanou.' },
          { id: orders.sent!._id, message: 'Objednávka už je označená jako odeslaná.' },
          { id: 2_000_000_000, message: 'Objednávka nenalezena' },
        ],
      },
    });
    const pay = await bulk({ action: 'pay', orderIds: [orders.waiting!._id, orders.paid!._id] });
    expect(pay.body).toEqual({ done: [orders.waiting!._id], failed: [{ id: orders.paid!._id, message: 'Objednávka už je označená jako zaplacená.' }] });
    const handover = await bulk({ action: 'handover', orderIds: [orders.waiting!._id] });
    expect(handover.body.failed).toEqual([{ id: orders.waiting!._id, message: 'Objednávka se nedoručuje na výdejní místo Zásilkovny.' }]);

    expect(await bulk({ action: 'cancel', orderIds: [orders.new!._id] })).toEqual({ status: 400, body: { message: 'Uveďte prosím důvod zrušení.' } });
    const cancel = await bulk({ action: 'cancel', orderIds: [orders.new!._id, orders.later!._id], reason: 'Zboží došlo.' });
    expect(cancel.body).toEqual({ done: [orders.new!._id], failed: [{ id: orders.later!._id, message: 'Odeslanou objednávku už nelze zrušit.' }] });
    expect((await call<OrderJson>(server, `/api/orders/${orders.new!._id}`, withToken(admin()))).body).toMatchObject({
      isCancelled: true,
      cancelReason: 'Zboží došlo.',
    });
    expect((await desk('')).body.counts).toEqual({ new: 0, waiting: 0, paid: 2, sent: 2, delivered: 1, cancelled: 2 });

    const limits: [object, string][] = [
      [{ action: 'archive', orderIds: [1] }, 'Neznámá hromadná akce.'],
      [{ action: 'pay', orderIds: [] }, 'Vyberte alespoň jednu objednávku.'],
      [{ action: 'pay', orderIds: Array.from({ length: 201 }, (_, i) => i + 1) }, 'Najednou lze zpracovat nejvýše 200 objednávek.'],
      [{ action: 'pay', orderIds: ['1 or 1=1'] }, 'Neplatné ID objednávky.'],
    ];
    for (const [body, message] of limits) expect(await bulk(body)).toEqual({ status: 400, body: { message } });
  });

  // The first PDF starts the invoice worker, which from source compiles pdfkit's graph: slow on a busy machine.
  it('prints packing slips, a page per order, with items, quantities, delivery and note but no prices', { timeout: 90_000 }, async () => {
    const response = await fetch(`${server.url}/api/admin/orders/packing-slips?ids=${orders.new!._id},${orders.waiting!._id}`, withToken(admin()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { getDocumentProxy } = await import('unpdf');
    expect((await getDocumentProxy(bytes.slice())).numPages).toBe(2);
    const text = await pdfText(bytes);
    expect(text).toContain(`Dodací list – objednávka č. ${orders.new!.orderNumber}`);
    expect(text).toContain(`Dodací list – objednávka č. ${orders.waiting!.orderNumber}`);
    expect(text).toContain('Kristus jako život 1 ks');
    expect(text).toContain('Leták „Život víry“ 3 ks');
    expect(text).toContain('Poznámka zákazníka Prosím zabalit jako dárek; děkuji.');
    expect(text).toContain('Dlouhá 1');
    expect(text).toContain('Tel.: +420 777 123 456');
    expect(text).not.toMatch(/Kč|250,00|10,00/);

    const unknown = await call(server, `/api/admin/orders/packing-slips?ids=${orders.new!._id},2000000000`, withToken(admin()));
    expect(unknown).toEqual({ status: 404, body: { message: 'Objednávky s ID 2000000000 neexistují.' } });
    const bad = await call(server, '/api/admin/orders/packing-slips?ids=1;drop', withToken(admin()));
    expect(bad).toEqual({ status: 400, body: { message: 'Uveďte ID objednávek oddělená čárkou (nejvýše 200).' } });
  });

  it('is for administrators alone: an assistant and a customer get 403, a visitor 401', async () => {
    const calls: [string, string, RequestInit?][] = [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/export.csv'],
      ['GET', '/api/admin/orders/export.csv?lines=1'],
      ['POST', '/api/admin/orders/bulk', { body: JSON.stringify({ action: 'pay', orderIds: [orders.later!._id] }) }],
      ['GET', `/api/admin/orders/packing-slips?ids=${orders.later!._id}`],
    ];
    for (const [method, path, init] of calls) {
      for (const [token, status] of [
        [accounts.assistant.token, 403],
        [accounts.customer.token, 403],
        [undefined, 401],
      ] as const) {
        const headers = { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) };
        const response = await fetch(server.url + path, { method, headers, ...init });
        expect({ path, token: token === undefined ? 'none' : 'staff', status: response.status }).toEqual({
          path,
          token: token === undefined ? 'none' : 'staff',
          status,
        });
        expect(await response.json()).toEqual({ message: expect.any(String) });
      }
    }
  });
});

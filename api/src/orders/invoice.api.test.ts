// The invoice PDF as a customer receives it: attached to the order confirmation, which the outbox
// sends through a real SMTP server on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { pdfAttachmentOf } from '../../test/pdfText';
import { type SmtpStandIn, startSmtpServer } from '../../test/standins/smtpServer';
import { call, startTestServer, testClock, type TestServer, withJson } from '../../test/testServer';

let smtp: SmtpStandIn;
let server: TestServer;
let marta: Customer;
let productId: number;
// Late in the year the dates are long ('24. 11. 2026', '8. 12. 2026'): where a date broke across lines.
const clock = testClock(new Date('2026-11-24T10:30:00Z'));

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, now: clock.now });
  productId = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 20 });
  marta = await signedInCustomer(server.db, 'Marta Nováková', 'marta@example.cz', { now: clock.now() });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const czechAddress = { name: 'Marta Nováková', address: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
const slovakAddress = { name: 'Marta Nováková', address: 'Hlavná 5', city: 'Bratislava', postalCode: '811 01', country: 'Slovensko' };

async function invoiceOf(shippingAddress: object) {
  const body = { orderItems: [{ product: productId, qty: 2 }], shippingAddress, paymentMethod: PAYMENT_METHODS.bankTransfer };
  const { status } = await call<OrderJson>(server, '/api/orders', withJson('POST', body, marta.token));
  expect(status).toBe(201);
  return pdfAttachmentOf(await smtp.nextMailTo(marta.email));
}

describe('the invoice PDF', () => {
  it('lists the postage once, as the item "Doprava", and its totals add up to the amount due', async () => {
    const { text, lines } = await invoiceOf(czechAddress);
    expect(text.match(/Doprava/g)).toHaveLength(1);
    expect(text).not.toContain('Poštovné');
    expect(lines).toContain('Normální křesťanský život 2 ks 249,00 Kč 498,00 Kč');
    expect(lines).toContain('Doprava 1 ks 75,00 Kč 75,00 Kč');
    expect(lines).toContain('Celkem bez DPH: 573,00 Kč');
    expect(lines).toContain('DPH 0 %: 0,00 Kč');
    expect(lines).toContain('Celkem k úhradě: 573,00 Kč');
  });

  it('abroad, lists "Doprava" once as to be invoiced, and totals the products alone', async () => {
    const { text } = await invoiceOf(slovakAddress);
    expect(text.match(/Doprava/g)).toHaveLength(1);
    expect(text).toContain('Bude oznámeno fakturou');
    expect(text).toContain('Celkem bez poštovného: 498,00 Kč');
  });

  it('keeps each date on one line: the date of issue, of the supply and the due date', async () => {
    const { lines } = await invoiceOf(czechAddress);
    for (const fact of ['Datum vystavení: 24. 11. 2026', 'Datum uskutečnění plnění: 24. 11. 2026', 'Datum splatnosti: 8. 12. 2026']) {
      expect(
        lines.some((line) => line.includes(fact)),
        fact,
      ).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { NEW_ORDER_STATE, NO_COMPANY_BILLING } from '../../test/orderJson';
import { pdfText } from '../../test/pdfText';
import { DEFAULT_SELLER } from '../config';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { renderInvoice } from './invoice';

const order = (overrides: Partial<OrderJson> = {}): OrderJson => ({
  _id: 1,
  orderNumber: 2026000042,
  createdAt: '2026-12-31T23:30:00.000Z',
  totalPrice: 324,
  itemsPrice: 249,
  shippingPrice: 75,
  taxPrice: 0,
  ...NEW_ORDER_STATE,
  paymentMethod: PAYMENT_METHODS.bankTransfer,
  name: 'Řehoř Šťastný',
  email: 'rehor@example.cz',
  user: { _id: 1, name: 'Řehoř Šťastný', email: 'rehor@example.cz' },
  orderItems: [{ name: 'Normální křesťanský život', qty: 1, price: 249, image: '', product: 1, discount: 0 }],
  discounts: [{ product: 1, discount: 0 }],
  qtys: [{ product: 1, qty: 1 }],
  shippingAddress: {
    name: 'Řehoř Šťastný',
    address: 'Úzká 7',
    city: 'Žďár nad Sázavou',
    postalCode: '591 01',
    country: 'Česká republika',
    phone: '',
    note: '',
    ...NO_COMPANY_BILLING,
  },
  ...overrides,
});

describe('the invoice PDF', () => {
  it('names the delivery method and the pickup point the parcel goes to', async () => {
    const delivery = {
      method: 'packeta' as const,
      name: 'Zásilkovna – výdejní místo nebo Z-BOX',
      price: 69,
      pickupPoint: { carrier: 'packeta' as const, id: '1234', name: 'Trafika U Nádraží', street: 'Nádražní 5', city: 'Žďár nad Sázavou', zip: '591 01' },
    };
    const text = await pdfText(await renderInvoice(order({ delivery, shippingPrice: 69, totalPrice: 318 }), DEFAULT_SELLER));
    expect(text).toContain('Způsob doručení: Zásilkovna – výdejní místo nebo Z-BOX');
    expect(text).toContain('Výdejní místo: Trafika U Nádraží (1234), Nádražní 5, 591 01 Žďár nad Sázavou');
    expect(text).toContain('Doprava 1 ks 69,00 Kč 69,00 Kč');
  });

  it('is dated in Prague time and renders every Czech letter', async () => {
    const text = await pdfText(await renderInvoice(order(), DEFAULT_SELLER));
    expect(text).toContain('Datum vystavení: 1. 1. 2027'); // 23:30 UTC on 31 December is already New Year in Prague
    expect(text).toContain('Datum splatnosti: 15. 1. 2027');
    expect(text).toContain('Řehoř Šťastný');
    expect(text).toContain('591 01 Žďár nad Sázavou');
    expect(text).toContain('QR Platba');
  });

  it('keeps the text layer right from one invoice to the next (the parsed font is shared)', async () => {
    // The first invoice lays out č, ř, ž …; the second must still extract every plain c, r, z.
    await renderInvoice(order(), DEFAULT_SELLER);
    const billing = {
      billingName: 'Čeněk Cíbrt',
      billingAddress: 'Cukrovarnická 3',
      billingCity: 'Zruč',
      billingPostalCode: '285 22',
      billingCountry: 'Česká republika',
      billingICO: '45274649',
    };
    const text = await pdfText(await renderInvoice(order({ shippingAddress: { ...order().shippingAddress, ...billing } }), DEFAULT_SELLER));
    for (const expected of ['Dodací adresa', 'Čeněk Cíbrt', 'Cukrovarnická 3', '285 22 Zruč', 'Faktura č. 2026000042', 'Celkem k úhradě: 324,00 Kč'])
      expect(text).toContain(expected);
  });

  it('runs onto further pages with a long order and keeps the totals', async () => {
    const orderItems = Array.from({ length: 70 }, (_, i) => ({
      name: `Kniha číslo ${i + 1} s dlouhým názvem, který se musí zalomit do více řádků v tabulce položek`,
      qty: 1,
      price: 10,
      image: '',
      product: i + 1,
      discount: 0,
    }));
    const pdf = await renderInvoice(order({ orderItems, itemsPrice: 700, totalPrice: 775 }), DEFAULT_SELLER);
    const text = await pdfText(pdf);
    expect(text).toContain('Kniha číslo 70');
    expect(text).toContain('Celkem k úhradě: 775,00 Kč');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
  });

  it('asks for no payment when the order is paid or cancelled', async () => {
    const paid = await pdfText(await renderInvoice(order({ isPaid: true, paidAt: '2027-01-02T10:00:00.000Z' }), DEFAULT_SELLER));
    expect(paid).toContain('Zaplaceno dne 2. 1. 2027');
    expect(paid).not.toContain('QR Platba');
    expect(paid).not.toContain('Datum splatnosti');
    const cancelled = await pdfText(await renderInvoice(order({ isCancelled: true }), DEFAULT_SELLER));
    expect(cancelled).toContain('Objednávka byla zrušena');
    expect(cancelled).not.toContain('QR Platba');
  });
});

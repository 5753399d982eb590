import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELDS,
  COMPANY_FIELDS,
  CZECH_REPUBLIC,
  isValidIco,
  normaliseCountry,
  normaliseCzechPostalCode,
  shippingAddressSchema,
} from '@contract/checkout/address';
import { checkoutMessages } from '@contract/checkout/messages';
import { orderBody } from '@contract/checkout/orderBody';
import { PAYMENT_METHODS, paymentMethodsFor } from '@contract/checkout/payment';
import { cartTotalsKc, orderTotals } from '@contract/checkout/pricing';

const address = { name: 'Jiří Dvořák', address: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('country normalisation (spec, storefront 5)', () => {
  it.each([
    'cz',
    'CZ',
    'čr',
    'ČR',
    'Č. R.',
    'Czechia',
    'česko',
    'Česko',
    'Czech Republic',
    'czech rep.',
    'Česká republika',
    'ceska republika',
    ' ČESKÁ  REPUBLIKA ',
    'Tschechien',
  ])('%j is the Czech Republic', (spelling) => expect(normaliseCountry(spelling)).toBe(CZECH_REPUBLIC));

  it('keeps another country as typed, trimmed', () => {
    expect(normaliseCountry('  Slovensko ')).toBe('Slovensko');
    expect(normaliseCountry('Deutschland')).toBe('Deutschland');
  });

  it('treats nothing and the placeholder as no country', () => {
    for (const empty of ['', '   ', 'Uvedte stát', undefined, null]) expect(normaliseCountry(empty)).toBe('');
  });
});

describe('IČO check digit (weights 8..2, mod 11)', () => {
  it.each(['45274649', '26168685', '12345679', '10000071', '10000020'])('%s is valid', (ico) => expect(isValidIco(ico)).toBe(true));
  it.each(['45274648', '12345678', '10000070', '10000021', '1234567', '123456789', 'abcdefgh'])('%s is not', (ico) => expect(isValidIco(ico)).toBe(false));
});

describe('shipping address schema', () => {
  it('normalises the country and a Czech postal code written without the space', () => {
    const parsed = shippingAddressSchema.parse({ ...address, country: 'cz', postalCode: '11000' });
    expect(parsed).toMatchObject({ country: CZECH_REPUBLIC, postalCode: '110 00', phone: '', note: '', billingICO: '' });
  });

  it("answers 'Uvedte prosím stát.' without a country or with the placeholder", () => {
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, country: '' }))).toBe('Uvedte prosím stát.');
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, country: 'Uvedte stát' }))).toBe('Uvedte prosím stát.');
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, country: undefined }))).toBe('Uvedte prosím stát.');
  });

  it('requires name, address, city and postal code, in Czech', () => {
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, name: '  ' }))).toBe(checkoutMessages.nameMissing);
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, city: '' }))).toBe(checkoutMessages.cityMissing);
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, postalCode: undefined }))).toBe(checkoutMessages.postalCodeMissing);
  });

  it('wants a Czech postal code as 123 45, but any code abroad', () => {
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, postalCode: '1100' }))).toBe(checkoutMessages.postalCodeCzech);
    expect(shippingAddressSchema.parse({ ...address, country: 'Deutschland', postalCode: 'D-80331' }).postalCode).toBe('D-80331');
    expect(normaliseCzechPostalCode('110  00')).toBe('110 00');
    expect(normaliseCzechPostalCode('1100A')).toBeNull();
  });

  it('checks the IČO and a billing address given only in part', () => {
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, billingICO: '12345678' }))).toBe(checkoutMessages.icoInvalid);
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, billingICO: '123' }))).toBe(checkoutMessages.icoDigits);
    expect(shippingAddressSchema.parse({ ...address, billingICO: '4527 4649' }).billingICO).toBe('45274649');
    expect(firstMessage(shippingAddressSchema.safeParse({ ...address, billingAddress: 'Krátká 1' }))).toBe(checkoutMessages.billingIncomplete);
    const billing = shippingAddressSchema.parse({
      ...address,
      billingName: 'Nakladatelství, s. r. o.',
      billingAddress: 'Krátká 1',
      billingCity: 'Brno',
      billingPostalCode: '60200',
    });
    expect(billing).toMatchObject({ billingPostalCode: '602 00', billingCountry: CZECH_REPUBLIC });
  });

  it('lists its fields (ADDRESS_FIELDS) and its company fields from the schema itself', () => {
    expect([...ADDRESS_FIELDS].sort()).toEqual(Object.keys(shippingAddressSchema.parse(address)).sort());
    expect(COMPANY_FIELDS).toEqual(['billingName', 'billingAddress', 'billingCity', 'billingPostalCode', 'billingCountry', 'billingICO']);
  });
});

describe('order totals', () => {
  it('adds the flat 75 Kč postage in the Czech Republic and 0 % VAT on books', () => {
    expect(
      orderTotals(
        [
          { unitPrice: 199_00, qty: 2 },
          { unitPrice: 5_80, qty: 1 },
        ],
        CZECH_REPUBLIC,
      ),
    ).toEqual({
      itemsPrice: 403_80,
      shippingPrice: 75_00,
      taxPrice: 0,
      totalPrice: 478_80,
      shippingToBeInvoiced: false,
    });
  });

  it("abroad stores postage 0 and marks it 'to be invoiced'", () => {
    expect(orderTotals([{ unitPrice: 199_00, qty: 1 }], 'Slovensko')).toEqual({
      itemsPrice: 199_00,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 199_00,
      shippingToBeInvoiced: true,
    });
  });

  it('works the same for a cart in Kč without float noise', () => {
    expect(
      cartTotalsKc(
        [
          { price: 0.1, qty: 3 },
          { price: 5.8, qty: 1 },
        ],
        'cz',
      ),
    ).toMatchObject({ itemsPrice: 6.1, totalPrice: 81.1 });
  });
});

describe('payment methods', () => {
  it('offers cash only in the Czech Republic', () => {
    expect(paymentMethodsFor('čr')).toContain(PAYMENT_METHODS.cash);
    expect(paymentMethodsFor('Slovensko')).not.toContain(PAYMENT_METHODS.cash);
  });

  it('refuses cash abroad, an unknown method, an empty order and a product twice', () => {
    const order = { orderItems: [{ product: 1, qty: 1 }], shippingAddress: address, paymentMethod: PAYMENT_METHODS.bankTransfer };
    expect(orderBody.safeParse(order).success).toBe(true);
    expect(
      firstMessage(orderBody.safeParse({ ...order, paymentMethod: 'Hotovost', shippingAddress: { ...address, country: 'Slovensko', postalCode: '811 01' } })),
    ).toBe(checkoutMessages.cashOnlyInCzechRepublic);
    expect(firstMessage(orderBody.safeParse({ ...order, paymentMethod: 'Bitcoin' }))).toBe('Vyberte prosím způsob platby.');
    expect(firstMessage(orderBody.safeParse({ ...order, orderItems: [] }))).toBe('Objednávka neobsahuje žádné produkty');
    expect(
      firstMessage(
        orderBody.safeParse({
          ...order,
          orderItems: [
            { product: 1, qty: 1 },
            { product: '1', qty: 2 },
          ],
        }),
      ),
    ).toBe(checkoutMessages.duplicateLine);
  });

  it('accepts the prices as numbers or as the text older clients send', () => {
    const parsed = orderBody.parse({
      orderItems: [{ product: '7', qty: 2, price: '199.00' }],
      shippingAddress: address,
      paymentMethod: PAYMENT_METHODS.cash,
      totalPrice: '473.00',
    });
    expect(parsed.orderItems[0]).toEqual({ product: 7, qty: 2, price: 199 });
    expect(parsed.totalPrice).toBe(473);
  });
});

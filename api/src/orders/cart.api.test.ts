import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartJson, mergeCarts } from '@contract/cart';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { createSession } from '../accounts/sessions';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

let server: TestServer;
let marie: Customer;
let marieOnPhone: string;
let karel: Customer;
const ids = { zivot: 0, ekonomie: 0, letak: 0 };

beforeAll(async () => {
  server = await startTestServer();
  ids.zivot = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00, count_in_stock: 3, image: '/demo/covers/zivot.webp' });
  ids.ekonomie = await insertProduct(server.db, { name: 'Boží ekonomie', price: 199_90, discount: 15, count_in_stock: 10 });
  ids.letak = await insertProduct(server.db, { name: 'Leták', price: 5_80, count_in_stock: 0 });
  marie = await signedInCustomer(server.db, 'Marie Horáková', 'marie@example.cz');
  marieOnPhone = await createSession(server.db, marie.id, new Date()); // the same customer on a second device
  karel = await signedInCustomer(server.db, 'Karel Beneš', 'karel@example.cz');
});
afterAll(() => server.close());

const getCart = (token: string) => call<CartJson>(server, '/api/cart', withToken(token));
const putCart = (body: object, token: string) => call<CartJson>(server, '/api/cart', withJson('PUT', body, token));
/** Marie places an order of one copy of a product, paid in cash; answers the status. */
async function placeOrder(productId: number, shippingAddress: object) {
  const orderItems = [{ product: productId, qty: 1 }];
  const { status } = await call(server, '/api/orders', withJson('POST', { orderItems, shippingAddress, paymentMethod: PAYMENT_METHODS.cash }, marie.token));
  return status;
}

describe('the cart kept on the server', () => {
  it('GET /api/cart answers an empty cart at first', async () => {
    expect(await getCart(marie.token)).toEqual({ status: 200, body: { cartItems: [], shippingAddress: {}, paymentMethod: '', updatedAt: null } });
  });

  it('PUT /api/cart stores product and quantity and answers the lines with the current name, image, price and stock', async () => {
    const { status, body } = await putCart(
      {
        // The PWA's lines carry more (name, price …); only product and qty are kept, the rest comes from the catalogue.
        cartItems: [
          { product: ids.zivot, qty: 2, name: 'Stará jména', price: 1 },
          { product: ids.ekonomie, qty: 1 },
        ],
        shippingAddress: { name: 'Marie Horáková', city: 'Olomouc' },
        paymentMethod: PAYMENT_METHODS.cash,
      },
      marie.token,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      cartItems: [
        { product: ids.zivot, qty: 2, name: 'Normální křesťanský život', image: '/demo/covers/zivot.webp', price: 249, countInStock: 3, discount: 0 },
        { product: ids.ekonomie, qty: 1, name: 'Boží ekonomie', image: '', price: 169.95, countInStock: 10, discount: 15 },
      ],
      shippingAddress: { name: 'Marie Horáková', city: 'Olomouc' },
      paymentMethod: 'Hotovost',
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('follows the customer to another device (another session of the same account)', async () => {
    const onPhone = await getCart(marieOnPhone);
    expect(onPhone.body.cartItems.map((l) => [l.product, l.qty])).toEqual([
      [ids.zivot, 2],
      [ids.ekonomie, 1],
    ]);
    expect(onPhone.body.paymentMethod).toBe('Hotovost');
  });

  it('takes the spec’s payment value "Stripe" as the card method, "Platba kartou (Stripe)"', async () => {
    const jana = await signedInCustomer(server.db, 'Jana Černá', 'jana@example.cz');
    const { body } = await putCart({ cartItems: [], paymentMethod: 'Stripe' }, jana.token);
    expect(body.paymentMethod).toBe(PAYMENT_METHODS.card);
    expect((await getCart(jana.token)).body.paymentMethod).toBe(PAYMENT_METHODS.card);
  });

  it('is each customer’s own', async () => {
    expect((await getCart(karel.token)).body.cartItems).toEqual([]);
  });

  it('keeps the address and payment method when a PUT sends only the lines, and drops products that no longer exist', async () => {
    const { body } = await putCart(
      {
        cartItems: [
          { product: ids.ekonomie, qty: 3 },
          { product: 999_999, qty: 1 },
        ],
      },
      marieOnPhone,
    );
    expect(body.cartItems.map((l) => [l.product, l.qty])).toEqual([[ids.ekonomie, 3]]);
    expect(body.shippingAddress).toEqual({ name: 'Marie Horáková', city: 'Olomouc' });
    expect(body.paymentMethod).toBe('Hotovost');
  });

  it('on sign-in the PWA merges its own cart with the server copy (mergeCarts) and saves the result', async () => {
    const local = [
      { product: ids.zivot, qty: 5 },
      { product: ids.letak, qty: 1 },
      { product: ids.ekonomie, qty: 1 },
    ];
    const remote = (await getCart(marie.token)).body.cartItems;
    const stock = new Map([...remote.map((l): [number, number] => [l.product, l.countInStock]), [ids.zivot, 3], [ids.letak, 0]]);
    const merged = mergeCarts(local, remote, stock);
    expect(merged.map((l) => [l.product, l.qty])).toEqual([
      [ids.zivot, 3],
      [ids.ekonomie, 3],
    ]);
    const saved = await putCart({ cartItems: merged }, marie.token);
    expect(saved.body.cartItems.map((l) => [l.product, l.qty])).toEqual([
      [ids.zivot, 3],
      [ids.ekonomie, 3],
    ]);
  });

  it('an order takes its products out of the saved cart and leaves the rest', async () => {
    await putCart(
      {
        cartItems: [
          { product: ids.zivot, qty: 1 },
          { product: ids.ekonomie, qty: 1 },
        ],
      },
      marie.token,
    );
    const shippingAddress = { name: 'Marie Horáková', address: 'Horní náměstí 1', city: 'Olomouc', postalCode: '779 00', country: 'Česká republika' };
    expect(await placeOrder(ids.zivot, shippingAddress)).toBe(201);
    expect((await getCart(marieOnPhone)).body.cartItems.map((l) => l.product)).toEqual([ids.ekonomie]);
  });

  it("an order's note and company details leave the saved address, the delivery address stays for the next order", async () => {
    const delivery = {
      name: 'Marie Horáková',
      address: 'Horní náměstí 1',
      city: 'Olomouc',
      postalCode: '779 00',
      country: 'Česká republika',
      phone: '+420 777 123 456',
    };
    const company = {
      billingName: 'Horáková s.r.o.',
      billingAddress: 'Dolní 5',
      billingCity: 'Olomouc',
      billingPostalCode: '779 00',
      billingCountry: 'Česká republika',
      billingICO: '25596641',
    };
    const shippingAddress = { ...delivery, note: 'Prosím doručit odpoledne.', ...company };
    await putCart({ cartItems: [{ product: ids.ekonomie, qty: 1 }], shippingAddress, paymentMethod: PAYMENT_METHODS.cash }, marie.token);
    expect(await placeOrder(ids.ekonomie, shippingAddress)).toBe(201);
    expect((await getCart(marieOnPhone)).body).toEqual({
      cartItems: [],
      shippingAddress: delivery,
      paymentMethod: PAYMENT_METHODS.cash,
      updatedAt: expect.any(String),
    });
  });

  it('an unreadable saved cart counts as empty and never stops an order', async () => {
    await server.db.updateTable('carts').set({ data: '{"cartItems": [oops' }).where('user_id', '=', marie.id).execute();
    expect((await getCart(marie.token)).body).toMatchObject({ cartItems: [], shippingAddress: {}, paymentMethod: '' });
    const shippingAddress = { name: 'Marie Horáková', address: 'Horní náměstí 1', city: 'Olomouc', postalCode: '779 00', country: 'cz' };
    expect(await placeOrder(ids.ekonomie, shippingAddress)).toBe(201);
  });

  it.each([
    [{}, 'Košík musí obsahovat seznam položek (cartItems).'],
    // Literal ids: the table is built before beforeAll runs.
    [{ cartItems: [{ product: 1, qty: 0 }] }, 'Množství musí být celé číslo od 1 do 999.'],
    [{ cartItems: [{ product: 'abc', qty: 1 }] }, 'Neplatný produkt v objednávce.'],
    [
      {
        cartItems: [
          { product: 1, qty: 1 },
          { product: 1, qty: 2 },
        ],
      },
      'Produkt je v košíku vícekrát.',
    ],
    [{ cartItems: [], shippingAddress: { note: 'x'.repeat(1001) } }, 'Údaj může mít nejvýše 1000 znaků.'],
  ])('answers 400 for %j', async (body, message) => {
    expect(await putCart(body, marie.token)).toEqual({ status: 400, body: { message } });
  });

  it('needs a bearer token', async () => {
    expect((await call(server, '/api/cart')).status).toBe(401);
    expect((await call(server, '/api/cart', withJson('PUT', { cartItems: [] }))).status).toBe(401);
  });
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { UserInfoJson } from '@contract/account';
import type { OrderJson } from '@contract/checkout/orderJson';
import { fillDeliveryAddress, placeOrderPayingBy } from './support/checkout';
import { mailsTo, uniqueEmail } from './support/mail';
import { skipCookieBanner } from './support/pwa';

// Card payment with Stripe Checkout in the browser (spec, storefront 2 Checkout, 4 Card payment;
// issue 7). The server started by playwright.config.ts runs with NODE_ENV=test and no
// STRIPE_SECRET_KEY, so it starts the Stripe stand-in on 127.0.0.1 and the real Stripe SDK talks to
// it; the browser really leaves the shop for the stand-in's payment page and comes back. Every test
// uses a customer of its own (registered and confirmed through the API), so carts never mix.

const SHOP_EMAIL = 'info@slovozivota.cz';
const PASSWORD = 'Heslo-pro-test-1';

/** A new customer, registered and confirmed through the API and signed in; the page starts signed in as them. */
async function newCustomer(page: Page, request: APIRequestContext, label: string): Promise<UserInfoJson> {
  const email = uniqueEmail(label);
  expect((await request.post('/api/users', { data: { name: 'Karel Kartový', email } })).status()).toBe(201);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const link = ((await mailsTo(email))[0]!.text ?? '').match(/https?:\/\/\S+\/registerLink\/\S+/)![0];
  expect(await (await request.post(`/api/users/${new URL(link).pathname.slice('/registerLink/'.length)}`, { data: { password: PASSWORD } })).json()).toBe('ok');
  const login = await request.post('/api/users/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const user = (await login.json()) as UserInfoJson;
  await page.addInitScript((info) => {
    if (!sessionStorage.getItem('signed-in')) localStorage.setItem('userInfo', info);
    sessionStorage.setItem('signed-in', '1');
  }, JSON.stringify(user));
  return user;
}

/** A product with copies to sell. */
async function productInStock(request: APIRequestContext): Promise<{ _id: number; name: string }> {
  const all = (await (await request.get('/api/products/all')).json()) as { _id: number; name: string; countInStock: number }[];
  return all.find((p) => p.countInStock >= 5)!;
}

const czechAddress = { name: 'Karel Kartový', address: 'Karlova 7', city: 'Brno', postalCode: '602 00', country: 'Česká republika', note: 'Zvonek Kartový' };

/** How many lines the cart holds and which checkout values are saved, read from the app's IndexedDB. */
const savedCheckout = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ cart: number; checkout: string[] }>((resolve, reject) => {
        const open = indexedDB.open('slovo-zivota');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['cart', 'checkout'], 'readonly');
          const cart = tx.objectStore('cart').count();
          const checkout = tx.objectStore('checkout').getAllKeys();
          tx.oncomplete = () => {
            resolve({ cart: cart.result, checkout: (checkout.result as string[]).sort() });
            db.close();
          };
        };
      }),
  );

/** On the stand-in's payment page: the amount and the delivery method on the postage line, then one of its buttons. */
async function onStripePage(page: Page, order: { totalPrice: number }, button: 'Zaplatit' | 'Zrušit' | 'Nechat vypršet') {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_\w+$/);
  const amount = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' }).format(order.totalPrice);
  await expect(page.getByTestId('amount')).toHaveText(amount);
  await expect(page.getByRole('cell', { name: '1 × Poštovné a balné (Česká pošta – na adresu)' })).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test.describe('card payment with Stripe at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => isMobile, 'the payment pages are the same at every size; the desktop project covers them at phone width');
  test.describe.configure({ timeout: 60_000 });

  test('an order placed with card through the checkout: Platba Stripe → Zaplatit on Stripe → Zaplaceno Stripe with the order’s details; Nová objednávka clears the cart', async ({
    page,
    request,
  }) => {
    const user = await newCustomer(page, request, 'karta');
    const product = await productInStock(request);

    // The checkout (spec 2): cart → shipping → payment 'Platba kartou (Stripe)' → place the order.
    await page.goto(`/cart/${product._id}?qty=2`);
    await page
      .getByRole('link', { name: 'Přejít k pokladně' })
      .or(page.getByRole('button', { name: 'Přejít k pokladně' }))
      .click();
    await expect(page).toHaveURL(/\/shipping$/);
    await fillDeliveryAddress(page, czechAddress);
    await page.getByRole('radio', { name: 'Česká republika' }).check();
    await page.getByRole('textbox', { name: /Poznámka/ }).fill(czechAddress.note);
    const orderId = await placeOrderPayingBy(page, 'Platba kartou (Stripe)');
    const order = (await (await request.get(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${user.token}` } })).json()) as OrderJson;
    expect(order.isPaid).toBe(false);

    // The customer puts another book into the cart before paying; the address and method stay saved.
    await page.goto(`/cart/${product._id}?qty=1`);
    await expect.poll(async () => (await savedCheckout(page)).cart).toBe(1);
    expect((await savedCheckout(page)).checkout).toEqual(expect.arrayContaining(['paymentMethod', 'shippingAddress']));

    // The order page offers 'Platba Stripe' for the unpaid card order; the browser leaves for Stripe.
    await page.goto(`/order/${orderId}`);
    await page.getByRole('button', { name: 'Platba Stripe' }).click();
    await onStripePage(page, order, 'Zaplatit');

    // Back on the success page: the server has confirmed the payment with Stripe.
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/stripe-success/[\\w-]+\\?session_id=cs_test_\\w+$`));
    await expect(page.getByText('Zaplaceno Stripe', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    for (const text of [
      String(order.orderNumber),
      czechAddress.name,
      czechAddress.address,
      `${czechAddress.postalCode} ${czechAddress.city}`,
      user.email,
      czechAddress.note,
      'Neodesláno',
      'Platba kartou (Stripe)',
      'Stejné jako doručovací adresa',
      product.name,
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(main.getByText(/^2 × \d/).first()).toBeVisible();
    await expect(main.getByText('Celkem', { exact: true })).toBeVisible();
    const paid = (await (await request.get(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${user.token}` } })).json()) as OrderJson;
    expect(paid.isPaid).toBe(true);

    // 'Nová objednávka' clears the saved cart, shipping address and payment method and goes home; the
    // delivery method and pickup points chosen stay, remembered for the next order (issue 29).
    await page.getByRole('button', { name: 'Nová objednávka' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => savedCheckout(page)).toEqual({ cart: 0, checkout: ['deliveryMethod', 'pickupPoints'] });

    // A paid order offers no card payment any more.
    await page.goto(`/order/${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(order.orderNumber));
    await expect(page.getByRole('button', { name: 'Platba Stripe' })).toHaveCount(0);
  });

  test('Zrušit on Stripe leads to “Platba se nezdařila!” with a transfer by QR Platba and one mail to the shop; the retry by card succeeds', async ({
    page,
    request,
  }) => {
    const user = await newCustomer(page, request, 'zruseni');
    const product = await productInStock(request);
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { orderItems: [{ product: product._id, qty: 1 }], shippingAddress: czechAddress, paymentMethod: 'Platba kartou (Stripe)' },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as OrderJson;
    const failureMails = async () =>
      (await mailsTo(SHOP_EMAIL)).filter((mail) => mail.subject === `Neúspěšná platba kartou – objednávka č. ${order.orderNumber}`);

    await page.goto(`/order/${order._id}`);
    await page.getByRole('button', { name: 'Platba Stripe' }).click();
    await onStripePage(page, order, 'Zrušit');

    // The failure page: the message, the retry, the transfer with the order number as variable symbol.
    await expect(page).toHaveURL(new RegExp(`/order/${order._id}/stripe-fail$`));
    await expect(page.getByRole('alert').filter({ hasText: 'Platba se nezdařila!' })).toBeVisible();
    const transfer = page.getByRole('region', { name: 'Platba bankovním převodem' });
    await expect(transfer).toContainText(String(order.orderNumber));
    await expect(transfer.getByRole('img', { name: 'QR Platba' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nová objednávka' })).toBeVisible();
    await expect(page.getByRole('main').getByText(czechAddress.name).first()).toBeVisible();

    // The shop is told once, even when the page is entered again for the same attempt.
    await expect.poll(async () => (await failureMails()).length, { timeout: 10_000 }).toBe(1);
    // The page reports the failure again; once the shop has answered, its outbox (the order's mails,
    // as staff see them) holds still the one mail to the shop.
    const reportedAgain = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${order._id}/failed-payment-notif`));
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Platba se nezdařila!' })).toBeVisible();
    expect((await reportedAgain).status()).toBe(200);
    const admin = (await (await request.post('/api/users/login', { data: { email: 'admin@slovozivota.cz', password: 'admin1234' } })).json()) as {
      token: string;
    };
    const asStaff = (await (await request.get(`/api/orders/${order._id}`, { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as {
      mails: { to: string }[];
    };
    expect(asStaff.mails.filter((mail) => mail.to === SHOP_EMAIL)).toHaveLength(1);
    expect(await failureMails()).toHaveLength(1);

    // Retry: a new attempt and a new session; this time Zaplatit.
    await page.getByRole('button', { name: 'Platba Stripe' }).click();
    await onStripePage(page, order, 'Zaplatit');
    await expect(page).toHaveURL(new RegExp(`/order/${order._id}/stripe-success/`));
    await expect(page.getByText('Zaplaceno Stripe', { exact: true })).toBeVisible();
    const paid = (await (await request.get(`/api/orders/${order._id}`, { headers: { Authorization: `Bearer ${user.token}` } })).json()) as OrderJson;
    expect(paid.isPaid).toBe(true);
  });

  test('a payment page that runs out unpaid cancels the order, returns its copies and mails the customer; staff see “Platba kartou se nezdařila”', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const user = await newCustomer(page, request, 'vyprseni');
    const product = await productInStock(request);
    const stock = async () => ((await (await request.get(`/api/products/${product._id}`)).json()) as { countInStock: number }).countInStock;
    const before = await stock();
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { orderItems: [{ product: product._id, qty: 2 }], shippingAddress: czechAddress, paymentMethod: 'Platba kartou (Stripe)' },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as OrderJson;
    expect(await stock()).toBe(before - 2);

    await page.goto(`/order/${order._id}`);
    await page.getByRole('button', { name: 'Platba Stripe' }).click();
    await onStripePage(page, order, 'Nechat vypršet');
    await expect(page.getByRole('alert')).toHaveText(/Platnost této platby vypršela/);
    expect(await stock()).toBe(before);
    await expect
      .poll(async () => (await mailsTo(user.email)).map((mail) => mail.subject))
      .toContain(`Objednávka č. ${order.orderNumber} byla zrušena – Slovo života`);

    const admin = await (await request.post('/api/users/login', { data: { email: 'admin@slovozivota.cz', password: 'admin1234' } })).json();
    const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale, timezoneId } = testInfo.project.use;
    const staff = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale, timezoneId });
    try {
      const staffPage = await staff.newPage();
      await skipCookieBanner(staffPage);
      await staffPage.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(admin));
      await staffPage.goto(`/admin/order/${order._id}`);
      const states = staffPage.getByRole('group', { name: 'Stav' });
      await expect(states.getByText('Platba kartou se nezdařila', { exact: true })).toBeVisible();
      await expect(states.getByText('Zrušená', { exact: true })).toBeVisible();
      await staffPage.screenshot({ path: test.info().outputPath(`staff-card-payment-failed-${testInfo.project.name}.png`) });
    } finally {
      await staff.close();
    }
  });
});

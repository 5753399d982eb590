import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { skipCookieBanner, untilAppStarted } from './support/pwa';

// Staff reading what is not theirs (issue 13): an administrator opening a customer's order sees no
// button to pay it, and an assistant sent away from an administrator's screen is told why.

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => isMobile, 'the roles do not depend on the screen size; the desktop project covers them at phone width');

const ADMIN = { email: 'admin@slovozivota.cz', password: 'admin1234' };
const ASSISTANT = { email: 'asistent@slovozivota.cz', password: 'asistent1234' };
const CUSTOMER = { email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' };
const PAY_BY_CARD = 'Platba Stripe';

async function apiSignIn(request: APIRequestContext, who: typeof ADMIN) {
  const answer = await request.post('/api/users/login', { data: who });
  expect(answer.status(), `sign-in of ${who.email}`).toBe(200);
  return answer.json() as Promise<{ token: string }>;
}

/** Signs the page in as the user from its next load (the PWA keeps the session in localStorage 'userInfo'). */
const signInPage = (page: Page, user: unknown) => page.evaluate((info) => localStorage.setItem('userInfo', info), JSON.stringify(user));

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('only the customer who placed an unpaid card order sees its card payment button, not the administrator reading it', async ({ page, request }) => {
  const customer = await apiSignIn(request, CUSTOMER);
  const products = (await (await request.get('/api/products/all')).json()) as { _id: number; countInStock: number }[];
  const product = products.find((p) => p.countInStock >= 5)!;
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      orderItems: [{ product: product._id, qty: 1 }],
      shippingAddress: { name: 'Demo Zákazník', address: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', country: 'Česká republika' },
      paymentMethod: 'Platba kartou (Stripe)',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { _id: number; orderNumber: number };
  const heading = page.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` });

  await page.goto('/');
  await signInPage(page, customer);
  await page.goto(`/order/${order._id}`);
  await expect(heading).toBeVisible({ timeout: 15_000 }); // a signed-in page: drawn once the app has run and the order has loaded
  await expect(page.getByRole('button', { name: PAY_BY_CARD })).toBeVisible();

  await signInPage(page, await apiSignIn(request, ADMIN));
  await page.goto(`/order/${order._id}`);
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Označit jako zaplacenou' })).toBeVisible(); // the staff's own buttons
  await expect(page.getByRole('button', { name: PAY_BY_CARD })).toHaveCount(0);
});

test('an assistant opening an administrator’s screen lands on the profile with the reason', async ({ page, request }) => {
  await page.goto('/');
  await signInPage(page, await apiSignIn(request, ASSISTANT));
  await page.goto('/admin/productlist');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('alert')).toHaveText('Tato stránka je jen pro administrátory.');

  // Reaching the profile the usual way shows no such notice.
  await page.goto('/');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible();
  await untilAppStarted(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

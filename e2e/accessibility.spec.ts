import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fillDeliveryAddress, productInStock } from './support/checkout';
import { skipCookieBanner, untilAppStarted } from './support/pwa';

// WCAG 2.1 AA at both sizes (issue 13, Accessibility): axe-core finds nothing on the visitor's pages,
// the checkout of a signed-in customer, and the staff product list and product edit.

// axe-core reads the whole page: on a busy machine one check takes seconds.
test.describe.configure({ timeout: 60_000 });

const CUSTOMER = { email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' };
const ADMIN = { email: 'admin@slovozivota.cz', password: 'admin1234' };

/** Signs the browser in as the user; answers the session token. */
async function signIn(request: APIRequestContext, context: BrowserContext, who: typeof CUSTOMER): Promise<string> {
  const answer = await request.post('/api/users/login', { data: who });
  expect(answer.status()).toBe(200);
  const info = await answer.json();
  await context.addInitScript((stored) => localStorage.setItem('userInfo', stored), JSON.stringify(info));
  return info.token;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Nákupní košík' });

/** Opens the page and checks it once the app runs it and `ready` shows. */
async function check(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await untilAppStarted(page);
  await expect(ready(page)).toBeVisible({ timeout: 15_000 }); // the cart and staff lists load from IndexedDB and the API
  await expectNoAxeViolations(page);
}

test('the home page of a first visit, with the cookie question and without it, has no WCAG 2.1 AA violations', async ({ page }) => {
  await check(page, '/', (p) => p.getByRole('region', { name: 'Souhlas s cookies' }));
  await page.getByRole('button', { name: 'Přijmout' }).click();
  await expect(page.getByRole('region', { name: 'Souhlas s cookies' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('visitor pages', () => {
  test.beforeEach(async ({ page }) => skipCookieBanner(page));

  test('a product page has no WCAG 2.1 AA violations', async ({ page, request }) => {
    const product = await productInStock(request);
    await check(page, `/product/${product._id}`, (p) => heading(p, product.name));
  });

  test('search results have no WCAG 2.1 AA violations', async ({ page }) => {
    await check(page, '/search/kristus', (p) => p.getByRole('main').getByRole('listitem').first());
  });

  test('the cart with a product has no WCAG 2.1 AA violations', async ({ page, request }) => {
    const product = await productInStock(request);
    await check(page, `/cart/${product._id}?qty=1`, cartLines);
  });

  test('the sign-in page has no WCAG 2.1 AA violations', async ({ page }) => {
    await check(page, '/login', (p) => heading(p, 'Přihlášení'));
  });

  test('the registration page has no WCAG 2.1 AA violations', async ({ page }) => {
    await check(page, '/register', (p) => heading(p, 'Registrace'));
  });
});

test('the profile and every checkout step of a signed-in customer have no WCAG 2.1 AA violations', async ({ page, context, request }) => {
  test.slow(); // five pages
  const product = await productInStock(request);
  const token = await signIn(request, context, CUSTOMER);
  await skipCookieBanner(page);
  try {
    await check(page, '/profile', (p) => heading(p, 'Můj profil'));
    await check(page, `/cart/${product._id}?qty=1`, cartLines);

    await page.getByRole('button', { name: 'Přejít k pokladně' }).click();
    await expect(heading(page, 'Doručovací adresa')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Česká republika' }).check();
    await fillDeliveryAddress(page, { name: 'Demo Zákazník', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000' });
    await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();

    await expect(heading(page, 'Způsob platby')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Hotovost' }).click();
    await page.getByRole('button', { name: 'Pokračovat k souhrnu' }).click();

    await expect(page.getByRole('button', { name: 'Závazně objednat' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    // The seeded customer's cart on the server is left empty for the other tests.
    await request.put('/api/cart', { headers: { Authorization: `Bearer ${token}` }, data: { cartItems: [] } });
  }
});

test.describe('staff pages', () => {
  test.beforeEach(async ({ page, context, request }) => {
    await signIn(request, context, ADMIN);
    await skipCookieBanner(page);
  });

  test('the staff product list has no WCAG 2.1 AA violations', async ({ page }) => {
    await check(page, '/admin/productlist', (p) => p.getByRole('link', { name: /^Upravit – / }).first());
  });

  test('the staff product edit has no WCAG 2.1 AA violations', async ({ page, request }) => {
    const product = await productInStock(request);
    await check(page, `/admin/product/${product._id}/edit`, (p) => p.getByRole('textbox', { name: 'Název' }));
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fillDeliveryAddress, toSummaryPayingBy } from './support/checkout';
import { skipCookieBanner, untilAppStarted } from './support/pwa';

// The trade rules and the privacy notice (issue 13): real texts naming the configured seller,
// reached from the place-order step without losing the order in progress.

interface Product {
  _id: number;
  name: string;
  countInStock: number;
}

interface Seller {
  name: string;
  ico: string;
}

const CUSTOMER = { email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' };

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('the trade-rules link of the place-order step opens the rules in a new tab (axe finds nothing on them), and the order waits as it was', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a whole checkout to its last step, and a second tab
  const login = await request.post('/api/users/login', { data: CUSTOMER });
  const customer = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${customer.token}` };
  const seller = (await (await request.get('/api/seller')).json()) as Seller;
  const product = ((await (await request.get('/api/products/all')).json()) as Product[]).find((p) => p.countInStock > 0)!;
  await context.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(customer));
  try {
    await page.goto(`/cart/${product._id}?qty=1`);
    await untilAppStarted(page);
    await page.getByRole('button', { name: 'Přejít k pokladně' }).click();
    await fillDeliveryAddress(page, { name: 'Marie Čtenářová', address: 'Nová 8', city: 'Olomouc', postalCode: '779 00' });
    await toSummaryPayingBy(page, 'Platba bankovním převodem předem');
    const items = page.getByRole('region', { name: 'Položky' }).getByRole('listitem');
    await expect(items.filter({ hasText: product.name })).toBeVisible();
    const privacyConsent = page.getByRole('checkbox', { name: 'Souhlasím se zpracováním osobních údajů' });
    await privacyConsent.check();

    // The link opens the rules in a tab of their own; clicking it does not tick the consent.
    const [rules] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'obchodními podmínkami' }).click()]);
    await expect(rules).toHaveURL(/\/trade-rules$/);
    await expect(rules.getByRole('heading', { level: 1, name: 'Obchodní podmínky' })).toBeVisible();
    await expect(rules.getByText('Verze 1.0, účinné od 1. 12. 2026')).toBeVisible();
    const seen = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
    await expect.poll(async () => seen(await rules.getByRole('article').textContent())).toContain(`${seller.name}, se sídlem`);
    await expect.poll(async () => seen(await rules.getByRole('article').textContent())).toContain(`IČO: ${seller.ico}`);
    await rules.getByRole('navigation', { name: 'Obsah' }).getByRole('link', { name: 'Odstoupení od smlouvy', exact: true }).click();
    await expect(rules.getByRole('heading', { name: '6. Odstoupení od smlouvy' })).toBeInViewport();
    await expect(rules.getByRole('heading', { name: 'Příloha: Vzorový formulář pro odstoupení od smlouvy' })).toBeAttached();
    expect((await new AxeBuilder({ page: rules }).analyze()).violations).toEqual([]);
    await rules.close();

    // Back on the order: the same step, the same items, the consent given before still given.
    await expect(page).toHaveURL(/\/placeorder$/);
    await expect(items.filter({ hasText: product.name })).toBeVisible();
    await expect(privacyConsent).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Závazně objednat' })).toBeEnabled();
  } finally {
    await request.put('/api/cart', { headers, data: { cartItems: [] } });
  }
});

test('the privacy notice names the seller as the controller, with the supervisory authority, and axe finds nothing on it', async ({ page, request }) => {
  const seller = (await (await request.get('/api/seller')).json()) as Seller;
  await page.goto('/safety-privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Bezpečnost a soukromí' })).toBeVisible();
  const article = page.getByRole('article');
  await expect.poll(async () => (await article.textContent())?.replace(/\u00a0/g, ' ')).toContain(`Správcem vašich osobních údajů je ${seller.name}`);
  for (const heading of ['Jak dlouho údaje uchováváme', 'Komu údaje předáváme', 'Cookies a data v prohlížeči', 'Vaše práva']) {
    await expect(article.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(article).toContainText('Úřadu pro ochranu osobních údajů');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

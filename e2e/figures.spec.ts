import { expect, test } from '@playwright/test';
import type { ProductCardJson } from '@contract/catalogue';
import { pragueDay } from '@contract/pragueDays';
import { skipCookieBanner } from './support/pwa';

// The administrator's figures page (issue 31) at both sizes: today's figures with the chart of
// revenue (bars) and orders (a line) as an SVG, and another range, chosen with the date inputs, that
// changes the numbers and the address.

const login = async (request: import('@playwright/test').APIRequestContext, email: string, password: string) =>
  (await (await request.post('/api/users/login', { data: { email, password } })).json()) as { token: string };

test('the figures page shows today’s figures with its chart, and another range changes them', async ({ page, request }) => {
  // A busy machine: building the chart chunk's page takes its time (waiting for states, never for time).
  test.setTimeout(120_000);
  const customer = await login(request, 'zakaznik@slovozivota.cz', 'zakaznik1234');
  const product = ((await (await request.get('/api/products/all')).json()) as ProductCardJson[]).find((p) => p.countInStock >= 5)!;
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      orderItems: [{ product: product._id, qty: 1 }],
      shippingAddress: { name: 'Demo Zákazník', address: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' },
      paymentMethod: 'Platba bankovním převodem předem',
    },
  });
  expect(placed.status()).toBe(201);

  await skipCookieBanner(page);
  await page.goto('/');
  const admin = await login(request, 'admin@slovozivota.cz', 'admin1234');
  await page.evaluate((stored) => localStorage.setItem('userInfo', stored), JSON.stringify(admin));
  const today = pragueDay(new Date());
  await page.goto(`/admin?from=${today}&to=${today}`);

  await expect(page.getByRole('heading', { name: 'Přehled', level: 1 })).toBeVisible({ timeout: 60_000 });
  // Each figure is a region named by its label, its text the label and the value.
  const orders = page.getByRole('region', { name: 'Objednávky', exact: true });
  // The first figures wait for the page's chunk and the API on a busy machine.
  await expect(orders).toHaveText(/^Objednávky[1-9]\d*$/, { timeout: 30_000 });
  const chart = page.getByRole('img', { name: 'Tržba a objednávky po dnech' });
  await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeAttached({ timeout: 30_000 });
  // One day is one point of the orders' line: the series is drawn, as a dot (a curve needs two).
  await expect(chart.locator('svg .recharts-line')).toBeAttached();
  await expect(chart.locator('svg .recharts-line-dot')).toHaveCount(1);

  const range = page.getByRole('form', { name: 'Vlastní období' });
  await range.getByLabel('Od').fill('2020-01-01');
  await range.getByLabel('Do').fill('2020-01-07');
  await range.getByRole('button', { name: 'Zobrazit' }).click();
  await expect(page).toHaveURL(/\/admin\?from=2020-01-01&to=2020-01-07$/);
  await expect(orders).toHaveText('Objednávky0');
  await expect(page.getByRole('region', { name: 'Tržba', exact: true })).toHaveText('Tržba0,00\u00a0Kč');
  await expect(chart.locator('svg .recharts-line-curve')).toBeAttached();
});

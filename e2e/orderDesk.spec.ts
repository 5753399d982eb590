import { type APIRequestContext, expect as expectSoon, test } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { skipCookieBanner } from './support/pwa';

// Issue 31: the order desk at phone and desktop size. Staff search five new orders by the
// customer's name without diacritics, filter them by state, tick all the filter leaves, mark them
// sent after the confirm dialog said how many, read the per-order report, and print their packing
// slips (one PDF, a page each).

// Staff screens take longer than Playwright's 5 s to draw on a machine as loaded as this one.
const expect = expectSoon.configure({ timeout: 20_000 });

const ADMIN = { email: 'admin@slovozivota.cz', password: 'admin1234' };
const CUSTOMER = { email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' };

async function apiSignIn(request: APIRequestContext, who: { email: string; password: string }): Promise<{ token: string }> {
  const answer = await request.post('/api/users/login', { data: who });
  expect(answer.status(), `sign-in of ${who.email}`).toBe(200);
  return answer.json();
}

/** Five bank-transfer orders of the demo customer, delivered to a name of this run's own. */
async function fiveOrders(request: APIRequestContext, name: string): Promise<number[]> {
  const customer = await apiSignIn(request, CUSTOMER);
  const products = (await (await request.get('/api/products/all')).json()) as { _id: number; countInStock: number }[];
  const product = products.find((p) => p.countInStock >= 10)!._id;
  const numbers = [];
  for (let i = 0; i < 5; i++) {
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: {
        orderItems: [{ product, qty: 1 }],
        shippingAddress: { name, address: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', country: 'Česká republika' },
        paymentMethod: 'Platba bankovním převodem předem',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    numbers.push(((await placed.json()) as { orderNumber: number }).orderNumber);
  }
  return numbers;
}

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('staff find five orders, mark them sent in one go and print their packing slips', async ({ page, request }) => {
  test.slow(); // five orders placed and a PDF rendered, on a loaded machine
  const tag = `Řezníčková ${Date.now().toString(36)}`;
  const numbers = await fiveOrders(request, `Božena ${tag}`);
  const admin = await apiSignIn(request, ADMIN);
  await page.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(admin));

  await page.goto('/admin/orderlist');
  const search = page.getByRole('search', { name: 'Filtry' }).getByRole('searchbox', { name: 'Hledat' });
  await search.fill(tag.replace('Řezníčková', 'REZNICKOVA'));
  await search.press('Enter');
  await expect(page.getByText('Čeká na platbu (5)', { exact: true })).toBeVisible();
  await page.getByText('Čeká na platbu (5)', { exact: true }).click();
  await expect(page).toHaveURL(/state=waiting/);
  await expect(page).toHaveURL(/q=REZNICKOVA/);
  await page.getByRole('button', { name: 'Vybrat všechny odpovídající filtru (5)' }).click();
  await expect(page.getByText('Vybráno: 5')).toBeVisible();

  await page.getByRole('button', { name: 'Označit odeslané (5)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Označit jako odeslané objednávky (5):')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('desk-confirm.png') });
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/admin/orders/bulk'));
  await dialog.getByRole('button', { name: 'Provést' }).click();
  expect(await (await sent).json()).toMatchObject({ failed: [] });
  await expect(dialog.getByRole('status')).toContainText('Hotovo: 5 · Nezměněno: 0');
  for (const number of numbers) await expect(dialog.getByText(`${number}: hotovo`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('desk-result.png') });
  await dialog.getByRole('button', { name: 'Zavřít' }).click();
  await expect(page.getByText('Odeslané (5)', { exact: true })).toBeVisible();

  const slips = page.waitForResponse((r) => r.url().includes('/api/admin/orders/packing-slips'));
  await page.getByRole('button', { name: 'Dodací listy (5)' }).click();
  const response = await slips;
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The page's own response may have come through the service worker, whose bodies Playwright does not
  // keep: the same address read again with the administrator's token.
  const again = await request.get(response.url(), { headers: { Authorization: `Bearer ${admin.token}` } });
  const pdf = await getDocumentProxy(new Uint8Array(await again.body()));
  expect(pdf.numPages).toBe(5);
  await page.getByText('Odeslané (5)', { exact: true }).click();
  for (const number of numbers) await expect(page.getByText(String(number), { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('desk.png'), fullPage: true });
});

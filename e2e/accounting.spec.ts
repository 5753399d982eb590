import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { skipCookieBanner } from './support/pwa';

// 'Účetnictví' in the browser (issue 31): the administrator picks a period and downloads its CSV for
// the accountant. The exports' contents are the API tests' (api/src/orders/accounting.api.test.ts).

test.skip(({ isMobile }) => isMobile, 'one short staff flow; the desktop project covers it');

test('the administrator downloads a month of invoices as CSV', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: { email: 'admin@slovozivota.cz', password: 'admin1234' } });
  expect(login.status()).toBe(200);
  await page.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(await login.json()));
  await skipCookieBanner(page);
  await page.goto('/admin/accounting');
  await page.getByRole('textbox', { name: 'Od', exact: true }).fill('2026-11-01');
  await page.getByRole('textbox', { name: 'Do', exact: true }).fill('2026-10-01');
  await page.getByRole('button', { name: 'Tabulka CSV' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Datum „od“ nesmí být po datu „do“.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Do', exact: true }).fill('2026-11-30');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Tabulka CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('faktury-2026-11-01-2026-11-30.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFDruh dokladu;Číslo dokladu;')).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Soubor faktury-2026-11-01-2026-11-30.csv je stažený.' })).toBeVisible();
});

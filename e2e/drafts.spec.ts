import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { skipCookieBanner, untilAppStarted } from './support/pwa';

// Issue 13: 'Vytvořit produkt' or 'Přidat video' followed by 'Zrušit' left a public 'Nový produkt'
// at 0,00 Kč and an empty 'Nové video' behind. Now 'create' makes a draft: staff see it marked
// 'Koncept', the public nowhere, and 'Zrušit' throws it away.

const ADMIN = { email: 'admin@slovozivota.cz', password: 'admin1234' };
const ASSISTANT = { email: 'asistent@slovozivota.cz', password: 'asistent1234' };

// The staff screens load several answers each; on a busy machine they take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Signs the page in as the user through the API (the PWA keeps the session in localStorage 'userInfo'). */
async function signIn(page: Page, request: APIRequestContext, who: { email: string; password: string }) {
  const answer = await request.post('/api/users/login', { data: who });
  expect(answer.status(), `sign-in of ${who.email}`).toBe(200);
  await page.addInitScript((info) => localStorage.setItem('userInfo', info), await answer.text());
}

/** The staff list's row (a card on phones) holding the link to the record's edit page. */
const rowOf = (page: Page, editPath: string) => page.getByRole(isPhone(page) ? 'listitem' : 'row').filter({ has: page.locator(`a[href="${editPath}"]`) });

/** The id in an edit page's address, /admin/{kind}/{id}/edit. */
const idIn = (page: Page) => Number(new URL(page.url()).pathname.split('/')[3]);

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('a product created and left is a Koncept only staff see; Zrušit on it deletes it from the staff list and the search', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, request, ADMIN);
  await page.goto('/admin/productlist');
  await page.getByRole('button', { name: 'Vytvořit produkt' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/\d+\/edit$/);
  const id = idIn(page);
  const editPath = `/admin/product/${id}/edit`;
  await expect(page.getByText('Koncept: zákazníci záznam uvidí, až ho uložíte.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobrazit v obchodě' })).toHaveCount(0);

  // Leaving by the back link keeps the draft, marked, for staff only.
  await page.getByRole('link', { name: 'Produkty' }).first().click();
  await expect(page).toHaveURL(/\/admin\/productlist$/);
  const row = rowOf(page, editPath);
  await expect(row).toContainText('Nový produkt');
  await expect(row.getByText('Koncept', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`product-list-${testInfo.project.name}.png`), fullPage: !isPhone(page) });
  // A visitor gets 404 from the API and for the server-rendered page.
  expect((await request.get(`/api/products/${id}`)).status()).toBe(404);
  expect((await request.get(`/product/${id}`)).status()).toBe(404);

  // 'Zrušit' on the never-saved draft deletes it.
  await row.getByRole('link', { name: 'Upravit – Nový produkt' }).click();
  await expect(page).toHaveURL(editPath);
  await page.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page).toHaveURL(/\/admin\/productlist$/);
  await expect(page.getByRole('link', { name: /^Upravit – / }).first()).toBeAttached();
  await expect(page.locator(`a[href="${editPath}"]`)).toHaveCount(0);

  // A visitor searching for it finds nothing.
  await page.evaluate(() => localStorage.removeItem('userInfo'));
  await page.goto(`/search/${encodeURIComponent('Nový produkt')}`);
  await untilAppStarted(page);
  await expect(page.getByText('Pro „Nový produkt“ jsme nic nenašli.', { exact: false })).toBeVisible();
  await expect(page.locator(`a[href="/product/${id}"]`)).toHaveCount(0);
});

test('a video added and cancelled is gone from the staff list and from /video', async ({ page, request }) => {
  await signIn(page, request, ASSISTANT);
  await page.goto('/admin/video');
  await page.getByRole('button', { name: 'Přidat video' }).click();
  await expect(page).toHaveURL(/\/admin\/video\/\d+\/edit$/);
  const editPath = `/admin/video/${idIn(page)}/edit`;
  await page.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page).toHaveURL(/\/admin\/video$/);
  await expect(page.getByRole('link', { name: /^Upravit – / }).first()).toBeAttached();
  await expect(page.locator(`a[href="${editPath}"]`)).toHaveCount(0);
  await expect(page.getByText('Nové video')).toHaveCount(0);

  await page.goto('/video');
  await untilAppStarted(page);
  // The demo's videos are listed, the cancelled one is not.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Nové video')).toHaveCount(0);
});

import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { holdScripts, untilAppStarted } from './support/pwa';

// Issue 12: the pages the server renders carry a Content-Security-Policy that allows their own
// inline scripts by hash and nothing else inline (item 5), and data with $ in it cannot break the
// page apart (item 7). The headers of API answers and uploads: api/src/http/securityHeaders.api.test.ts.

// Every visit is a first visit, answered by the server: a page the service worker controls would get
// the app's code from its cache, past holdScripts, and start the app while the test plays before it.
test.use({ serviceWorkers: 'block' });

const ADMIN = { email: 'admin@slovozivota.cz', password: 'admin1234' };
/** JavaScript's replacement patterns: String.replace would put the text before and after the match here. */
const PATTERNS = "$`$'";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of each inline script the browser runs (not the JSON data blocks, not the app's files). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\b(src|type)=/.test(attributes!)).map(([, , text]) => text!);

const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')!
    .slice(1);

const doctypes = (html: string) => html.match(/<!doctype html>/gi)?.length ?? 0;

async function signInAdmin(request: APIRequestContext) {
  const answer = await request.post('/api/users/login', { data: ADMIN });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { token: string };
}

async function firstProductId(request: APIRequestContext) {
  return ((await (await request.get('/api/products?pageNumber=1')).json()) as { products: { _id: number }[] }).products[0]!._id;
}

test('a rendered page’s policy allows exactly the inline scripts in it, by their hashes', async ({ request }) => {
  for (const path of ['/', `/product/${await firstProductId(request)}`, '/words-of-life']) {
    const answer = await request.get(path);
    const scripts = inlineScripts(await answer.text());
    // Every page of the shop plays a tapped recording before the app has started (earlyPlayback.ts).
    expect(scripts.filter((script) => script.includes('window.earlyPlayback')).length, path).toBe(1);
    expect(scriptSources(answer.headers()['content-security-policy']!).sort(), path).toEqual(["'self'", ...new Set(scripts.map(sha256))].sort());
  }
});

test.describe('data with replacement patterns', () => {
  test.use({ javaScriptEnabled: false });

  test(`the search address /search/${PATTERNS} renders one page with the text intact`, async ({ page, request }) => {
    const path = `/search/${PATTERNS}`;
    expect(doctypes(await (await request.get(path)).text())).toBe(1);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `Výsledky hledání: „${PATTERNS}“` })).toBeVisible();
  });

  test("a product whose name and description contain $` and $' renders one page with both intact", async ({ page, request }) => {
    const headers = { Authorization: `Bearer ${(await signInAdmin(request)).token}` };
    const { _id } = (await (await request.post('/api/products', { headers })).json()) as { _id: number };
    const name = `Cena ${PATTERNS} ${Date.now().toString(36)}`;
    const description = `Před $\` a po $' – obojí zůstane.`;
    const saved = await request.put(`/api/products/${_id}`, { headers, data: { name, price: 100, author: 'Testovací Autor', countInStock: 1, description } });
    expect(saved.status(), await saved.text()).toBe(200);

    expect(doctypes(await (await request.get(`/product/${_id}`)).text())).toBe(1);
    await page.goto(`/product/${_id}`);
    await expect(page).toHaveTitle(`${name} – Slovo života`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(description)).toBeVisible();
  });
});

/** Every Content-Security-Policy violation the page reports from now on. */
async function violationsOf(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}

test('the shop, the video player, a recording played before the app has started, the cart and the staff area run without a policy violation', async ({
  page,
  request,
}) => {
  const violations = await violationsOf(page);
  const productId = await firstProductId(request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Přijmout', exact: true }).click();
  await page.goto(`/product/${productId}`);
  await page.getByRole('link', { name: 'Přidat do košíku' }).first().click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nákupní košík' })).toBeVisible();
  await page.goto('/video');
  await page
    .getByRole('button', { name: /^Přehrát/ })
    .first()
    .click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/"]')).toHaveCount(1);
  // The page's own script plays a recording before the app has started.
  const startApp = await holdScripts(page);
  await page.goto('/words-of-life');
  await page
    .getByRole('button', { name: /^Přehrát/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Pozastavit/ })).toHaveCount(1);
  startApp();
  await untilAppStarted(page);

  // Signed in as the PWA keeps a session: localStorage 'userInfo'.
  const admin = await signInAdmin(request);
  await page.evaluate((info) => localStorage.setItem('userInfo', info), JSON.stringify(admin));
  await page.goto(`/admin/product/${productId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upravit produkt' })).toBeVisible();
  expect(violations).toEqual([]);
});

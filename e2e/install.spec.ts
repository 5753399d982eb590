import { expect, type Page, test } from '@playwright/test';
import { holdScripts, skipCookieBanner, untilAppStarted, untilServiceWorkerControls } from './support/pwa';

// Installability (Lighthouse 12 no longer checks it): the manifest and its icons, the service
// worker, the cache headers, and how the visitor is offered to install the shop.

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'installing is a phone matter; the phone project covers it');

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

async function expectPng(page: Page, src: string, sizes: string) {
  const response = await page.request.get(src);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toBe(sizes);
}

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IOS_HINT = 'Přidejte si obchod na plochu: klepněte na Sdílet a potom na Přidat na plochu.';

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('the manifest describes an installable app with icons of the declared sizes, and a service worker controls the page', async ({ page }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({
    name: 'Slovo života – křesťanské knihy',
    short_name: 'Slovo života',
    lang: 'cs',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f3a5f',
    background_color: '#ffffff',
  });
  expect(manifest.description).toBeTruthy();
  const icons = manifest.icons as ManifestIcon[];
  const anyIcons = icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any')).map((icon) => icon.sizes);
  expect(anyIcons).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  for (const icon of icons) await expectPng(page, icon.src, icon.sizes);
  expect((manifest.shortcuts as Array<{ url: string }>).map((shortcut) => shortcut.url)).toEqual(expect.arrayContaining(['/cart', '/words-of-life']));

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(page, appleIcon!, '180x180');
  expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe('#1f3a5f');

  await untilServiceWorkerControls(page);
});

test('the shell, the worker and the manifest are revalidated on every visit; hashed assets are cached for good', async ({ page }) => {
  for (const path of ['/', '/product/1', '/sw.js', '/manifest.webmanifest']) {
    expect((await page.request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect((await page.request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('where the browser offers installing, an unobtrusive button opens its dialog, also when the offer came before the app', async ({ page }) => {
  // The app's code is held back until the offer has been made: the browser sends it only once,
  // and may send it while a server-rendered page is still waiting for its app.
  const release = await holdScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Naše publikace' })).toBeVisible();
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  const offer = page.getByRole('region', { name: 'Instalace aplikace' });
  const button = offer.getByRole('button', { name: 'Přidat na plochu' });
  // Chromium sends beforeinstallprompt only when it decides to; the test hands the page one.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
      },
    });
    window.dispatchEvent(event);
  });
  release();
  await untilAppStarted(page);
  await expect(page.getByText(IOS_HINT)).toHaveCount(0); // that hint is for iPhones only
  await expect(button).toBeVisible();
  await button.click();
  expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
  await expect(button).toHaveCount(0);
});

test('on an iPhone in Safari a hint explains how to add the shop to the home screen, until it is closed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await page.goto('/');
  const offer = page.getByRole('region', { name: 'Instalace aplikace' });
  await expect(offer).toContainText(IOS_HINT);
  await offer.getByRole('button', { name: 'Zavřít' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Naše publikace' })).toBeVisible();
  await expect(page.getByText(IOS_HINT)).toHaveCount(0);
  await context.close();
});

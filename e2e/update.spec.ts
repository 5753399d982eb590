import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildApp, type LocalShop, startShop } from '../scripts/localShop';
import { skipCookieBanner, untilServiceWorkerControls } from './support/pwa';

// A new deployment is offered, never swapped in silently: the test builds the app twice into the
// folder its own server serves, and the second version shows only after 'Aktualizovat'.

test.use({ viewport: { width: 390, height: 844 } });

let staticDir: string;
let shop: LocalShop | undefined;

test.beforeAll(async () => {
  // Here, not at the top of the file, so the project that skips the test does not build the app for nothing.
  test.skip(test.info().project.use.isMobile === true, 'the update flow does not depend on the screen size; the desktop project covers it at phone width');
  test.setTimeout(120_000);
  staticDir = mkdtempSync(path.join(tmpdir(), 'shop-update-'));
  buildApp(staticDir, { VITE_APP_VERSION: 'e2e-1' });
  shop = await startShop({ staticDir });
});

test.afterAll(async () => {
  await shop?.stop();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true }); // none where the project skipped the test
});

test('a new version waits for the visitor to accept it, then shows after one reload', async ({ page }) => {
  test.setTimeout(120_000);
  await skipCookieBanner(page);
  const origin = shop!.origin;
  await page.goto(`${origin}/`);
  await expect(page.getByText('Verze e2e-1')).toBeVisible();
  await untilServiceWorkerControls(page);

  buildApp(staticDir, { VITE_APP_VERSION: 'e2e-2' });
  await page.reload(); // the browser looks for a new worker when a page is opened
  const prompt = page.getByRole('region', { name: 'Aktualizace aplikace' });
  await expect(prompt).toContainText('Nová verze je k dispozici', { timeout: 20_000 });
  await expect(page.getByText('Verze e2e-1')).toBeVisible();

  // Waiting, it stays waiting: another reload still shows the old version, and offers the new one again.
  await page.reload();
  await expect(page.getByText('Verze e2e-1')).toBeVisible();
  await expect(prompt).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Aktualizovat' }).click();
  await reloaded;
  await expect(page.getByText('Verze e2e-2')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Naše publikace' })).toBeVisible();
});

import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Resolves once the service worker is active and controls the page (it claims open pages on its first activation). */
export async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** A returning visitor who already answered the cookie question, so no banner covers the page. */
export const skipCookieBanner = (page: Page) => page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));

/** Resolves once the app runs the page: a server-rendered page shows before its buttons answer. */
export const untilAppStarted = (page: Page) => expect(page.locator('html[data-app-started]')).toHaveCount(1);

/**
 * Holds the page's script files matching `files` back until release() is called: `start-*.js` is
 * the app's code (the page's entry script still runs), `index-*.js` the entry script itself.
 */
export async function holdScripts(page: Page, files: 'start-*.js' | 'index-*.js' = 'start-*.js'): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${files}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The two ways a page loses the network: the browser knows it (setOffline: navigator.onLine false,
 * the `offline` event), or it does not ("lie-fi", a bad signal or a captive portal: navigator.onLine
 * stays true while every request, the service worker's too, fails).
 */
export const networkLosses = [
  { name: 'offline', lose: (context: BrowserContext) => context.setOffline(true), restore: (context: BrowserContext) => context.setOffline(false) },
  {
    name: 'lie-fi',
    lose: (context: BrowserContext) => context.route('**/*', (route) => route.abort('internetdisconnected')),
    restore: (context: BrowserContext) => context.unroute('**/*'),
  },
] as const;

/** Back online after lie-fi, nothing tells the app: it finds out by asking the server again (every 5 s, lib/connectivity). */
export const UNTIL_BACK_ONLINE = { timeout: 15_000 };

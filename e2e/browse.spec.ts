import { expect, type Page, test } from '@playwright/test';
import { type CreatedAudio, noteCreatedAudio } from './support/audio';
import { holdScripts, untilAppStarted } from './support/pwa';

// The visitor's walk through the storefront (issue: browse home → page 2 → search → product →
// reading room → category → audio that keeps playing across pages), at phone and desktop size.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

const burger = (page: Page) => page.getByRole('button', { name: 'Otevřít menu' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hlavní menu' });

async function openMenuSection(page: Page, section: string, entry: string) {
  if (isPhone(page)) {
    await burger(page).click();
    await mainMenu(page).getByText(section, { exact: true }).click();
    await mainMenu(page).getByRole('link', { name: entry, exact: true }).click();
  } else {
    await untilAppStarted(page); // the desktop menu's dropdowns answer once the app runs
    const nav = mainMenu(page);
    await nav.getByRole('button', { name: section }).click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
  }
}

const productCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

test.beforeEach(async ({ page }) => {
  // A returning visitor who already answered the cookie question (the banner test opens its own fresh context).
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

test('browse the catalogue, search, read an excerpt and open a category', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Naše publikace' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Doporučujeme' })).toBeVisible();
  await expect(productCards(page)).toHaveCount(8);
  const firstOnHome = await productCards(page).first().getByRole('heading').textContent();

  await page.getByRole('navigation', { name: 'Stránkování' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/page\/2$/);
  await expect(productCards(page)).toHaveCount(8);
  await expect(productCards(page).first().getByRole('heading')).not.toHaveText(firstOnHome!);

  const search = page.getByRole('searchbox', { name: 'Hledat' });
  await search.fill('zivot');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/zivot$/);
  await expect(page.getByRole('heading', { name: /Výsledky hledání/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Doporučujeme' })).toHaveCount(0);
  await expect(productCards(page)).toHaveCount(8);
  await expect(page.getByRole('navigation', { name: 'Stránkování' })).toBeVisible();

  await page.getByRole('link', { name: 'Normální křesťanský život' }).first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Normální křesťanský život' })).toBeVisible();
  await expect(page.getByText('Na skladě')).toBeVisible();
  await expect(page.getByText(/\d+,\d{2}\s*Kč/).first()).toBeVisible();
  await expect(page.getByText(/\d+,\d+\s*kg/)).toBeVisible();

  await page.getByRole('link', { name: 'Do čítárny' }).click();
  await expect(page).toHaveURL(/\/library\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Normální křesťanský život/ })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Stránkování' });
  await pager.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/library\/\d+\/page\/2$/);

  await openMenuSection(page, 'E-shop', 'Kristus');
  await expect(page).toHaveURL(/\/eshop\/kristus$/);
  await expect(page.getByRole('heading', { level: 1, name: /Kristus/i })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
});

test.describe('the phone menu', () => {
  // Without the service worker every visit is a first visit, answered by the server.
  test.use({ serviceWorkers: 'block' });
  test.skip(({ isMobile }) => !isMobile, 'the burger is on phones only');

  test('works before the app has started: it opens, closes, folds out a section and leads to its page', async ({ page }) => {
    await page.route('**/assets/start-*.js', (route) => route.abort()); // the app never takes over
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Naše publikace' })).toBeVisible();

    await burger(page).click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Čítárna', exact: true })).toBeVisible();
    await mainMenu(page).getByRole('button', { name: 'Zavřít menu' }).click();
    await expect(mainMenu(page)).toBeHidden();

    await burger(page).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Kristus', exact: true })).toBeHidden();
    await mainMenu(page).getByText('E-shop', { exact: true }).click();
    await mainMenu(page).getByRole('link', { name: 'Kristus', exact: true }).click();
    await expect(page).toHaveURL(/\/eshop\/kristus$/);
    await expect(page.getByRole('heading', { level: 1, name: /Kristus/i })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();

    // On the new page the section holding it is open, its link marked as the page shown.
    await burger(page).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Kristus', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  });

  test('once the app has started, a link navigates in the app and the menu is closed on the new page, also for the page shown', async ({ page }) => {
    await page.goto('/');
    await untilAppStarted(page);
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));

    await openMenuSection(page, 'Info', 'O nás');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'O nás' })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

    await burger(page).click();
    await mainMenu(page).getByRole('link', { name: 'O nás', exact: true }).click();
    await expect(mainMenu(page)).toBeHidden();
  });
});

test('the banners move on by themselves, and by their bars (and arrows on a wide screen, where a pointer on them holds them)', async ({ page }) => {
  const { banners } = (await (await page.request.get('/api/banner')).json()) as { banners: Array<{ bannerTitle: string }> };
  expect(banners.length).toBeGreaterThan(2);
  await page.clock.install();
  await page.goto('/');
  await untilAppStarted(page);
  // From here the page's time moves only when the test moves it: on a busy machine the seconds a
  // step takes would otherwise count too, and the banners would move on between the steps. (The
  // page's clock started at this process's time; a second ahead leaves room for this call's way.)
  await page.clock.pauseAt(Date.now() + 1000);
  const region = page.getByRole('region', { name: 'Doporučujeme' });
  const bar = (index: number) => region.getByRole('button', { name: `Zobrazit banner ${banners[index]!.bannerTitle}`, exact: true });
  const shown = (index: number) => expect(region.getByRole('img', { name: banners[index]!.bannerTitle, exact: true })).toBeInViewport({ ratio: 0.95 });
  await expect(region.getByRole('button', { name: /^Zobrazit banner / })).toHaveCount(banners.length);
  await expect(bar(0)).toHaveAttribute('aria-current', 'true');
  await shown(0);

  await page.clock.runFor(7_000); // the banners move on 6 s after the last move
  await expect(bar(1)).toHaveAttribute('aria-current', 'true');
  await shown(1);

  await bar(2).click();
  await page.clock.runFor(1_000); // the slide animation
  await expect(bar(2)).toHaveAttribute('aria-current', 'true');
  await expect(bar(0)).toHaveAttribute('aria-current', 'false');
  await shown(2);

  if (isPhone(page)) {
    await expect(region.getByRole('button', { name: 'Další banner' })).toHaveCount(0); // swiping does it on a phone
  } else {
    await region.getByRole('button', { name: 'Předchozí banner' }).click();
    await page.clock.runFor(1_000);
    await expect(bar(1)).toHaveAttribute('aria-current', 'true');
    await shown(1);
    // Under the pointer the banner stays.
    await region.getByRole('img', { name: banners[1]!.bannerTitle, exact: true }).hover();
    await page.clock.runFor(13_000);
    await expect(bar(1)).toHaveAttribute('aria-current', 'true');
  }
});

test('before the app has started, the banners already scroll from one to the next', async ({ page }) => {
  const { banners } = (await (await page.request.get('/api/banner')).json()) as { banners: Array<{ bannerTitle: string }> };
  await holdScripts(page);
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Doporučujeme' });
  const banner = (index: number) => region.getByRole('img', { name: banners[index]!.bannerTitle, exact: true });
  await expect(banner(0)).toBeInViewport({ ratio: 0.95 });
  await banner(0).hover();
  await page.mouse.wheel((await region.boundingBox())!.width * 0.6, 0); // what a swipe does on a phone
  await expect(banner(1)).toBeInViewport({ ratio: 0.95 });
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
});

test('a product shows its details, related titles and the price in Czech format', async ({ page }) => {
  await page.goto('/search/ekonomie');
  await page.getByRole('link', { name: 'Boží ekonomie', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boží ekonomie' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Do čítárny' })).toBeVisible();
  await expect(page.getByText('ISBN')).toBeVisible();
  const related = page.getByRole('region', { name: 'Související tituly' }).getByRole('link');
  await expect(related.first()).toBeVisible();
  const relatedName = (await related.first().textContent())!.trim();
  await related.first().click();
  await expect(page.getByRole('heading', { level: 1, name: relatedName })).toBeVisible();
});

test('the quantity is a stepper with a number to type, from 1 to the copies in stock', async ({ page, request }) => {
  const products = (await (await request.get('/api/products/all')).json()) as { _id: number; countInStock: number }[];
  const product = products.find((p) => p.countInStock >= 20)!;
  await page.goto(`/product/${product._id}`);
  await untilAppStarted(page);
  const quantity = page.getByRole('spinbutton', { name: 'Množství' });
  const fewer = page.getByRole('button', { name: 'O kus méně' });
  const more = page.getByRole('button', { name: 'O kus více' });
  const addToCart = page.getByRole('link', { name: 'Přidat do košíku' });
  await expect(page.getByRole('combobox', { name: 'Množství' })).toHaveCount(0);
  await expect(quantity).toHaveValue('1');
  await expect(fewer).toBeDisabled();
  await more.click();
  await more.click();
  await expect(quantity).toHaveValue('3');
  await expect(addToCart).toHaveAttribute('href', `/cart/${product._id}?qty=3`);
  await fewer.click();
  await expect(addToCart).toHaveAttribute('href', `/cart/${product._id}?qty=2`);
  await page.screenshot({ path: test.info().outputPath(`quantity-stepper-${test.info().project.name}.png`) });

  // Typed: more than the stock counts as the stock, shown so once the field is left.
  await quantity.fill('5000');
  await expect(addToCart).toHaveAttribute('href', `/cart/${product._id}?qty=${product.countInStock}`);
  await quantity.blur();
  await expect(quantity).toHaveValue(String(product.countInStock));
  await expect(more).toBeDisabled();
  await quantity.fill('12');
  await expect(addToCart).toHaveAttribute('href', `/cart/${product._id}?qty=12`);
  // Nothing typed, or 0, leaves the last quantity.
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('12');
});

test('a blank search goes home and an unknown page shows the Czech 404', async ({ page }) => {
  await page.goto('/page/2');
  const search = page.getByRole('searchbox', { name: 'Hledat' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tohle-neexistuje');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
  await page.goto('/product/999999');
  await expect(page.getByRole('alert')).toContainText('Produkt nenalezen');
});

test('audio keeps playing in the mini-player while the listener moves to another page', async ({ page }) => {
  await page.goto('/words-of-life');
  await expect(page.getByRole('heading', { level: 1, name: 'Slova života a pravdy' })).toBeVisible();
  await untilAppStarted(page); // the server's page is readable at once; its buttons answer once the app runs
  await page.getByRole('navigation', { name: 'Témata' }).getByRole('button', { name: 'Spasení' }).click();
  await page.getByRole('button', { name: 'Přehrát Spasení – 1. část' }).click();
  const player = page.getByRole('region', { name: 'Přehrávač' });
  await expect(player.getByRole('button', { name: 'Pozastavit' })).toBeVisible();
  await expect(player).toContainText('Spasení – 1. část');

  await page.getByRole('link', { name: 'Slovo života – křesťanské knihy, úvodní stránka' }).click();
  await expect(page.getByRole('heading', { name: 'Naše publikace' })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pozastavit' })).toBeVisible();
  const position = player.getByRole('slider', { name: 'Pozice v nahrávce' });
  await expect.poll(async () => Number(await position.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(1);

  await player.getByRole('button', { name: 'Pozastavit' }).click();
  await expect(player.getByRole('button', { name: 'Přehrát' })).toBeVisible();
});

test('down a long list, a button over the player and the cookie banner takes the listener back to the top', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('cookieConsent')); // a first visit: the banner is up
  await page.goto('/words-of-life');
  await expect(page.getByRole('region', { name: 'Souhlas s cookies' })).toBeVisible();
  await untilAppStarted(page);
  const toTop = page.getByRole('button', { name: 'Nahoru' });
  await expect(toTop).toHaveCount(0);
  await page.getByRole('button', { name: 'Přehrát Bůh v listu Římanům – 1. část' }).click();
  const player = page.getByRole('region', { name: 'Přehrávač' });
  await expect(player.getByRole('button', { name: 'Pozastavit' })).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(toTop).toBeVisible();
  const [button, bar] = await Promise.all([toTop.boundingBox(), player.boundingBox()]);
  expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
  await toTop.click(); // fails if anything covers it
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
});

/** What the page's audio elements did, noted by notePlayedAudio. */
interface PlayedAudio {
  paused: boolean;
  position: number;
  /** The position once went back: the recording started again. */
  rewound: boolean;
}

/** Before the page's own scripts: notes every audio element anything in the page plays (window.playedAudio). */
function notePlayedAudio() {
  const played: HTMLMediaElement[] = [];
  const rewound = new WeakSet<HTMLMediaElement>();
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!played.includes(this)) {
      played.push(this);
      let last = 0;
      this.addEventListener('timeupdate', () => {
        if (this.currentTime < last) rewound.add(this);
        last = this.currentTime;
      });
    }
    return play.call(this);
  };
  Object.assign(window, { playedAudio: () => played.map((audio) => ({ paused: audio.paused, position: audio.currentTime, rewound: rewound.has(audio) })) });
}

const playedAudio = (page: Page) => page.evaluate(() => (window as unknown as { playedAudio: () => PlayedAudio[] }).playedAudio());

test('a tap on play before the app has started plays at once, and the app carries on with that very playback', async ({ page }) => {
  await page.addInitScript(notePlayedAudio);
  const startApp = await holdScripts(page);
  await page.goto('/words-of-life');
  const title = 'Bůh v listu Římanům – 1. část';
  await page.getByRole('button', { name: `Přehrát ${title}` }).click();
  await expect(page.getByRole('button', { name: `Pozastavit ${title}` })).toBeVisible();
  await expect.poll(async () => (await playedAudio(page))[0]?.position ?? 0).toBeGreaterThan(0.5);
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  const [beforeStart] = await playedAudio(page);

  startApp();
  await untilAppStarted(page);
  const player = page.getByRole('region', { name: 'Přehrávač' });
  await expect(player).toContainText(title);
  await expect(page.getByRole('button', { name: `Pozastavit ${title}` })).toBeVisible();
  const position = player.getByRole('slider', { name: 'Pozice v nahrávce' });
  await expect.poll(async () => Number(await position.getAttribute('aria-valuenow'))).toBeGreaterThan(beforeStart!.position + 1);

  await player.getByRole('button', { name: 'Pozastavit' }).click();
  await expect(player.getByRole('button', { name: 'Přehrát' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Přehrát ${title}` })).toBeVisible();
  const [afterPause, ...others] = await playedAudio(page);
  expect(afterPause).toMatchObject({ paused: true, rewound: false });
  expect(afterPause!.position).toBeGreaterThan(beforeStart!.position + 1);
  expect(others).toEqual([]);
});

const createdAudio = (page: Page) => page.evaluate(() => (window as unknown as CreatedAudio).createdAudio.map((audio) => audio.getAttribute('src')));

test('before the app has started, a finger on play starts loading the recording, which the tap then plays; a scroll lets it go', async ({ page }) => {
  await page.addInitScript(noteCreatedAudio);
  await page.addInitScript(notePlayedAudio);
  const startApp = await holdScripts(page);
  await page.goto('/words-of-life');
  const first = page.getByRole('button', { name: 'Přehrát Bůh v listu Římanům – 1. část' });
  const second = page.getByRole('button', { name: 'Přehrát Boží evangelium – 1. část' });

  await second.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  expect(await createdAudio(page)).toEqual(['/demo/audio/rim-1-16.mp3']);
  await second.dispatchEvent('pointercancel', { pointerType: 'touch', isPrimary: true });
  expect(await createdAudio(page)).toEqual([null]);

  const loading = page.waitForRequest((request) => request.url().endsWith('/demo/audio/rim-1-16.mp3'));
  await first.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await loading;
  await first.click();
  await expect(page.getByRole('button', { name: 'Pozastavit Bůh v listu Římanům – 1. část' })).toBeVisible();
  await expect.poll(async () => (await playedAudio(page))[0]?.position ?? 0).toBeGreaterThan(0.5);
  expect(await createdAudio(page)).toEqual([null, '/demo/audio/rim-1-16.mp3']);
  expect(await playedAudio(page)).toHaveLength(1);
  startApp();
  await untilAppStarted(page);
});

test('the cookie banner is shown until the visitor decides, and the choice is remembered', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Souhlas s cookies' });
  await expect(banner).toBeVisible();
  await untilAppStarted(page); // the app's own answer (the page's script answers before it runs: serverRendered.spec)
  await banner.getByRole('button', { name: 'Odmítnout' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Naše publikace' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await context.close();
});

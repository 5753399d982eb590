import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fillDeliveryAddress, placeOrderPayingBy, toDeliveryStep, toSummaryPayingBy } from './support/checkout';
import { skipCookieBanner, untilServiceWorkerControls } from './support/pwa';

// Delivery in the checkout (issue 29): the method as radio cards, the picker of Packeta's and
// Balíkovna's points (by town, postcode, nearest; offline from the list kept in IndexedDB), personal
// pickup at the publisher, the point remembered for the next order and shown on the order page.

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'the picker is full screen at phone size; the phone project covers it');

const PACKETA = /^Zásilkovna/;
const BALIKOVNA = /^Balíkovna/;
const PERSONAL = /^Osobní odběr/;
const BUYER = { name: 'Marta Výdejní', address: 'Polní 3', city: 'Třebíč', postalCode: '67401' };

/** The demo customer, signed in in this browser through the API's answer. */
async function signIn(context: BrowserContext, request: APIRequestContext) {
  const info = await (await request.post('/api/users/login', { data: { email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' } })).json();
  await context.addInitScript((stored) => localStorage.setItem('userInfo', stored), JSON.stringify(info));
}

const picker = (page: Page) => page.getByRole('dialog');

async function openPicker(page: Page, method: RegExp, title: string) {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Vybrat výdejní místo' }).click();
  await expect(picker(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(picker(page).getByRole('searchbox', { name: 'Hledat výdejní místo' })).toBeFocused();
}

async function choosePoint(page: Page, query: string, name: string) {
  await picker(page).getByRole('searchbox', { name: 'Hledat výdejní místo' }).fill(query);
  await picker(page)
    .getByRole('button', { name: `Vybrat: ${name}` })
    .click();
  await expect(picker(page)).toHaveCount(0);
  // The closed picker keeps its rows in the page, hidden: the form is where the choice shows.
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page, context, request }) => {
  await skipCookieBanner(page);
  await signIn(context, request);
});

test('a Packeta point found by town is ordered, and the order page shows it', async ({ page, request }) => {
  test.slow(); // every step of the checkout
  await toDeliveryStep(page, request, BUYER);
  // The methods with the demo's prices; a pickup method needs its point before going on.
  await expect(page.getByRole('radio', { name: /^Česká pošta/ })).toContainText('75,00 Kč');
  await expect(page.getByRole('radio', { name: PACKETA })).toContainText('69,00 Kč');
  await page.getByRole('radio', { name: PACKETA }).check();
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Vyberte prosím výdejní místo.' })).toBeVisible();

  await page.getByRole('button', { name: 'Vybrat výdejní místo' }).click();
  await expect(picker(page).getByText('Začněte psát město, PSČ, ulici nebo název výdejního místa.')).toBeVisible();
  // Without diacritics, the town with a street of the demo's sample list: a Z-BOX with its limit, then a staffed point.
  const search = picker(page).getByRole('searchbox', { name: 'Hledat výdejní místo' });
  await search.fill('z-box trebic stefanikova 166');
  await expect(picker(page).getByRole('listitem')).toHaveCount(1);
  await expect(picker(page).getByRole('listitem')).toContainText('Z-BOX Třebíč, Štefánikova 166');
  await expect(picker(page).getByRole('listitem')).toContainText('Zásilky do 15 kg');
  await search.fill('kratka 55 trebic');
  await expect(picker(page).getByRole('listitem')).toHaveCount(1);
  await picker(page).getByRole('button', { name: 'Vybrat: Knihkupectví Řeč' }).click();
  await expect(picker(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Krátká 55, 674 01 Třebíč')).toBeVisible();

  await toSummaryPayingBy(page, 'Platba bankovním převodem předem');
  await expect(page.getByRole('region', { name: 'Doručení' })).toContainText('Knihkupectví Řeč');
  await expect(page.getByRole('region', { name: 'Souhrn', exact: true })).toContainText('Zásilkovna');
  await page.getByRole('checkbox', { name: 'Souhlasím se zpracováním osobních údajů' }).check();
  await page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).check();
  await page.getByRole('button', { name: 'Závazně objednat' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const delivery = page.getByRole('region', { name: 'Doprava' });
  await expect(delivery).toContainText('Zásilkovna');
  await expect(delivery).toContainText('Knihkupectví Řeč, Krátká 55, 674 01 Třebíč');
});

test('a Packeta point found by postcode offline, from the list kept on the device', async ({ page, context, request }) => {
  test.slow(); // a service worker, going offline and back
  await page.goto('/');
  await untilServiceWorkerControls(page);
  await toDeliveryStep(page, request, BUYER);
  await openPicker(page, PACKETA, 'Výdejní místo Zásilkovny');
  await picker(page).getByRole('searchbox', { name: 'Hledat výdejní místo' }).fill('brno');
  await expect(picker(page).getByRole('listitem').first()).toContainText('Brno');
  await expectNoAxeViolations(page);
  // Shift+Tab goes round the picker's own controls, never out to the page under it.
  await page.keyboard.press('Shift+Tab');
  await expect(picker(page).getByRole('button', { name: 'Zavřít' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(picker(page).getByRole('listitem').locator('button:focus')).toHaveCount(1);
  // Esc closes it, and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(picker(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vybrat výdejní místo' })).toBeFocused();

  await context.setOffline(true);
  await page.reload();
  await openPicker(page, PACKETA, 'Výdejní místo Zásilkovny');
  await expect(picker(page).getByText('Jste offline – hledáte v uloženém seznamu výdejních míst.')).toBeVisible();
  await choosePoint(page, '674 01 kratka 55', 'Knihkupectví Řeč');
  await context.setOffline(false);
  await fillDeliveryAddress(page, BUYER);
  await toSummaryPayingBy(page, 'Hotovost');
  await expect(page.getByRole('region', { name: 'Doručení' })).toContainText('Knihkupectví Řeč');
});

test('Balíkovna, then personal pickup at the publisher; the Balíkovna point is remembered for the next order', async ({ page, request }) => {
  test.slow(); // two orders through every step
  await toDeliveryStep(page, request, BUYER);
  await openPicker(page, BALIKOVNA, 'Výdejní místo Balíkovny');
  await choosePoint(page, 'lidicka 55 praha', 'Balíkovna Knihkupectví Řeč, Praha');
  const first = await placeOrderPayingBy(page, 'Platba bankovním převodem předem');
  await expect(page.getByRole('region', { name: 'Doprava' })).toContainText('Balíkovna Knihkupectví Řeč, Praha, Lidická 55, 110 00 Praha');
  expect(first).toBeGreaterThan(0);

  await toDeliveryStep(page, request, BUYER);
  await expect(page.getByRole('radio', { name: BALIKOVNA })).toBeChecked();
  await expect(page.getByText('Balíkovna Knihkupectví Řeč, Praha', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: PERSONAL }).check();
  await expect(page.getByRole('radio', { name: PERSONAL })).toContainText('zdarma');
  await expect(page.getByText('Vyzvednete si na adrese:')).toBeVisible();
  await expect(page.getByText('Slovo života, z. s.', { exact: true })).toBeVisible();
  await placeOrderPayingBy(page, 'Hotovost');
  const delivery = page.getByRole('region', { name: 'Doprava' });
  await expect(delivery).toContainText('Osobní odběr');
  await expect(delivery).toContainText('zdarma');
});

test('the nearest points come only once the customer asks, and a refused location says what to do', async ({ page, context, request }) => {
  await toDeliveryStep(page, request, BUYER);
  await openPicker(page, PACKETA, 'Výdejní místo Zásilkovny');
  await picker(page).getByRole('button', { name: 'Nejbližší ke mně' }).click();
  await expect(picker(page).getByRole('alert')).toContainText('Polohu jste prohlížeči nepovolili.');

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 49.2, longitude: 16.6 });
  await picker(page).getByRole('button', { name: 'Nejbližší ke mně' }).click();
  await expect(picker(page).getByText('Seřazeno od nejbližšího k Vaší poloze.')).toBeVisible();
  await expect(picker(page).getByRole('listitem').first()).toContainText('Brno');
  await expect(picker(page).getByRole('listitem').first()).toContainText(/· \d+,\d km/);
  // The rows in sight come first, the others (up to 50) once the customer scrolls to them.
  await picker(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(picker(page).getByRole('listitem')).toHaveCount(50);
});

import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Email } from 'postal-mime';
import { mailsTo, uniqueEmail } from './support/mail';
import { skipCookieBanner } from './support/pwa';

// Accounts in the browser (spec, storefront 2 Accounts, 4, 5, 8; admin 2.1): register, confirm by
// the mailed link, sign in, edit the profile, sign out; wrong passwords, unconfirmed accounts,
// password reset, an expired session, the staff menus and the contact form. The mails are read
// from the server's outbox (<E2E_DATA_DIR>/<project>/outbox/*.eml, set in playwright.config.ts). Sign-in
// failures are rate-limited per address, so every test uses addresses of its own.

const SHOP_EMAIL = 'info@slovozivota.cz';
const PASSWORD = 'Heslo-pro-test-1';

/** Waits for the `count`-th mail to `address` and answers it. */
async function mailTo(address: string, count = 1): Promise<Email> {
  await expect.poll(async () => (await mailsTo(address)).length, { message: `mail ${count} to ${address}`, timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return (await mailsTo(address))[count - 1]!;
}

/** The path of the shop link in a mail that starts with `prefix` (the mail's links carry the server's PUBLIC_URL). */
function linkIn(mail: Email, prefix: string): string {
  const path = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((link) => new URL(link))
    .find((url) => url.pathname.startsWith(prefix))?.pathname;
  expect(path, `a ${prefix} link in "${mail.subject}"`).toBeTruthy();
  return path!;
}

/** Registers and confirms an account through the API, for tests about what comes after. */
async function confirmedAccount(request: APIRequestContext, label: string, name = 'Testovací Zákazník') {
  const email = uniqueEmail(label);
  expect((await request.post('/api/users', { data: { name, email } })).status()).toBe(201);
  const link = linkIn(await mailTo(email), '/registerLink/');
  const confirmed = await request.post(`/api/users/${link.slice('/registerLink/'.length)}`, { data: { password: PASSWORD } });
  expect(await confirmed.json()).toBe('ok');
  return { email, name };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** A green confirmation (role status) or a red alert (role alert) holding the text. */
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const userInfo = (page: Page) => page.evaluate(() => localStorage.getItem('userInfo'));

async function signInThroughForm(page: Page, email: string, password: string) {
  await field(page, 'E-mail').fill(email);
  await field(page, 'Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
}

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => isMobile, 'the forms are the same at every size; the desktop project covers them at phone width');

  test('register, confirm by the mailed link choosing the password there, sign in, edit the profile and sign out', async ({ page }) => {
    const email = uniqueEmail('registrace');
    const name = 'Jana Testovací';

    await page.goto('/register');
    await expect(page).toHaveTitle(/^Registrace/);
    await field(page, 'Jméno a příjmení').fill(name);
    await field(page, 'E-mail').fill(email);
    await expect(page.getByText('Heslo si zvolíte na stránce, kterou otevře odkaz v potvrzovacím e-mailu.')).toBeVisible();
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect(status(page, `Registrační link Vám byl odeslán na ${email}. Potvrďte prosím svoji registraci kliknutím na přijatý link.`)).toBeVisible();
    await expect(field(page, 'Jméno a příjmení')).toHaveValue(''); // the form clears
    await expect(field(page, 'E-mail')).toHaveValue('');

    const link = linkIn(await mailTo(email), '/registerLink/');
    await page.goto(link);
    await expect(page.getByText(`Zvolte si prosím heslo k účtu ${email}.`)).toBeVisible();
    await field(page, 'Heslo').fill(PASSWORD);
    await field(page, 'Heslo znovu').fill('Jine-heslo-123');
    await page.getByRole('button', { name: 'Dokončit registraci' }).click();
    await expect(page.getByText('Hesla nesouhlasí')).toBeVisible(); // spec 5, before anything is sent
    await field(page, 'Heslo znovu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Dokončit registraci' }).click();
    await expect(page.getByText('Registrace byla úspěšně dokončena! Můžete se přihlásit.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 }); // after 3 s

    // The profile needs a sign-in and comes back afterwards.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    // The device cookie that keeps this browser's sign-ins apart from strangers' failures, out of the page's reach.
    // Chromium stores a response's cookie a moment after the page has the answer.
    const device = () =>
      page
        .context()
        .cookies()
        .then((cookies) => cookies.find((cookie) => cookie.name === 'device'));
    await expect.poll(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/users/login' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('device=');
    await expect(page.getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible();
    await expect(page).toHaveTitle(/^Můj profil/);
    await expect(field(page, 'E-mail')).toHaveValue(email);
    await expect(page.getByRole('heading', { name: 'Moje objednávky' })).toBeVisible();
    await expect(page.getByText('Zatím nemáte žádné objednávky.')).toBeVisible();
    const menu = page.getByRole('banner').getByRole('button', { name });
    await expect(menu).toBeVisible();

    // Changing only the name needs no current password.
    await expect(field(page, 'Současné heslo')).toHaveCount(0);
    await field(page, 'Jméno a příjmení').fill('Jana Upravená');
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(status(page, 'Profil upravený')).toBeVisible(); // the notice
    await expect(status(page, 'Data úspěšně změněna')).toBeVisible(); // the alert in the form
    await expect(page.getByRole('banner').getByRole('button', { name: 'Jana Upravená' })).toBeVisible();
    expect(JSON.parse((await userInfo(page))!)).toMatchObject({ name: 'Jana Upravená', email });

    // An order of this customer shows in 'Moje objednávky' (a card on the phone) with a link to its page.
    const token = JSON.parse((await userInfo(page))!).token as string;
    const { products } = await (await page.request.get('/api/products?pageSize=20')).json();
    const product = products.find((p: { countInStock: number }) => p.countInStock > 5);
    const address = { name: 'Jana Upravená', address: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', country: 'Česká republika', phone: '', note: '' };
    const ordered = await page.request.post('/api/orders', {
      headers: { Authorization: `Bearer ${token}` },
      data: { orderItems: [{ product: product._id, qty: 1 }], shippingAddress: address, paymentMethod: 'Platba bankovním převodem předem' },
    });
    expect(ordered.status()).toBe(201);
    const order = await ordered.json();
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: `Číslo ${order.orderNumber}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: 'Nezaplaceno' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Nedoručeno' })).toBeVisible();
    await expect(card.getByRole('link', { name: `Detaily objednávky ${order.orderNumber}` })).toHaveAttribute('href', `/order/${order._id}`);

    // A new password asks for the current one.
    await field(page, 'Nové heslo').fill('Nove-heslo-1234');
    await expect(field(page, 'Současné heslo')).toBeVisible();
    await field(page, 'Nové heslo').fill('');

    await page.getByRole('banner').getByRole('button', { name: 'Jana Upravená' }).click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await userInfo(page)).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Přihlásit se' })).toBeVisible();
  });

  test('a wrong password shows the server message in a red alert', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Přihlášení/);
    await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
    await expect(page.getByText('Zadejte prosím e-mail')).toBeVisible(); // the shared rule, nothing sent
    await signInThroughForm(page, uniqueEmail('spatne-heslo'), 'Spatne-heslo-1');
    await expect(alert(page, 'Neplatný e-mail nebo heslo')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await userInfo(page)).toBeNull();
  });

  test('a second registration of an unconfirmed address starts over: only the newest link opens the password form', async ({ page, request }) => {
    const email = uniqueEmail('znovu');
    expect((await request.post('/api/users', { data: { name: 'Petr Nepotvrzený', email } })).status()).toBe(201);
    const first = linkIn(await mailTo(email), '/registerLink/');
    expect((await request.post('/api/users', { data: { name: 'Petr Nepotvrzený', email } })).status()).toBe(201);
    const second = linkIn(await mailTo(email, 2), '/registerLink/');

    await page.goto(first);
    await expect(alert(page, 'Odkaz pro potvrzení registrace je neplatný.')).toBeVisible();
    await expect(field(page, 'Heslo')).toHaveCount(0);
    await page.goto(second);
    await field(page, 'Heslo').fill(PASSWORD);
    await field(page, 'Heslo znovu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Dokončit registraci' }).click();
    await expect(page.getByText('Registrace byla úspěšně dokončena! Můžete se přihlásit.')).toBeVisible();
  });

  test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
    const { email } = await confirmedAccount(request, 'zapomenute');
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Poslat odkaz' }).click();
    await expect(page.getByText('Musíte zadat stávající email')).toBeVisible();
    await field(page, 'E-mail').fill(email);
    await page.getByRole('button', { name: 'Poslat odkaz' }).click();
    await expect(status(page, 'Linka byla odeslána na Váš email')).toBeVisible();

    const link = linkIn(await mailTo(email, 2), '/reset-password/');
    await page.goto(link);
    await expect(page.getByText('Dobrý den, Testovací Zákazník')).toBeVisible();
    await field(page, 'Nové heslo').fill('Nove-heslo-5678');
    await field(page, 'Nové heslo znovu').fill('Nove-heslo-0000');
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(page.getByText('Hesla se neshodují')).toBeVisible();
    await field(page, 'Nové heslo znovu').fill('Nove-heslo-5678');
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(status(page, 'Heslo bylo úspešně změněno')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 }); // after 2 s

    // The link is spent: the form does not show again, the server's reason does.
    await page.goto(link);
    await expect(alert(page, 'už byl použit')).toBeVisible();
    await expect(field(page, 'Nové heslo')).toHaveCount(0);
    expect((await request.post('/api/users/login', { data: { email, password: 'Nove-heslo-5678' } })).status()).toBe(200);
  });

  test('a session the server no longer knows signs the user out (Not authorized, token failed)', async ({ page, request }) => {
    const { email } = await confirmedAccount(request, 'vyprsele');
    const info = await (await request.post('/api/users/login', { data: { email, password: PASSWORD } })).json();
    await request.post('/api/users/logout', { headers: { Authorization: `Bearer ${info.token}` } }); // ended elsewhere
    await page.addInitScript((stored) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('userInfo', stored);
      sessionStorage.setItem('seeded', '1');
    }, JSON.stringify(info));

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
    await expect(alert(page, 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.')).toBeVisible();
    expect(await userInfo(page)).toBeNull();
  });

  test('every open tab follows a sign-in and a sign-out', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/');
    await page.goto('/login');
    await signInThroughForm(page, 'zakaznik@slovozivota.cz', 'zakaznik1234');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(other.getByRole('banner').getByRole('button', { name: 'Demo Zákazník' })).toBeVisible();

    await other.getByRole('banner').getByRole('button', { name: 'Demo Zákazník' }).click();
    await other.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect(other).toHaveURL(/\/login$/);
    // The profile in the first tab notices and asks for a sign-in again.
    await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Přihlásit se' })).toBeVisible();
  });

  test('the contact form sends the message to the shop', async ({ page }) => {
    const email = uniqueEmail('kontakt');
    const message = `Dobrý den, máte na skladě Normální křesťanský život? (${randomBytes(4).toString('hex')})`;
    await page.goto('/contact');
    await expect(page).toHaveTitle(/^Kontakt/);
    // The two hidden fields keep their preset values and are out of reach for people.
    for (const name of ['website', 'confirmEmail']) {
      const honeypot = page.locator(`input[name="${name}"]`);
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(honeypot).toHaveAttribute('autocomplete', 'off');
      await expect(page.getByRole('textbox', { name: new RegExp(name === 'website' ? 'Webová' : 'Potvrzení') })).toHaveCount(0);
    }
    await expect(page.locator('input[name="confirmEmail"]')).toHaveValue('nevyplnujte');

    await field(page, 'Jméno').fill('Marie Kontaktní');
    await field(page, 'Váš e-mail').fill(email);
    await field(page, 'Zpráva').fill(message);
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page.getByText('Potvrďte prosím souhlas se zpracováním osobních údajů')).toBeVisible();
    await expect(page.getByRole('link', { name: 'zpracováním osobních údajů' })).toHaveAttribute('href', '/safety-privacy');
    await page.getByRole('checkbox', { name: 'Souhlasím se zpracováním osobních údajů' }).check();
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(status(page, 'Zpráva úspěšně odeslána')).toBeVisible();
    await expect(field(page, 'Zpráva')).toHaveValue('');

    await expect.poll(async () => (await mailsTo(SHOP_EMAIL)).some((mail) => mail.text?.includes(message)), { timeout: 10_000 }).toBe(true);
    const toShop = (await mailsTo(SHOP_EMAIL)).find((mail) => mail.text?.includes(message))!;
    expect(toShop.replyTo?.[0]?.address).toBe(email);
    expect(toShop.subject).toContain('Marie Kontaktní');
  });
});

// The top bar differs between phone and desktop, so the menus are checked at both sizes.
test.describe('staff menus (admin spec 2.1)', () => {
  const ADMIN_LINKS = [
    ['Přehled', '/admin'],
    ['Uživatelé', '/admin/userlist'],
    ['Produkty', '/admin/productlist'],
    ['Objednávky', '/admin/orderlist'],
    ['Nespárované platby', '/admin/payments'],
    ['Audio', '/admin/audio'],
    ['Video', '/admin/video'],
    ['Bannery', '/admin/banner'],
    ['Odběratelé novinek', '/admin/subscribers'],
    ['Doprava', '/admin/delivery'],
    ['Účetnictví', '/admin/accounting'],
  ];

  async function menuLinks(page: Page, title: string) {
    await page.getByRole('banner').getByRole('button', { name: title, exact: true }).click();
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    const links = await items.evaluateAll((elements) => elements.map((e) => [e.textContent?.trim() ?? '', e.getAttribute('href') ?? '']));
    await page.keyboard.press('Escape');
    return links;
  }

  test('the demo administrator gets the Admin menu', async ({ page }) => {
    await page.goto('/login?redirect=/');
    await signInThroughForm(page, 'admin@slovozivota.cz', 'admin1234');
    await expect(page).toHaveURL(/\/$/);
    expect(await menuLinks(page, 'Admin')).toEqual(ADMIN_LINKS);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Asistent', exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Administrátor' })).toBeVisible();
  });

  test('the demo assistant gets the Asistent menu, the customer neither', async ({ page }) => {
    await page.goto('/login?redirect=/');
    await signInThroughForm(page, 'asistent@slovozivota.cz', 'asistent1234');
    await expect(page).toHaveURL(/\/$/);
    expect(await menuLinks(page, 'Asistent')).toEqual(ADMIN_LINKS.filter(([, to]) => ['/admin/audio', '/admin/video', '/admin/banner'].includes(to!)));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Demo Asistent' }).click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, 'zakaznik@slovozivota.cz', 'zakaznik1234');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Zákazník' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^(Admin|Asistent)$/ })).toHaveCount(0);
  });
});

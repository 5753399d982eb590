import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { skipCookieBanner, untilAppStarted } from './support/pwa';

// The staff area in the browser (admin spec 2, 5, 6, 8; issue 6): the administrator creates a
// product with an uploaded cover, runs and cancels a shop-wide sale over the own discounts, approves a customer's
// review and marks an order paid and delivered; the assistant adds a video and is kept out of the
// administrator's screens. The tests of a project share its shop, so every record a test makes has
// a name of its own.

const ADMIN = { email: 'admin@slovozivota.cz', password: 'admin1234' };
const ASSISTANT = { email: 'asistent@slovozivota.cz', password: 'asistent1234' };
const CUSTOMER = { email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' };

interface UserInfo {
  _id: number;
  name: string;
  token: string;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

async function apiSignIn(request: APIRequestContext, who: { email: string; password: string }): Promise<UserInfo> {
  const answer = await request.post('/api/users/login', { data: who });
  expect(answer.status(), `sign-in of ${who.email}`).toBe(200);
  return answer.json();
}

const bearer = (user: UserInfo) => ({ Authorization: `Bearer ${user.token}` });

/** Signs the page in as the user (the PWA keeps the session in localStorage 'userInfo'). */
const signInPage = (page: Page, user: UserInfo) => page.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(user));

/** A product made through the API: created empty, then given a name, price, author and stock. */
async function productViaApi(request: APIRequestContext, admin: UserInfo, fields: { name: string; price: number; countInStock: number }) {
  const created = await request.post('/api/products', { headers: bearer(admin) });
  expect(created.status()).toBe(201);
  const { _id } = await created.json();
  const saved = await request.put(`/api/products/${_id}`, { headers: bearer(admin), data: { ...fields, author: 'Testovací Autor' } });
  expect(saved.status(), await saved.text()).toBe(200);
  return _id as number;
}

/** A PNG of the given size in a temporary folder, for the upload button. */
async function pngFile(dir: string, name: string, width: number, height: number) {
  const path = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 70, b: 110 } } })
    .png()
    .toFile(path);
  return path;
}

/** Chooses a file through the button that opens the file chooser. */
async function uploadThrough(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test.beforeEach(async ({ page }) => skipCookieBanner(page));

// The administrator's flows after the first are the same at every size; the phone's own staff lists
// (cards instead of table rows) are walked by the users and video tests, which run on both projects.
const FLOW_ON_DESKTOP = 'the same flow at every size; the desktop project covers it';

test.describe('administrator', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a visitor signs in on the way to the product list, creates a product with an uploaded cover and sees it listed', async ({ page }) => {
    const dir = await mkdtemp(join(tmpdir(), 'admin-e2e-'));
    try {
      const wrongSize = await pngFile(dir, 'maly.png', 100, 100);
      const cover = await pngFile(dir, 'obalka.png', 274, 379);
      const name = unique('Testovací kniha');

      // Admin spec 6: not signed in, an admin screen asks for a sign-in and comes back afterwards.
      await page.goto('/admin/productlist');
      await expect(page).toHaveURL(/\/login\?redirect=\/admin\/productlist$/);
      await field(page, 'E-mail').fill(ADMIN.email);
      await field(page, 'Heslo').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/productlist$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
      await expect(page).toHaveTitle(/^Produkty/);
      await expect(page.getByRole('link', { name: 'Recenze' })).toHaveAttribute('href', '/admin/reviews');
      await expect(page.getByRole('link', { name: 'Vytvořit akci' })).toHaveAttribute('href', '/create-discount');

      // 'Vytvořit produkt' posts an empty record and opens its edit page.
      await page.getByRole('button', { name: 'Vytvořit produkt' }).click();
      await expect(page).toHaveURL(/\/admin\/product\/\d+\/edit$/);
      await expect(field(page, 'Název')).toHaveValue('Nový produkt');

      // Required fields (admin spec 5): the shared rule's message at the field, nothing sent.
      await field(page, 'Název').fill('');
      await page.getByRole('button', { name: 'Uložit' }).click();
      await expect(page.getByText('Zadejte název produktu')).toBeVisible();
      await expect(page.getByText('Zadejte autora')).toBeVisible();
      await expect(alert(page, 'Zkontrolujte prosím označená pole.')).toBeVisible();

      await field(page, 'Název').fill(name);
      await field(page, 'Autor').fill('Testovací Autor');
      await field(page, 'Cena (Kč)').fill('249.9');
      // The discounted price is computed as the server does: minus 10 %, up to the next 0,05 Kč.
      await field(page, 'Sleva (%)').fill('10');
      await expect(field(page, 'Cena po slevě')).toHaveValue(/^224,95\sKč$/);
      await field(page, 'Sleva (%)').fill('0');
      await expect(field(page, 'Cena po slevě')).toHaveValue(/^249,90\sKč$/);
      await field(page, 'Počet kusů skladem').fill('5');

      // The cover: the server checks its size (274 × 379 px) and its message is shown.
      await uploadThrough(page, 'Nahrát obálku', wrongSize);
      await expect(alert(page, 'Obrázek musí mít rozměr 274 × 379 px (nahraný má 100 × 100 px).')).toBeVisible();
      await uploadThrough(page, 'Nahrát obálku', cover);
      const coverField = field(page, 'Obrázek obálky (nahraný soubor nebo odkaz)');
      await expect(coverField).toHaveValue(/^\/uploads\/[0-9a-f]+\.png$/);
      await expect(alert(page, 'Obrázek musí mít rozměr')).toHaveCount(0);
      const preview = page.getByRole('img', { name: 'Náhled: Obrázek obálky (nahraný soubor nebo odkaz)' });
      await expect(preview).toBeVisible();
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(274);
      const coverPath = await coverField.inputValue();

      await page.getByRole('button', { name: 'Uložit' }).click();
      await expect(page).toHaveURL(/\/admin\/productlist$/);
      // Newest first: the product is on the first page, its stock of 5 is low (≤ 10).
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      const id = Number((await link.getAttribute('href'))!.split('/').pop());
      const product = await (await page.request.get(`/api/products/${id}`)).json();
      expect(product).toMatchObject({ name, author: 'Testovací Autor', price: 249.9, discount: 0, countInStock: 5, image: coverPath });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a sale of 10 % over the own discounts: the screen counts the products it changes and asks first; cancelled, each own discount is back', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, FLOW_ON_DESKTOP);
    const admin = await apiSignIn(request, ADMIN);
    const name = unique('Kniha na akci');
    const id = await productViaApi(request, admin, { name, price: 249.9, countInStock: 20 });
    const all: { _id: number; name: string; discount: number }[] = await (await request.get('/api/products/all')).json();
    const duchovni = all.find((p) => p.name === 'Duchovní člověk')!;
    expect(duchovni.discount).toBe(30);
    const changed = all.filter((p) => p.discount < 10).length;
    const dialog = page.getByRole('dialog', { name: 'Potvrdit akci' });
    const lowestLine = (price: string) => page.getByText(new RegExp(`^Nejnižší cena za posledních 30 dní před slevou: ${price}\\sKč$`));
    await signInPage(page, admin);
    try {
      await page.goto('/create-discount');
      await expect(page.getByRole('heading', { level: 1, name: 'Vytvořit akci' })).toBeVisible();
      await expect(page.getByText('Žádná akce právě neběží.')).toBeVisible();
      const percent = page.getByRole('textbox', { name: 'Sleva pro všechny produkty (%)' });
      await percent.fill('10');
      await page.getByRole('button', { name: 'Uložit akci' }).click();
      await expect(dialog).toContainText(`Akce změní cenu ${changed} produktů z ${all.length}.`);
      await expect(dialog).toContainText('Produkty s vyšší vlastní slevou si ji ponechají.');
      await page.screenshot({ path: test.info().outputPath(`sale-confirmation-${test.info().project.name}.png`) });
      await dialog.getByRole('button', { name: 'Potvrdit' }).click();
      await expect(status(page, 'Akcia vytvorená')).toBeVisible();
      await expect(page.getByText('Právě běží akce 10 %, bez data konce.')).toBeVisible();

      // The new title sells 10 % off (249,90 Kč − 10 % = 224,91 → 224,95 Kč); the day before, it cost 249,90 Kč.
      await page.goto(`/product/${id}`);
      await untilAppStarted(page);
      await expect(page.getByText(/Cena po slevě: 224,95\sKč/)).toBeVisible();
      await expect(page.getByText('-10 %', { exact: true }).first()).toBeVisible();
      await expect(lowestLine('249,90')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`product-lowest-price-${test.info().project.name}.png`) });
      // 'Duchovní člověk' keeps its own 30 % (449 Kč → 314,30 Kč): the sale never raises a price. It came
      // into the demo already discounted, so the shop knows no price from before and names no lowest one.
      await page.goto(`/product/${duchovni._id}`);
      await untilAppStarted(page);
      await expect(page.getByText(/Cena po slevě: 314,30\sKč/)).toBeVisible();
      await expect(page.getByText(/Nejnižší cena za posledních 30 dní/)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`product-own-discount-lowest-price-${test.info().project.name}.png`) });
      // The page the server renders says it too.
      expect(await (await request.get(`/product/${id}`)).text()).toMatch(/Nejnižší cena za posledních 30 dní před slevou: 249,90\sKč/);

      await page.goto('/create-discount');
      await expect(page.getByText('Právě běží akce 10 %, bez data konce.')).toBeVisible();
      await percent.fill('0');
      await page.getByRole('button', { name: 'Uložit akci' }).click();
      await expect(dialog).toContainText('Akce se zruší a každý produkt se vrátí ke své vlastní slevě.');
      await dialog.getByRole('button', { name: 'Potvrdit' }).click();
      await expect(status(page, 'Akcia zrušená')).toBeVisible();
      await expect(page.getByText('Žádná akce právě neběží.')).toBeVisible();

      await page.goto(`/product/${duchovni._id}`);
      await untilAppStarted(page);
      await expect(page.getByText(/Cena po slevě: 314,30\sKč/)).toBeVisible();
      await page.goto(`/product/${id}`);
      await untilAppStarted(page);
      await expect(page.getByText(/^249,90\sKč$/)).toBeVisible();
      await expect(page.getByText(/Nejnižší cena za posledních 30 dní/)).toHaveCount(0);
    } finally {
      await request.post('/api/products/discount', { headers: bearer(admin), data: { discount: 0 } });
    }
  });

  test("a customer's review is approved in the review list", async ({ page, request, isMobile }) => {
    test.skip(isMobile, FLOW_ON_DESKTOP);
    const admin = await apiSignIn(request, ADMIN);
    const customer = await apiSignIn(request, CUSTOMER);
    const name = unique('Recenzovaná kniha');
    const id = await productViaApi(request, admin, { name, price: 120, countInStock: 10 });
    const comment = unique('Kniha mě velmi povzbudila.');
    const reviewed = await request.post(`/api/products/${id}/reviews`, { headers: bearer(customer), data: { rating: 5, comment } });
    expect(reviewed.status()).toBe(201);

    await signInPage(page, admin);
    await page.goto('/admin/productlist');
    await page.getByRole('link', { name: 'Recenze' }).click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    const section = page.getByRole('region', { name });
    await expect(section.getByRole('link', { name: 'Zobrazit produkt' })).toHaveAttribute('href', `/product/${id}`);
    const review = section.getByRole('listitem').filter({ hasText: comment });
    await expect(review).toContainText(customer.name);
    await expect(review).toContainText(new Date().toISOString().slice(0, 10)); // the spec's first 10 characters
    await expect(review.getByText('Neschválená')).toBeVisible();

    await review.getByRole('button', { name: `Schválit recenzi od ${customer.name}` }).click();
    await expect(status(page, 'Recenzia schválená')).toBeVisible();
    await expect(review.getByText('Schválená', { exact: true })).toBeVisible();
    await expect(review.getByRole('button', { name: /^Schválit/ })).toHaveCount(0);

    // The approved review now shows on the product page.
    await page.goto(`/product/${id}`);
    await expect(page.getByText(comment)).toBeVisible();

    // Delete asks the spec's question first.
    await page.goto('/admin/reviews');
    await section.getByRole('button', { name: `Smazat recenzi od ${customer.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Odstrániť recenziu? Ste si istý?');
    await dialog.getByRole('button', { name: 'Smazat' }).click();
    await expect(section).toHaveCount(0);
  });

  test('an approved review that its author edits stays public as approved until staff approve the edit; the author sees the edit waiting', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, FLOW_ON_DESKTOP);
    const admin = await apiSignIn(request, ADMIN);
    const customer = await apiSignIn(request, CUSTOMER);
    const id = await productViaApi(request, admin, { name: unique('Kniha s upravenou recenzí'), price: 120, countInStock: 10 });
    const approved = unique('Kniha mě povzbudila.');
    const edited = unique('Po druhém čtení ještě lepší.');
    expect((await request.post(`/api/products/${id}/reviews`, { headers: bearer(customer), data: { rating: 4, comment: approved } })).status()).toBe(201);
    expect((await request.put(`/api/products/${id}/reviews/acknowledge`, { headers: bearer(admin), data: { comment: approved } })).status()).toBe(200);

    await signInPage(page, customer);
    await page.goto(`/product/${id}`);
    await untilAppStarted(page);
    const comment = page.getByRole('textbox', { name: 'Komentář' });
    await expect(comment).toHaveValue(approved);
    await comment.fill(edited);
    await page.getByRole('button', { name: 'Odeslat úpravu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recenze byla upravena a čeká na nové schválení.' })).toBeVisible();

    // On the page again: the list still shows the approved text; the form shows the edit, waiting.
    await page.reload();
    await untilAppStarted(page);
    await expect(page.getByText(approved, { exact: true })).toBeVisible();
    await expect(page.getByText('Zatím žádné recenze')).toHaveCount(0);
    await expect(comment).toHaveValue(edited);
    await expect(page.getByText(/^Toto znění čeká na schválení\./)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`review-edit-waiting-${test.info().project.name}.png`), fullPage: true });

    expect((await request.put(`/api/products/${id}/reviews/acknowledge`, { headers: bearer(admin), data: { comment: edited } })).status()).toBe(200);
    await page.reload();
    await untilAppStarted(page);
    await expect(page.getByText(edited, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(approved, { exact: true })).toHaveCount(0);
  });

  test('an order is marked paid, then delivered; the buttons follow its state', async ({ page, request, isMobile }) => {
    test.skip(isMobile, FLOW_ON_DESKTOP);
    const admin = await apiSignIn(request, ADMIN);
    const customer = await apiSignIn(request, CUSTOMER);
    const id = await productViaApi(request, admin, { name: unique('Objednaná kniha'), price: 99, countInStock: 10 });
    const address = { name: 'Demo Zákazník', address: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
    const placed = await request.post('/api/orders', {
      headers: bearer(customer),
      data: { orderItems: [{ product: id, qty: 2 }], shippingAddress: address, paymentMethod: 'Platba bankovním převodem předem' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = await placed.json();

    await signInPage(page, admin);
    await page.goto('/admin/orderlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();
    await page.getByText(/^Čeká na platbu \(\d+\)$/).click(); // a chip of the filter
    await expect(page.getByRole('radio', { name: /^Čeká na platbu/ })).toBeChecked();
    await expect(page).toHaveURL(/\?state=waiting$/);
    const manage = page.getByRole('link', { name: `Správa objednávky ${order.orderNumber}` });
    await expect(page.getByRole('link', { name: `Detaily objednávky ${order.orderNumber}` })).toHaveAttribute('href', `/order/${order._id}`);
    await manage.click();
    await expect(page).toHaveURL(new RegExp(`/admin/order/${order._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByText(/^273,00\sKč$/).first()).toBeVisible(); // 2 × 99 + 75 postage

    const paid = page.getByRole('button', { name: 'Označit jako zaplacenou' });
    const delivered = page.getByRole('button', { name: 'Označit jako doručenou' });
    const cancel = page.getByRole('button', { name: 'Zrušit objednávku' });
    const resend = page.getByRole('button', { name: 'Znovu poslat potvrzení s fakturou' });
    await expect(paid).toBeVisible();
    await expect(delivered).toBeVisible();
    await expect(cancel).toBeVisible();

    await paid.click();
    await expect(status(page, 'Objednávka je označená jako zaplacená.')).toBeVisible();
    await expect(paid).toHaveCount(0);
    const states = page.getByRole('group', { name: 'Stav' }); // the badges; the payment block repeats the paid date
    await expect(states.getByText(/^Zaplaceno \d+\.\s\d+\.\s\d{4}$/)).toBeVisible();
    await expect(delivered).toBeVisible();
    await expect(cancel).toBeVisible();

    await delivered.click();
    await expect(status(page, 'Objednávka je označená jako doručená.')).toBeVisible();
    await expect(delivered).toHaveCount(0);
    await expect(cancel).toHaveCount(0);
    await expect(states.getByText(/^Doručeno \d+\.\s\d+\.\s\d{4}$/)).toBeVisible();

    // The list of the order's mails shows the resent confirmation at once.
    const mails = page.getByRole('region', { name: 'E-maily k objednávce' });
    const resent = mails.getByText(`Znovu zasíláme potvrzení objednávky č. ${order.orderNumber} – Slovo života`, { exact: true });
    await expect(mails.getByText(`Potvrzení objednávky č. ${order.orderNumber} – Slovo života`, { exact: true })).toBeVisible();
    await expect(resent).toHaveCount(0);
    await resend.click();
    await expect(status(page, 'Potvrzení objednávky s fakturou jsme poslali na')).toBeVisible();
    await expect(resent).toBeVisible();

    // The list shows the dates instead of the red crosses, and the order under 'Doručené'.
    await page.goto('/admin/orderlist?state=delivered');
    await expect(manage).toBeVisible();
    await page.goto('/admin/orderlist?state=waiting');
    await expect(page.getByRole('radio', { name: /^Čeká na platbu/ })).toBeChecked();
    await expect(manage).toHaveCount(0);
  });
});

test.describe('administrator: users and subscribers', () => {
  test('refuses to delete oneself, subscribes a customer and copies the subscribed addresses', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const admin = await apiSignIn(request, ADMIN);
    const customer = await apiSignIn(request, CUSTOMER);
    await signInPage(page, admin);
    try {
      await page.goto('/admin/userlist');
      await expect(page.getByRole('heading', { level: 1, name: 'Uživatelé' })).toBeVisible();
      await expect(page.getByText(/^Počet návštěv: \d+$/)).toBeVisible();

      // The server's refusal stays in the confirmation dialog, in red.
      await page.getByRole('button', { name: `Smazat – ${admin.name}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Opravdu smazat uživatele ${admin.name}?`);
      await dialog.getByRole('button', { name: 'Smazat' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Nemůžete smazat svůj vlastní účet.');
      await dialog.getByRole('button', { name: 'Zrušit' }).click();
      await expect(dialog).toHaveCount(0);

      await page.getByRole('link', { name: `Upravit – ${customer.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/user/${customer._id}/edit$`));
      await expect(field(page, 'E-mail')).toHaveValue(CUSTOMER.email);
      const subscribed = page.getByRole('checkbox', { name: 'Odebírá novinky e-mailem' });
      await subscribed.check();
      await page.getByRole('button', { name: 'Uložit' }).click();
      await expect(page).toHaveURL(/\/admin\/userlist$/);
      const row = isPhone(page) ? page.getByRole('listitem').filter({ hasText: CUSTOMER.email }) : page.getByRole('row').filter({ hasText: CUSTOMER.email });
      await expect(row.getByRole('img', { name: 'Ano' })).toHaveCount(2); // confirmed and subscribed

      await page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Odběratelé novinek' }).click();
      await expect(page).toHaveURL(/\/admin\/subscribers$/);
      const list = page.getByRole('region', { name: /^Přihlášení k odběru/ });
      await expect(list.getByRole('link', { name: CUSTOMER.email })).toBeVisible();
      await page.getByRole('button', { name: 'Kopírovat e-maily přihlášených' }).click();
      await expect(status(page, 'Emails copied to clipboard!')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.split(';')).toContain(CUSTOMER.email);
      expect(copied.split(';')).toHaveLength((await list.getByRole('row').count()) - 1); // without the header row
    } finally {
      await request.put(`/api/users/${customer._id}`, { headers: bearer(admin), data: { isSubscribed: false } });
    }
  });
});

test.describe('assistant', () => {
  test('adds a video, sees it listed, has the Asistent menu only and is kept out of the product list', async ({ page, request }) => {
    const assistant = await apiSignIn(request, ASSISTANT);
    await signInPage(page, assistant);
    await page.goto('/');

    // Admin spec 2.1: the Asistent menu with audio, video and banners; no Admin menu, no products.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Asistent', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Produkty' })).toHaveCount(0);
    await expect(page.getByRole('menuitem')).toHaveText(['Audio', 'Video', 'Bannery']);
    await page.getByRole('menuitem', { name: 'Video' }).click();
    await expect(page).toHaveURL(/\/admin\/video$/);
    await expect(page.getByRole('heading', { level: 1, name: 'YouTube Video' })).toBeVisible();

    await page.getByRole('button', { name: 'Přidat video' }).click();
    await expect(page).toHaveURL(/\/admin\/video\/\d+\/edit$/);
    await expect(page.getByText('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s')).toBeVisible(); // the hint's example

    const title = unique('Testovací video');
    const code = `T${Date.now().toString(36).slice(-6)}_x-9`.slice(0, 11).padEnd(11, 'a');
    await field(page, 'Název videa').fill(title);
    // A wrong code gets the shared rule's message; a pasted address gives its code.
    await field(page, 'Kód videa').fill('abc');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Kód videa musí mít přesně 11 znaků')).toBeVisible();
    await field(page, 'Kód videa').fill(`https://www.youtube.com/watch?v=${code}&t=1s`);
    await expect(field(page, 'Kód videa')).toHaveValue(code);
    await page.getByRole('button', { name: 'Uložit' }).click();

    await expect(page).toHaveURL(/\/admin\/video$/);
    const row = isPhone(page) ? page.getByRole('listitem').filter({ hasText: title }) : page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(code);

    // Delete asks the spec's 'Are you sure?' (and the test leaves no video behind).
    await row.getByRole('button', { name: `Smazat – ${title}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure?');
    await page.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
    await expect(row).toHaveCount(0);

    // An administrator's screen sends the assistant to /login (admin spec 6), which passes a
    // signed-in user on to the profile.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goto('/admin/productlist');
    await expect(page).toHaveURL(/\/profile$/);
    expect(visited).toContain('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toHaveCount(0);
  });
});

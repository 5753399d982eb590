import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type CreatedAudio, noteCreatedAudio } from './support/audio';
import { skipCookieBanner, untilAppStarted, untilServiceWorkerControls } from './support/pwa';

// The listener's player (issue 32): the lock screen's Media Session, speed, skipping, the sleep
// timer, the next episode, resuming where the listener stopped (after a reload and on another
// device) and the recordings kept on the device ("Stažené").

test.skip(({ isMobile }) => !isMobile, 'the player is a phone feature first; the phone project covers it');

const FIRST = 'Bůh v listu Římanům – 1. část';
/** The next episode in the show's list, by publication date. */
const SECOND = 'Boží evangelium – 1. část';
const CUSTOMER = { email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' };

interface PositionState {
  duration: number;
  playbackRate: number;
  position: number;
}

/** Before the page's scripts: keeps every Media Session handler the page sets and every position state it reports (window.lockScreen). */
function captureMediaSession() {
  const session = navigator.mediaSession;
  const handlers: Record<string, ((details: object) => void) | null> = {};
  const positions: unknown[] = [];
  const setActionHandler = session.setActionHandler.bind(session);
  session.setActionHandler = (action, handler) => {
    handlers[action] = handler as ((details: object) => void) | null;
    setActionHandler(action, handler);
  };
  session.setPositionState = (state) => void positions.push(state);
  Object.assign(window, { lockScreen: { handlers, positions } });
}

type LockScreen = { handlers: Record<string, ((details: object) => void) | null>; positions: PositionState[] };

const handlersSet = (page: Page) =>
  page.evaluate(() =>
    Object.entries((window as unknown as { lockScreen: LockScreen }).lockScreen.handlers)
      .filter(([, handler]) => handler)
      .map(([action]) => action)
      .sort(),
  );
const firstPosition = (page: Page) => page.evaluate(() => (window as unknown as { lockScreen: LockScreen }).lockScreen.positions[0] ?? null);
const lastPosition = (page: Page) => page.evaluate(() => (window as unknown as { lockScreen: LockScreen }).lockScreen.positions.at(-1) ?? null);
const pressOnLockScreen = (page: Page, action: string, details: object = {}) =>
  page.evaluate(([name, extra]) => (window as unknown as { lockScreen: LockScreen }).lockScreen.handlers[name]!({ action: name, ...extra }), [
    action,
    details,
  ] as const);

const playerOf = (page: Page) => page.getByRole('region', { name: 'Přehrávač' });
const positionOf = async (page: Page) => Number(await playerOf(page).getByRole('slider', { name: 'Pozice v nahrávce' }).getAttribute('aria-valuenow'));
const durationOf = async (page: Page) => Number(await playerOf(page).getByRole('slider', { name: 'Pozice v nahrávce' }).getAttribute('aria-valuemax'));

async function playFromList(page: Page, title: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: `Přehrát ${title}`, exact: true })
    .click();
  await expect(playerOf(page).getByRole('button', { name: 'Pozastavit' })).toBeVisible();
  await expect(playerOf(page)).toContainText(title);
  await expect.poll(() => durationOf(page)).toBeGreaterThan(10);
}

async function openWordsOfLife(page: Page) {
  await page.goto('/words-of-life');
  await untilAppStarted(page);
}

const openControls = (page: Page) => playerOf(page).getByRole('button', { name: 'Další ovládání přehrávače' }).click();

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('the lock screen shows the episode and its position, and its buttons play, pause, skip, seek and change the episode', async ({ page }) => {
  await page.addInitScript(captureMediaSession);
  await openWordsOfLife(page);
  await playFromList(page, FIRST);

  expect(await handlersSet(page)).toEqual(['nexttrack', 'pause', 'play', 'seekbackward', 'seekforward', 'seekto']); // the first episode has none before it
  const metadata = await page.evaluate(() => {
    const { title, artist, artwork } = navigator.mediaSession.metadata!;
    return { title, artist, sizes: artwork.map((image) => image.sizes) };
  });
  expect(metadata).toEqual({ title: FIRST, artist: 'Slova života a pravdy', sizes: ['96x96', '192x192', '512x512'] });
  await expect.poll(async () => (await lastPosition(page))?.duration ?? 0).toBeGreaterThan(10);

  await pressOnLockScreen(page, 'seekto', { seekTime: 12 });
  await expect.poll(async () => (await lastPosition(page))?.position).toBeCloseTo(12, 0);
  await expect.poll(() => positionOf(page)).toBeGreaterThanOrEqual(12);
  await pressOnLockScreen(page, 'seekbackward'); // 15 s back from 12 s: the start
  await expect.poll(async () => (await lastPosition(page))?.position ?? 99).toBeLessThan(2);

  await openControls(page);
  await playerOf(page).getByRole('button', { name: 'Rychlost přehrávání: 1×' }).click();
  await page.getByRole('menuitem', { name: '1,5×' }).click();
  await expect(playerOf(page).getByRole('button', { name: 'Rychlost přehrávání: 1,5×' })).toBeVisible();
  await expect.poll(async () => (await lastPosition(page))?.playbackRate).toBe(1.5);

  await pressOnLockScreen(page, 'pause');
  await expect(playerOf(page).getByRole('button', { name: 'Přehrát' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
  await pressOnLockScreen(page, 'play');
  await expect(playerOf(page).getByRole('button', { name: 'Pozastavit' })).toBeVisible();

  // 30 s forward is past the end of this short demo episode: the lock screen hears it reached the end.
  const duration = await durationOf(page);
  await pressOnLockScreen(page, 'seekforward');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lockScreen: LockScreen }).lockScreen.positions.map((state) => state.position)))
    .toContainEqual(expect.closeTo(duration, 0));

  await pressOnLockScreen(page, 'nexttrack');
  await expect(playerOf(page)).toContainText(SECOND);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(SECOND);
  await expect.poll(() => handlersSet(page)).toContain('previoustrack');
  // The speed belongs to the show: the next episode plays at 1,5× too.
  await expect(playerOf(page).getByRole('button', { name: 'Rychlost přehrávání: 1,5×' })).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('the lock screen gets the skip buttons, not previous and next', async ({ page }) => {
    await page.addInitScript(captureMediaSession);
    await openWordsOfLife(page);
    await playFromList(page, SECOND);
    expect(await handlersSet(page)).toEqual(['pause', 'play', 'seekbackward', 'seekforward', 'seekto']);
  });
});

test('an episode opened again resumes 3 s before where the listener stopped, after a reload, and the lists show how far they got', async ({ page }) => {
  await page.addInitScript(captureMediaSession);
  await openWordsOfLife(page);
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: FIRST });
  await expect(row).toContainText('Nové');
  await playFromList(page, FIRST);
  await pressOnLockScreen(page, 'seekto', { seekTime: 10 });
  await expect.poll(() => positionOf(page)).toBeGreaterThanOrEqual(10);
  await playerOf(page).getByRole('button', { name: 'Pozastavit' }).click();
  await expect(row).toContainText(/zbývá \d+ min/);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
  const stoppedAt = (await lastPosition(page))!.position;

  await page.reload();
  await untilAppStarted(page);
  await expect(row).toContainText(/zbývá \d+ min/);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Přehrát ${FIRST}`, exact: true })
    .click();
  await expect(playerOf(page).getByRole('button', { name: 'Pozastavit' })).toBeVisible();
  // The first position the lock screen hears of is where playing starts.
  await expect.poll(() => firstPosition(page)).not.toBeNull();
  expect((await firstPosition(page))!.position).toBeCloseTo(stoppedAt - 3, 0);

  await page.goto('/');
  const continueRow = page.getByRole('region', { name: 'Pokračovat v poslechu' });
  await expect(continueRow).toContainText(FIRST);
  await expect(continueRow).toContainText(/zbývá \d+ min/);
});

test('an episode shows in progress in the lists as soon as it plays, before its first save', async ({ page }) => {
  await page.clock.install();
  await openWordsOfLife(page);
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: FIRST });
  await expect(row).toContainText('Nové');
  // The page's timers stand still from here, moved on only a little at a time below: the place the
  // player saves every 10 s never comes round, so what the row shows comes from playing itself.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await playFromList(page, FIRST);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return row.textContent();
    })
    .toMatch(/zbývá \d+ min/);
});

test('the next episode plays when one ends, if the listener chose so; the sleep timer set to the episode’s end stops there', async ({ page }) => {
  await page.addInitScript(captureMediaSession);
  await openWordsOfLife(page);
  await playFromList(page, FIRST);
  await openControls(page);
  await playerOf(page).getByRole('checkbox', { name: 'Přehrát další díl automaticky' }).check();

  await pressOnLockScreen(page, 'seekto', { seekTime: (await durationOf(page)) - 1 });
  await expect(playerOf(page)).toContainText(SECOND);
  await expect(playerOf(page).getByRole('button', { name: 'Pozastavit' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: FIRST })).toContainText('Vyslechnuto');

  await playerOf(page).getByRole('button', { name: 'Časovač vypnutí' }).click();
  await page.getByRole('menuitem', { name: 'Na konci dílu' }).click();
  await expect(playerOf(page).getByRole('status')).toHaveText('Vypne se na konci dílu');
  await pressOnLockScreen(page, 'seekto', { seekTime: (await durationOf(page)) - 1 });
  await expect(playerOf(page).getByRole('button', { name: 'Přehrát' })).toBeVisible();
  await expect(playerOf(page)).toContainText(SECOND);
  await expect(playerOf(page).getByRole('status')).toHaveCount(0);
});

const playerVolume = (page: Page) => page.evaluate(() => (window as unknown as CreatedAudio).createdAudio.at(-1)!.volume);

test('the sleep timer counts down on a clock the test controls, fades the sound out and pauses', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(noteCreatedAudio);
  await openWordsOfLife(page);
  await playFromList(page, FIRST);
  await openControls(page);
  await playerOf(page).getByRole('button', { name: 'Časovač vypnutí' }).click();
  await page.getByRole('menuitem', { name: 'Za 15 min' }).click();
  const status = playerOf(page).getByRole('status');
  await expect(status).toHaveText(/^Vypne se za 1[45]:\d\d$/); // the installed clock runs on while the test works
  await playerOf(page).getByRole('button', { name: 'Zpět o 15 s' }).click(); // the short demo episode must not end by itself meanwhile
  await page.clock.fastForward('14:55');
  await expect(status).toHaveText(/^Vypne se za 0:0[1-5]$/);
  await expect(playerOf(page).getByRole('button', { name: 'Pozastavit' })).toBeVisible();
  const fading = await playerVolume(page);
  expect(fading).toBeGreaterThan(0);
  expect(fading).toBeLessThanOrEqual(0.5); // into the 10 s fade-out
  await page.clock.fastForward(6_000);
  await expect(playerOf(page).getByRole('button', { name: 'Přehrát' })).toBeVisible();
  await expect(status).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as CreatedAudio).createdAudio.at(-1)!.ended)).toBe(false); // stopped by the timer
  expect(await playerVolume(page)).toBe(1); // the next play is heard

  // Cancelled, it stops nothing.
  await playerOf(page).getByRole('button', { name: 'Přehrát' }).click();
  await playerOf(page).getByRole('button', { name: 'Časovač vypnutí' }).click();
  await page.getByRole('menuitem', { name: 'Za 30 min' }).click();
  await expect(status).toHaveText(/^Vypne se za (30:00|29:\d\d)$/);
  await playerOf(page).getByRole('button', { name: 'Časovač vypnutí' }).click();
  await page.getByRole('menuitem', { name: 'Zrušit časovač' }).click();
  await expect(status).toHaveCount(0);
  await page.clock.fastForward('29:55');
  await expect(status).toHaveCount(0);
  expect(await playerVolume(page)).toBe(1); // no fade-out
});

async function signedIn(context: BrowserContext, page: Page) {
  const login = await page.request.post('/api/users/login', { data: CUSTOMER });
  const info = JSON.stringify(await login.json());
  await context.addInitScript((stored) => localStorage.setItem('userInfo', stored), info);
}

test('a signed-in listener resumes on another device where they stopped on the first', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const tablet = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const context of [phone, tablet]) await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const first = await phone.newPage();
  await signedIn(phone, first);
  await first.addInitScript(captureMediaSession);
  await openWordsOfLife(first);
  await playFromList(first, SECOND);
  await pressOnLockScreen(first, 'seekto', { seekTime: 10 });
  await expect.poll(() => positionOf(first)).toBeGreaterThanOrEqual(10);
  // The place at the pause (the one saved as playing started is sent too, earlier).
  const sent = first.waitForResponse(
    (response) =>
      /\/api\/listening\/\d+$/.test(response.url()) &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { position: number }).position >= 10,
  );
  await playerOf(first).getByRole('button', { name: 'Pozastavit' }).click();
  expect((await sent).status()).toBe(200);

  const second = await tablet.newPage();
  await signedIn(tablet, second);
  await second.addInitScript(captureMediaSession);
  await openWordsOfLife(second);
  const row = second.getByRole('main').getByRole('listitem').filter({ hasText: SECOND });
  await expect(row).toContainText(/zbývá \d+ min/);
  await second
    .getByRole('main')
    .getByRole('button', { name: `Přehrát ${SECOND}`, exact: true })
    .click();
  await expect.poll(() => firstPosition(second)).not.toBeNull();
  expect((await firstPosition(second))!.position).toBeGreaterThanOrEqual(10 - 3 - 0.5);
  await phone.close();
  await tablet.close();
});

test('a kept recording is listed on "Stažené" with its size and the space left, plays offline, and all can be removed after a confirmation', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    Object.assign(window, { persistAsked: asked });
    navigator.storage.persist = () => {
      asked.push('persist');
      return Promise.resolve(true);
    };
  });
  await openWordsOfLife(page);
  await untilServiceWorkerControls(page);
  await page.getByRole('button', { name: `Uložit offline – ${FIRST}` }).click();
  await expect(page.getByRole('region', { name: 'Uložené nahrávky' })).toContainText(FIRST);
  expect(await page.evaluate(() => (window as unknown as { persistAsked: string[] }).persistAsked)).toEqual(['persist']);

  await page.getByRole('link', { name: 'Všechny stažené nahrávky' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stažené nahrávky' })).toBeVisible();
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: FIRST });
  await expect(row).toContainText(/\d+(,\d)?\u00a0kB/);
  await expect(page.getByRole('main')).toContainText(
    /Stažené nahrávky zabírají \d+(,\d)?\u00a0kB\. Volné místo pro obchod v tomto prohlížeči: \d+(,\d)?\u00a0[MG]B\./,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Přehrát ${FIRST}` }).click();
  await expect(playerOf(page).getByRole('button', { name: 'Pozastavit' })).toBeVisible();
  await expect.poll(() => positionOf(page), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(playerOf(page).getByRole('alert')).toHaveCount(0);
  await playerOf(page).getByRole('button', { name: 'Zavřít přehrávač' }).click();

  await page.getByRole('button', { name: 'Odebrat vše' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Odebrat vše' });
  await confirm.getByRole('button', { name: 'Ponechat' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Odebrat vše' }).click();
  await confirm.getByRole('button', { name: 'Ano, odebrat vše' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Zatím nemáte žádné stažené nahrávky.');
  expect(await page.evaluate(async () => (await (await caches.open('audio-offline')).keys()).length)).toBe(0);
});

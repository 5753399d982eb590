import { expect as baseExpect, type Page, test } from '@playwright/test';
import { playingAt } from '../contract/listening';
import { DEMO_VERSES, demoEpisodeOf } from '../api/src/seed/demoVerses';
import { skipCookieBanner, untilServiceWorkerControls } from './support/pwa';

// Issue 32: the playing episode's chapters and transcript follow playback in the player's sheet;
// a tap on a chapter or a cue jumps there, the search narrows the cues, and a kept recording shows
// both offline. Phone size: the sheet is the phone's view of them.

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'the chapters and transcript sheet is the same at every size; the phone project covers it');
test.describe.configure({ timeout: 90_000 });
// Keeping a recording downloads it whole; on a busy machine that takes longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const RECORDING = 'Spasení – 1. část'; // /demo/audio/jan-3-16.mp3, seeded with its transcript
const { cues, chapters } = demoEpisodeOf(DEMO_VERSES['jan-3-16']!);

const player = (page: Page) => page.getByRole('region', { name: 'Přehrávač' });
const positionOf = async (page: Page) => Number(await player(page).getByRole('slider', { name: 'Pozice v nahrávce' }).getAttribute('aria-valuenow'));
const sheet = (page: Page) => page.getByRole('dialog', { name: `Kapitoly a přepis – ${RECORDING}` });
/** The marked row of the tab shown (the other tab's panel is hidden). */
const current = (page: Page) => sheet(page).getByRole('tabpanel').locator('[aria-current]');

async function playAndOpenSheet(page: Page, from: 'main' | 'saved' = 'main') {
  const list = from === 'main' ? page.getByRole('main') : page.getByRole('region', { name: 'Uložené nahrávky' });
  await list
    .getByRole('button', { name: `Přehrát ${RECORDING}`, exact: true })
    .first()
    .click();
  await expect(player(page).getByRole('button', { name: 'Pozastavit' })).toBeVisible();
  await player(page).getByRole('button', { name: 'Kapitoly a přepis' }).click();
  await expect(sheet(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('the chapters and the transcript follow playback, and a tap on either jumps there', async ({ page }) => {
  await page.goto('/words-of-life');
  await playAndOpenSheet(page);
  const chapterRows = sheet(page).getByRole('tabpanel', { name: 'Kapitoly' }).getByRole('button');
  await expect(chapterRows).toHaveText(chapters.map((chapter) => new RegExp(`${chapter.title}$`)));
  /** Whether the marked row is the chapter or cue at the player's position: read twice, so retried until the two agree. */
  const markedIsPlaying = (items: { start: number; text?: string; title?: string }[]) => async () => {
    const marked = await current(page).textContent();
    const playing = items[playingAt(items, await positionOf(page))]!;
    return marked?.endsWith(playing.text ?? playing.title!) ?? false;
  };
  await expect.poll(markedIsPlaying(chapters)).toBe(true);

  // Paused, a tap on the verse's chapter jumps to its start and marks it.
  await page.keyboard.press('Escape');
  await player(page).getByRole('button', { name: 'Pozastavit' }).click();
  await player(page).getByRole('button', { name: 'Kapitoly a přepis' }).click();
  await chapterRows.filter({ hasText: 'Verš' }).click();
  await expect.poll(() => positionOf(page)).toBe(chapters[1]!.start);
  await expect(current(page)).toContainText('Verš');
  await page.screenshot({ path: test.info().outputPath('chapters-390.png') });

  // The transcript marks the cue at that place, and the mark moves on as the recording plays.
  await sheet(page).getByRole('tab', { name: 'Přepis' }).click();
  const transcript = sheet(page).getByRole('tabpanel', { name: 'Přepis' });
  await expect(transcript.getByRole('button')).toHaveCount(cues.length);
  await expect(current(page)).toContainText(cues[playingAt(cues, chapters[1]!.start)]!.text);
  const next = cues[playingAt(cues, chapters[1]!.start) + 1]!;
  await page.keyboard.press('Escape');
  await player(page).getByRole('button', { name: 'Přehrát' }).click();
  await player(page).getByRole('button', { name: 'Kapitoly a přepis' }).click();
  await sheet(page).getByRole('tab', { name: 'Přepis' }).click();
  await expect.poll(() => positionOf(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(Math.ceil(next.start));
  await expect.poll(markedIsPlaying(cues)).toBe(true);
  await expect(current(page)).toBeInViewport();

  // A tap on the last cue jumps to it, and it is marked.
  const last = cues.at(-1)!;
  await transcript.getByRole('button', { name: new RegExp(`${last.text}$`) }).click();
  await expect.poll(() => positionOf(page)).toBeGreaterThanOrEqual(Math.floor(last.start));
  await expect(current(page)).toContainText(last.text);

  // The search narrows the cues to those with the words, whatever their diacritics, and marks them.
  await transcript.getByRole('searchbox', { name: 'Hledat v přepisu' }).fill('zivot vecny');
  await expect(transcript.getByRole('button')).toHaveCount(1);
  await expect(transcript.locator('mark')).toHaveText('život věčný');
  await page.screenshot({ path: test.info().outputPath('transcript-search-390.png') });
  await transcript.getByRole('searchbox', { name: 'Hledat v přepisu' }).fill('');
  await expect(transcript.getByRole('button')).toHaveCount(cues.length);
  await page.screenshot({ path: test.info().outputPath('transcript-390.png') });
});

test('a kept recording shows its chapters and transcript offline', async ({ page, context }) => {
  await page.goto('/words-of-life');
  await untilServiceWorkerControls(page);
  await page.getByRole('button', { name: `Uložit offline – ${RECORDING}` }).click();
  const saved = page.getByRole('region', { name: 'Uložené nahrávky' });
  await expect(saved.getByText(RECORDING)).toBeVisible();
  // Kept under the addresses the player asks for: the episode's detail, its chapters and its transcript.
  const kept = await page.evaluate(async () => (await (await caches.open('audio-offline')).keys()).map((request) => new URL(request.url).pathname));
  expect(kept).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/api\/audio\/\d+$/),
      expect.stringMatching(/^\/api\/audio\/\d+\/chapters\.json$/),
      expect.stringMatching(/^\/api\/audio\/\d+\/transcript\.vtt$/),
    ]),
  );

  await context.setOffline(true);
  await page.reload();
  await playAndOpenSheet(page, 'saved');
  await expect(sheet(page).getByRole('tabpanel', { name: 'Kapitoly' }).getByRole('button')).toHaveCount(chapters.length);
  await sheet(page).getByRole('tab', { name: 'Přepis' }).click();
  await expect(sheet(page).getByRole('tabpanel', { name: 'Přepis' }).getByRole('button')).toHaveCount(cues.length);
  await page.screenshot({ path: test.info().outputPath('transcript-offline-390.png') });

  // Removing the recording removes its chapters and transcript too.
  await context.setOffline(false);
  await page.keyboard.press('Escape');
  await player(page).getByRole('button', { name: 'Zavřít přehrávač' }).click();
  await saved.getByRole('button', { name: `Odebrat ${RECORDING} z uložených` }).click();
  await expect(saved).toHaveCount(0);
  expect(await page.evaluate(async () => (await (await caches.open('audio-offline')).keys()).length)).toBe(0);
});

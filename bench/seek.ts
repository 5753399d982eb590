// npm run bench:seek — seeking in a kept recording on a phone (issue 32): a tap on a chapter, or the
// lock screen's seekto, answers with sound within 300 ms at 4× CPU.
// The built app is served by the real server on a scratch data directory. One demo recording is made
// as long as a real episode (its MPEG frames repeated to LONG_MINUTES minutes in the scratch build) and
// staff give it chapters far apart through the API. Chromium at 390×844, with the app's service worker,
// keeps it with 'Uložit offline' as a listener does (Cache Storage). Then, in SEEK_RUNS fresh pages of
// that phone with the CPU slowed 4× through CDP, the recording plays and is moved to places it has not
// buffered yet:
//   chapter – from the tap's pointerdown on a chapter in 'Kapitoly a přepis',
//   seekto  – from the call of the lock screen's seekto handler (captured as the app sets it),
// until the audio element plays there: its first `timeupdate` or `playing` with currentTime at the
// new place, not paused and with data to play on (readyState ≥ HAVE_FUTURE_DATA).
// The ceiling: the same seeks of a bare <audio> of the same file on a plain page the same service
// worker controls (/robots.txt), from the same cache, at the same slowdown.
// It also records how the service worker answered: each request of the page for the kept file during
// the seeks (expected: 206 with a slice, from the service worker) and every fetch of the file the
// worker sent to the network (expected: none; a seek must not fetch the file again).
// SEEK_RUNS sets the fresh pages per measure (default 5); CHROMIUM_PATH the browser.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { AudioDetailJson } from '../contract/catalogue';
import { clockTime } from '../contract/chapters';
import { firstFrameRun, id3v2Size, mp3FrameLength } from '../api/src/media/mpegFrames';
import { mediaTexts } from '../pwa/src/lib/texts/media';
import { playerTexts } from '../pwa/src/lib/texts/player';
import { offlineAudioTexts } from '../pwa/src/lib/texts/offlineAudio';
import { buildApp, startShop } from '../scripts/localShop';
import { median } from './builtPages';
import { machineFacts } from './machine';

const RUNS = Number(process.env.SEEK_RUNS ?? 5);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const GOAL_MS = 300;
const LONG_MINUTES = 40;
const RECORDING = { file: 'jan-3-16.mp3', title: 'Spasení – 1. část' };
/** Chapters as staff type them; the seeks go to the second and third, the lock screen's between them. */
const CHAPTERS = [
  { start: '0:00', title: 'Úvod' },
  { start: '12:00', title: 'Výklad' },
  { start: '31:00', title: 'Závěr' },
];
const SEEKTO_SECONDS = [22 * 60, 36 * 60];
const ADMIN = { email: 'admin@slovozivota.cz', password: 'admin1234' };
const RESULTS_DIR = path.resolve(import.meta.dirname, 'results');
const t = mediaTexts;

/** The recording's frames without its leading LAME/Xing tag frame (which would give the short file's length), repeated to `minutes`. */
function lengthened(mp3: Uint8Array, minutes: number): Buffer {
  const start = firstFrameRun(mp3, id3v2Size(mp3), true);
  if (start === undefined) throw new Error(`${RECORDING.file} has no MPEG frames`);
  const firstLength = mp3FrameLength(mp3, start)!;
  const tag = Buffer.from(mp3.subarray(start, start + firstLength)).toString('latin1');
  const frames = mp3.subarray(/Xing|Info/.test(tag) ? start + firstLength : start);
  // The demo files are 32 kbit/s (scripts/generate-demo-media.ts): 4,000 bytes a second.
  const copies = Math.ceil((minutes * 60 * 4000) / frames.length);
  return Buffer.concat(Array.from({ length: copies }, () => frames));
}

/** Staff give the recording its chapters (PUT /api/audio/{id}, as the audio editor saves them). */
async function giveChapters(origin: string): Promise<AudioDetailJson> {
  const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const { audios } = (await (await fetch(`${origin}/api/audio?pageSize=500`)).json()) as { audios: AudioDetailJson[] };
  const audio = audios.find((a) => a.mp3file.endsWith(`/${RECORDING.file}`));
  if (!audio) throw new Error(`No demo recording plays ${RECORDING.file}`);
  const { audioTitle, mp3file, category, subcategory } = audio;
  const saved = await fetch(`${origin}/api/audio/${audio._id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ audioTitle, mp3file, category, subcategory, chapters: CHAPTERS }),
  });
  if (!saved.ok) throw new Error(`Saving the chapters answered ${saved.status}: ${await saved.text()}`);
  return (await (await fetch(`${origin}/api/audio/${audio._id}`)).json()) as AudioDetailJson;
}

/**
 * Runs in every page before its scripts: keeps the lock screen's seekto handler as the app sets it,
 * and times a seek (window.benchSeek(target, start)) until an audio element plays at the target
 * (window.seekAnswers). A string, so tsx adds no helper the page lacks.
 */
const SEEK_CLOCK = `
  window.seekAnswers = [];
  window.lockScreenHandlers = {};
  if ('mediaSession' in navigator) {
    const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    navigator.mediaSession.setActionHandler = (action, handler) => { window.lockScreenHandlers[action] = handler; set(action, handler); };
  }
  let pending = null;
  window.benchSeek = (target, start) => { pending = { target, start }; };
  // A chapter's tap: from the finger down.
  addEventListener('pointerdown', (event) => { if (pending && pending.start === 'tap') pending.start = event.timeStamp; }, true);
  const answered = (event) => {
    const audio = event.target;
    if (!pending || typeof pending.start !== 'number') return;
    if (audio.paused || audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) return;
    if (audio.currentTime < pending.target - 0.05 || audio.currentTime > pending.target + 2) return;
    window.seekAnswers.push(performance.now() - pending.start);
    pending = null;
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (!this.benchWatched) {
      this.benchWatched = true;
      this.addEventListener('timeupdate', answered);
      this.addEventListener('playing', answered);
      this.addEventListener('playing', () => (window.benchPlaying = true), { once: true });
    }
    return play.call(this);
  };
`;

/** Waits for the seek timed since `act` started it and answers its ms. */
async function timedSeek(page: Page, target: number, start: 'tap' | 'now', act: () => Promise<unknown>): Promise<number> {
  const count = await page.evaluate(() => (window as unknown as { seekAnswers: number[] }).seekAnswers.length);
  await page.evaluate(
    ([to, from]) => (window as unknown as { benchSeek: (t: number, s: unknown) => void }).benchSeek(to, from === 'now' ? performance.now() : 'tap'),
    [target, start] as const,
  );
  await act();
  const handle = await page.waitForFunction((n) => (window as unknown as { seekAnswers: number[] }).seekAnswers[n], count, { polling: 10, timeout: 30_000 });
  return Math.round((await handle.jsonValue()) as number);
}

const throttled = async (context: BrowserContext, page: Page) =>
  (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

/** The app in a fresh page: plays the kept recording, taps a far chapter, then calls the lock screen's seekto twice. */
async function seekInApp(context: BrowserContext, origin: string, chapters: AudioDetailJson['chapters']) {
  const page = await context.newPage();
  try {
    await throttled(context, page);
    await page.goto(`${origin}/words-of-life`);
    await page.waitForSelector('html[data-app-started]', { state: 'attached' });
    await page
      .getByRole('main')
      .getByRole('button', { name: t.audioList.playTitle(RECORDING.title), exact: true })
      .first()
      .tap();
    const player = page.getByRole('region', { name: playerTexts.region });
    await player.getByRole('button', { name: playerTexts.pause, exact: true }).waitFor();
    await page.waitForFunction(() => (window as unknown as { benchPlaying?: boolean }).benchPlaying);
    await player.getByRole('button', { name: t.episode.open }).tap();
    const chapter = chapters[1]!;
    const row = page.getByRole('dialog').getByRole('button', { name: new RegExp(`${clockTime(chapter.start)}.*${chapter.title}`) });
    await row.waitFor();
    const chapterMs = await timedSeek(page, chapter.start, 'tap', () => row.tap());
    await page.keyboard.press('Escape');
    const seekto: number[] = [];
    for (const seconds of SEEKTO_SECONDS) {
      seekto.push(
        await timedSeek(page, seconds, 'now', () =>
          page.evaluate(
            (to) =>
              (window as unknown as { lockScreenHandlers: Record<string, (details: object) => void> }).lockScreenHandlers.seekto!({
                action: 'seekto',
                seekTime: to,
              }),
            seconds,
          ),
        ),
      );
    }
    return { chapterMs, seekto };
  } finally {
    await page.close();
  }
}

/** The ceiling: a bare <audio> of the kept file on a plain page under the same service worker, seeking to the same places. */
async function seekBare(context: BrowserContext, origin: string, src: string, targets: number[]) {
  const page = await context.newPage();
  try {
    await throttled(context, page);
    await page.goto(`${origin}/robots.txt`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(async (url) => {
      const audio = Object.assign(document.createElement('audio'), { src: url });
      document.body.append(audio);
      await audio.play();
    }, src);
    const times: number[] = [];
    for (const target of targets)
      times.push(
        await timedSeek(page, target, 'now', () =>
          page.evaluate((to) => {
            document.querySelector('audio')!.currentTime = to;
          }, target),
        ),
      );
    return times;
  } finally {
    await page.close();
  }
}

/** The page's requests for the kept file and how they were answered; the worker's own fetches of it. */
function watchRequests(context: BrowserContext, pathname: string) {
  const fromPage: { range: string | null; status: number; contentRange: string | null; byServiceWorker: boolean }[] = [];
  const toNetwork: string[] = [];
  context.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname !== pathname) return;
    void request.response().then((response) => {
      if (!response) return;
      if (request.serviceWorker()) toNetwork.push(`${request.method()} ${request.headers().range ?? 'whole'} → ${response.status()}`);
      else
        fromPage.push({
          range: request.headers().range ?? null,
          status: response.status(),
          contentRange: response.headers()['content-range'] ?? null,
          byServiceWorker: response.fromServiceWorker(),
        });
    });
  });
  return { fromPage, toNetwork };
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-seek-'));
  const staticDir = path.join(workDir, 'dist');
  console.log('Building the app…');
  buildApp(staticDir);
  const file = path.join(staticDir, 'demo/audio', RECORDING.file);
  const long = lengthened(readFileSync(file), LONG_MINUTES);
  writeFileSync(file, long);
  const shop = await startShop({ staticDir });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const audio = await giveChapters(shop.origin);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'cs-CZ' });
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    await context.addInitScript({ content: SEEK_CLOCK });
    const keeping = await context.newPage();
    await keeping.goto(`${shop.origin}/words-of-life`);
    await keeping.waitForFunction(() => navigator.serviceWorker.controller !== null);
    console.log(`Keeping ${RECORDING.title} (${(long.length / 1e6).toFixed(1)} MB, ${LONG_MINUTES} min) offline…`);
    await keeping.getByRole('button', { name: offlineAudioTexts.keepTitle(RECORDING.title) }).click();
    await keeping.getByRole('region', { name: offlineAudioTexts.savedTitle }).getByText(RECORDING.title).waitFor({ timeout: 120_000 });
    await keeping.close();

    const requests = watchRequests(context, new URL(audio.mp3file, shop.origin).pathname);
    const runs: { chapterMs: number; seekto: number[]; bare: number[] }[] = [];
    console.log(`Seeking, ${RUNS} fresh pages at ${CPU_SLOWDOWN}× CPU slowdown…`);
    for (let i = 0; i < RUNS; i++) {
      const app = await seekInApp(context, shop.origin, audio.chapters);
      const bare = await seekBare(context, shop.origin, audio.mp3file, [audio.chapters[1]!.start, ...SEEKTO_SECONDS]);
      runs.push({ ...app, bare });
      console.log(`  run ${i + 1}: chapter ${app.chapterMs} ms, seekto ${app.seekto.join(' and ')} ms; bare <audio> ${bare.join(', ')} ms`);
    }
    await context.close();
    report(runs, requests, machineFacts(loadBefore, loadavg()[0]!));
  } finally {
    await browser.close();
    await shop.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function report(
  runs: { chapterMs: number; seekto: number[]; bare: number[] }[],
  requests: ReturnType<typeof watchRequests>,
  machine: ReturnType<typeof machineFacts>,
) {
  const chapter = runs.map((run) => run.chapterMs);
  const seekto = runs.flatMap((run) => run.seekto);
  const bare = runs.flatMap((run) => run.bare);
  const ceiling = median(bare);
  const rows = [
    {
      measure: 'chapter tap',
      samples: chapter.length,
      'median ms': median(chapter),
      'max ms': Math.max(...chapter),
      'ratio to the bare <audio>': median(chapter) / ceiling,
    },
    {
      measure: 'lock screen seekto',
      samples: seekto.length,
      'median ms': median(seekto),
      'max ms': Math.max(...seekto),
      'ratio to the bare <audio>': median(seekto) / ceiling,
    },
    { measure: 'bare <audio> seek (ceiling)', samples: bare.length, 'median ms': ceiling, 'max ms': Math.max(...bare), 'ratio to the bare <audio>': 1 },
  ].map((row) => ({ ...row, 'ratio to the bare <audio>': Number(row['ratio to the bare <audio>'].toFixed(2)) }));
  console.table(rows);
  const partial = requests.fromPage.filter((r) => r.status === 206 && r.byServiceWorker);
  console.log(
    `The page asked for the kept file ${requests.fromPage.length} times (ranges ${[...new Set(requests.fromPage.map((r) => r.range ?? 'none'))].join(', ')}); ` +
      `${partial.length} answered 206 by the service worker (${[...new Set(partial.map((r) => r.contentRange))].slice(0, 6).join(', ')}…)`,
  );
  console.log(
    `The service worker fetched the file from the network ${requests.toNetwork.length} times${requests.toNetwork.length ? `: ${requests.toNetwork.join('; ')}` : ''}`,
  );
  console.log(`Load average (1 min): ${machine.loadAverage.before.toFixed(2)} before, ${machine.loadAverage.after.toFixed(2)} after, on ${machine.cpus} CPUs`);
  const missed = [
    ...rows.slice(0, 2).flatMap((row) => (row['median ms'] > GOAL_MS ? [`${row.measure}: median ${row['median ms']} ms > ${GOAL_MS} ms`] : [])),
    ...(requests.toNetwork.length ? [`the service worker fetched the kept file ${requests.toNetwork.length} times`] : []),
    ...(partial.length < requests.fromPage.length
      ? [`${requests.fromPage.length - partial.length} requests for the kept file not answered 206 by the service worker`]
      : []),
  ];
  mkdirSync(RESULTS_DIR, { recursive: true });
  const out = path.join(RESULTS_DIR, `seek-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, goalMs: GOAL_MS, longMinutes: LONG_MINUTES, runs, rows, requests, ...machine, missed }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(process.cwd(), out)}`);
  if (missed.length) {
    console.log(`Goals missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log(`Goals met: a seek in a kept recording plays on within ${GOAL_MS} ms (median), answered from the cache in slices.`);
}

await main();

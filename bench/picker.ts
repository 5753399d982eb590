// npm run bench:picker — the pickup point picker on a phone: 10,000 Packeta points (bench/pickupPoints.ts,
// served to the page in place of GET /api/pickup-points/packeta.json, so the bench measures the
// browser alone) searched at 390×844 with the CPU slowed 4× through CDP. Each measure runs from the
// input event (pointerdown, keydown) to the end of the first animation frame in which its answer is
// on the page, the frame that paints it (its style, layout and paint done):
//   open   – tapping 'Vybrat výdejní místo' until the picker's search field is there;
//   type   – each keystroke until the picker shows the answer to the text typed so far: the field
//            holds the text, the count line says how many points match it and the first row is the
//            first match, both as the picker's own search (pointSearch) answers over the same list
//            here in Node; the field's echo alone does not count;
//   choose – tapping a point's 'Vybrat' until the form names that point.
// Beside each keystroke, the search alone, read from the performance measure the picker leaves for
// its last search ('pickup-point-search', pointSearch.ts's SEARCH_MEASURE):
//   search         – the picker's call to its search, from the call until the answer;
//   keydown→search – the keydown until that answer is ready (the event's handling up to the search
//                    included, the drawing of the answer not).
// Beside the keystrokes, the ceiling: the same keystrokes into a bare <input> on a blank page in the
// same browser at the same slowdown, what a keystroke costs before any app code runs.
// Goals (issue 29): "Searching 10,000 points … each keystroke answers in ≤ 30 ms (p95)" is the
// search's answer to a keystroke, keydown→search, at p95; the paint of that answer is the 'type'
// goal: open, type and choose each ≤ 200 ms at p95 (a bare <input> alone takes about 40 ms at p95
// from its keydown to its paint at 4×, so a keystroke's paint could never meet 30 ms). The page's
// first open and first choose, the slowest, are printed on their own too.
// PICKER_ROUNDS sets the rounds of every query (default 3); CHROMIUM_PATH the browser; PICKER_DIST
// a built app to serve (such as another branch's dist/) instead of building this one. It prints
// every figure, the ceiling's, the ratios and `uptime`, and fails only when it cannot measure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { CompactPointListJson } from '../contract/delivery';
import { formatCzechNumber } from '../contract/format';
import { indexPoints, pointSearch, pointsOfList, SEARCH_MEASURE } from '../pwa/src/features/checkout/delivery/pointSearch';
import { shopTexts } from '../pwa/src/lib/texts/shop';
import { startShop } from '../scripts/localShop';
import { appToMeasure, percentile as nearestRank } from './builtPages';
import { machineFacts } from './machine';
import { pickupPointList } from './pickerPoints';

const POINTS = 10_000;
const ROUNDS = Number(process.env.PICKER_ROUNDS ?? 3);
const BUILT_APP = process.env.PICKER_DIST;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const SEARCH_GOAL_MS = 30;
const INTERACTION_GOAL_MS = 200;
// A town, a town and postcode, a town and a street without diacritics, a postcode, a box by its name.
const QUERIES = ['praha', 'brno 602', 'trebic', '674 01', 'zizkova', 'z-box praha'];
const RESULTS_DIR = path.resolve(import.meta.dirname, 'results');
const t = shopTexts.checkout;

/**
 * Runs in the page: from each pointerdown or keydown to the end of the first animation frame in
 * which window.benchDone() holds (its painting included) is noted in window.benchFrames (ms after
 * the event). A string, so tsx adds no helper the page lacks.
 */
const FRAME_CLOCK = `
  window.benchFrames = [];
  let pending = null;
  const start = (event) => { pending = window.benchEventAt = event.timeStamp; };
  addEventListener('pointerdown', start, true);
  addEventListener('keydown', start, true);
  const frame = () => {
    if (pending !== null && window.benchDone && window.benchDone()) {
      const from = pending;
      pending = null;
      // A message posted in the frame is handled once the frame's style, layout and paint are done.
      const after = new MessageChannel();
      after.port1.onmessage = () => window.benchFrames.push(performance.now() - from);
      after.port2.postMessage(null);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

/** Acts, and answers the ms from its input event to the frame in which `done` (page code) holds. */
async function timed(page: Page, done: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate(`window.benchFrames = []; window.benchDone = () => (${done});`);
  await act();
  await page.waitForFunction(() => (window as unknown as { benchFrames: number[] }).benchFrames.length > 0, undefined, { polling: 20 });
  return page.evaluate(() => (window as unknown as { benchFrames: number[] }).benchFrames[0]!);
}

// The picker stays in the page while closed; the open one carries data-open.
const DIALOG = '[data-open] > [role=dialog]';
const SEARCH = `${DIALOG} input[type=search]`;

/** Types `query` a key at a time, timing each keystroke until `answered(text)` holds for the text so far; `after` reads more of the page after each. */
async function timeKeystrokes(page: Page, query: string, answered: (text: string) => string, after = async () => {}): Promise<number[]> {
  const times: number[] = [];
  for (let i = 1; i <= query.length; i++) {
    times.push(await timed(page, answered(query.slice(0, i)), () => page.keyboard.type(query[i - 1]!)));
    await after();
  }
  return times;
}

interface SearchTimes {
  /** The search's call, ms. */
  search: number;
  /** The keydown until the search's answer, ms. */
  toSearch: number;
}

/** The keystroke's search, from the measure the picker left (cleared before each keystroke, so never an earlier one's). */
const lastSearch = (page: Page) =>
  page.evaluate((name): SearchTimes => {
    const [measure] = performance.getEntriesByName(name, 'measure');
    if (!measure) throw new Error(`The keystroke left no '${name}' measure`);
    performance.clearMeasures(name);
    const eventAt = (window as unknown as { benchEventAt: number }).benchEventAt;
    return { search: measure.duration, toSearch: measure.startTime + measure.duration - eventAt };
  }, SEARCH_MEASURE);

/** Page code that holds once the picker shows the answer to `text`: its count line and its first match, as pointSearch finds them in `list`. */
function answeredOver(list: CompactPointListJson) {
  const index = indexPoints(pointsOfList(list));
  return (text: string) => {
    const found = pointSearch(index)(text);
    const count = [
      t.picker.found(formatCzechNumber(found.total, 0, 0)),
      ...(found.total > found.points.length ? [t.picker.narrowDown(formatCzechNumber(found.points.length, 0, 0))] : []),
    ].join(' ');
    const status = found.total ? count : t.picker.noMatch;
    const first = found.points[0] ? t.picker.chooseOf(found.points[0].name) : null;
    return `(() => {
      const dialog = document.querySelector(${JSON.stringify(DIALOG)});
      return dialog?.querySelector('input[type=search]')?.value === ${JSON.stringify(text)}
        && [...dialog.querySelectorAll('p')].some((p) => p.textContent === ${JSON.stringify(status)})
        && (dialog.querySelector('button[aria-label^="Vybrat: "]')?.getAttribute('aria-label') ?? null) === ${JSON.stringify(first)};
    })()`;
  };
}

interface Measured {
  open: number[];
  type: number[];
  search: number[];
  toSearch: number[];
  choose: number[];
  ceiling: number[];
}

async function measure(browser: Browser, origin: string): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'cs-CZ' });
  try {
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'zakaznik@slovozivota.cz', password: 'zakaznik1234' }),
    });
    const userInfo = JSON.stringify(await login.json());
    await context.addInitScript((info) => {
      localStorage.setItem('userInfo', info);
      localStorage.setItem('cookieConsent', 'accepted');
    }, userInfo);
    await context.addInitScript({ content: FRAME_CLOCK });
    const points = pickupPointList(POINTS);
    const listAnswered = answeredOver(points);
    const list = JSON.stringify(points);
    await context.route('**/api/pickup-points/packeta.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { ETag: '"bench-10000"' }, body: list }),
    );
    const page = await context.newPage();
    await page.goto(`${origin}/shipping`);
    await page.getByRole('radio', { name: /^Zásilkovna/ }).check();
    const openButton = page.getByRole('button', { name: new RegExp(`^(${t.delivery.choosePoint}|${t.delivery.changePoint})$`) });
    // Warm: the list read, kept and folded, the picker's code loaded.
    await openButton.click();
    await page.locator(SEARCH).fill('praha');
    await page.getByRole('dialog').getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: t.picker.close }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const result: Measured = { open: [], type: [], search: [], toSearch: [], choose: [], ceiling: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        result.open.push(await timed(page, `document.querySelector(${JSON.stringify(SEARCH)}) !== null`, () => openButton.tap()));
        // The picker keeps the last search; each query starts from an empty field.
        await page.locator(SEARCH).fill('');
        await page.evaluate((name) => performance.clearMeasures(name), SEARCH_MEASURE);
        const searched = async () => {
          const { search, toSearch } = await lastSearch(page);
          result.search.push(search);
          result.toSearch.push(toSearch);
        };
        result.type.push(...(await timeKeystrokes(page, query, listAnswered, searched)));
        const choose = page
          .getByRole('dialog')
          .getByRole('button', { name: /^Vybrat: / })
          .first();
        const name = (await choose.getAttribute('aria-label'))!.slice('Vybrat: '.length);
        const named = `[...document.querySelectorAll('main [aria-live="polite"]')].some((element) => element.textContent.includes(${JSON.stringify(name)}))`;
        result.choose.push(await timed(page, named, () => choose.tap()));
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
    }

    const blank = await context.newPage();
    await blank.setContent('<input type="search" aria-label="bare">');
    await blank.evaluate(FRAME_CLOCK);
    await (await context.newCDPSession(blank)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await blank.locator('input').focus();
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        await blank.locator('input').fill('');
        result.ceiling.push(...(await timeKeystrokes(blank, query, (text) => `document.querySelector('input').value === ${JSON.stringify(text)}`)));
      }
    }
    return result;
  } finally {
    await context.close();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

const percentile = (values: number[], p: number) => round(nearestRank(values, p));

const LABELS: Partial<Record<keyof Measured, string>> = {
  search: "type: the search's call",
  toSearch: 'type: keydown → search answered',
  ceiling: 'keystroke into a bare <input> (ceiling)',
};

async function main() {
  const loadBefore = loadavg()[0]!;
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-picker-'));
  const staticDir = appToMeasure(workDir, BUILT_APP);
  const shop = await startShop({ staticDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`The picker over ${POINTS.toLocaleString('en')} points at ${CPU_SLOWDOWN}× CPU slowdown, ${ROUNDS} rounds of ${QUERIES.length} queries…`);
    const measured = await measure(browser, shop.origin);
    report(measured, loadBefore);
  } finally {
    await browser.close();
    await shop.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function report(measured: Measured, loadBefore: number) {
  const ceilingP95 = percentile(measured.ceiling, 95);
  const rows = (Object.entries(measured) as [keyof Measured, number[]][]).map(([name, times]) => ({
    measure: LABELS[name] ?? name,
    samples: times.length,
    'median ms': percentile(times, 50),
    'p95 ms': percentile(times, 95),
    'max ms': percentile(times, 100),
    'p95 ÷ ceiling p95': Math.round((percentile(times, 95) / ceilingP95) * 100) / 100,
  }));
  console.table(rows);
  const typeP95 = percentile(measured.type, 95);
  const toSearchP95 = percentile(measured.toSearch, 95);
  console.log(`Keystroke to its paint: p95 ${typeP95} ms = ${(typeP95 / ceilingP95).toFixed(2)} × the bare input's ${ceilingP95} ms`);
  console.log(
    `The search's answer to a keystroke: p95 ${percentile(measured.search, 95)} ms for the call, ${toSearchP95} ms from the keydown to the answer (median ${percentile(measured.search, 50)} / ${percentile(measured.toSearch, 50)} ms)`,
  );
  console.log(`The page's first open ${round(measured.open[0]!)} ms, first choose ${round(measured.choose[0]!)} ms`);
  const missed = [
    ...(toSearchP95 > SEARCH_GOAL_MS ? [`keydown → search answered p95 ${toSearchP95} ms > ${SEARCH_GOAL_MS} ms`] : []),
    ...(['open', 'type', 'choose'] as const)
      .filter((name) => percentile(measured[name], 95) > INTERACTION_GOAL_MS)
      .map((name) => `${name} p95 ${percentile(measured[name], 95)} ms > ${INTERACTION_GOAL_MS} ms`),
  ];
  const machine = machineFacts(loadBefore, loadavg()[0]!);
  console.log(`Load average (1 min): ${machine.loadAverage.before.toFixed(2)} before, ${machine.loadAverage.after.toFixed(2)} after, on ${machine.cpus} CPUs`);
  console.log(`uptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `picker-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), points: POINTS, cpuSlowdown: CPU_SLOWDOWN, goals: { keydownToSearchP95Ms: SEARCH_GOAL_MS, interactionP95Ms: INTERACTION_GOAL_MS }, measured, rows, keystrokeToCeiling: typeP95 / ceilingP95, ...machine, missed }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
  if (missed.length) console.log(`Goals missed:\n  ${missed.join('\n  ')}`);
  else console.log(`Goals met: keydown → search answered p95 ≤ ${SEARCH_GOAL_MS} ms; open, type and choose p95 ≤ ${INTERACTION_GOAL_MS} ms.`);
}

await main();

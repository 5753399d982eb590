import './app/mantineStyles';
import { listenForInstallPrompt } from './features/pwa/installPrompt';
import { APP_CHUNKS_ID } from './lib/appChunks';
import { whenIdle } from './lib/whenIdle';
import { yieldToBrowser } from './lib/yieldToBrowser';

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Resolves once the browser has shown the page the server rendered (its first contentful paint),
 * or after a second at most (a background tab paints only when shown; old browsers do not report it).
 */
const afterFirstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 1000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

/**
 * Resolves at the browser's next idle moment: the taps a visitor made as the page appeared (its menu,
 * play, search and banners answer without the app) are handled before the app's code is run, a
 * long task on a slow phone.
 */
const untilIdle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * Has the browser fetch the app's code and the rendered screen's, which the page names in an inert
 * template: named by links in the head, they were fetched before the first paint and held it up.
 * One link a task: each request costs the page 2-12 ms at 4x CPU, and all 12-18 in one task (124 ms
 * on /words-of-life) came just as a visitor's first tap does.
 */
async function fetchAppChunks() {
  const links = document.getElementById(APP_CHUNKS_ID) as HTMLTemplateElement | null;
  for (const link of [...(links?.content.children ?? [])]) {
    document.head.append(link);
    await yieldToBrowser();
  }
}

/**
 * Runs React's code, then the app's, then starts the app. Over a page already shown, each is a task
 * of its own: on a slow phone each is long (about 50, 50 and 35 ms at 4x CPU), and a tap then waits
 * for one of them, not all three.
 */
async function runApp({ overShownPage }: { overShownPage: boolean }) {
  if (overShownPage) {
    await import('./app/reactDom');
    await yieldToBrowser();
  }
  const { startApp } = await import('./app/start');
  if (overShownPage) await yieldToBrowser();
  await startApp();
}

// The browser's install offer may come before the app's code has arrived; it is sent only once.
listenForInstallPrompt();

// A page the server rendered is shown before the app's code is fetched: on a slow connection the
// code does not hold up its styles and pictures. The bare app shell starts the app at once.
const serverRendered = document.getElementById('root')!.hasChildNodes();
if (serverRendered) {
  void afterFirstContentfulPaint()
    .then(untilIdle)
    .then(fetchAppChunks)
    .then(() => runApp({ overShownPage: true }));
} else void runApp({ overShownPage: false });

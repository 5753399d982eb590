import './app/mantineStyles';
import { listenForInstallPrompt } from './features/pwa/installPrompt';
import { SCREEN_CHUNKS_ID } from './lib/screenChunks';
import { whenIdle } from './lib/whenIdle';

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

/** Lets the browser handle what waits (a tap) between two long pieces of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Has the browser fetch the rendered screen's code, which the page names in an inert template, beside
 * the app's: named by links in the head, it was fetched before the first paint and held it up.
 */
function fetchScreenChunks() {
  const links = document.getElementById(SCREEN_CHUNKS_ID) as HTMLTemplateElement | null;
  if (links) document.head.append(links.content);
}

// The browser's install offer may come before the app's code has arrived; it is sent only once.
listenForInstallPrompt();

// A page the server rendered is shown before the app's code is fetched: on a slow connection the
// code does not hold up its styles and pictures. The bare app shell starts the app at once.
const serverRendered = document.getElementById('root')!.hasChildNodes();
void (serverRendered ? afterFirstContentfulPaint().then(untilIdle) : Promise.resolve())
  .then(() => {
    fetchScreenChunks();
    return import('./app/start');
  })
  // Running the app's code and starting it are two long tasks on a slow phone, not one.
  .then(async ({ startApp }) => {
    await nextTask();
    await startApp();
  });

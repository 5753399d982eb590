import './app/mantineStyles';
import { listenForInstallPrompt } from './features/pwa/installPrompt';
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

// The browser's install offer may come before the app's code has arrived; it is sent only once.
listenForInstallPrompt();

// A page the server rendered is shown before the app's code is fetched: on a slow connection the
// code does not hold up its styles and pictures. The bare app shell starts the app at once.
const serverRendered = document.getElementById('root')!.hasChildNodes();
void (serverRendered ? afterFirstContentfulPaint().then(untilIdle) : Promise.resolve())
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp());

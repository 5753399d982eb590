import '@mantine/core/styles.css';

/**
 * Resolves once the browser has painted the page it has: at the start of the frame after the next
 * (a page in a background tab, where frames wait, goes on after at most a second).
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    setTimeout(resolve, 1000);
  });

// The app's code is fetched once the page has been painted: a server-rendered page shows at once,
// and on a slow connection the code does not hold up its styles and pictures.
void afterPaint()
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp());

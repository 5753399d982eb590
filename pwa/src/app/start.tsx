import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './reactDom';
import { BrowserRouter } from 'react-router-dom';
import { PAGE_DATA_ELEMENT_ID, PageData, type SettledAnswer } from '../lib/pageData';
import { noteEarlyInput } from '../lib/useEarlyInput';
import { yieldToBrowser } from '../lib/yieldToBrowser';
import { AppProviders } from './AppProviders';
import { AppRoutes, loadScreensFor } from './routes';

/** Starts the app: takes over the page the server rendered, or renders the screen into the app shell. */
export async function startApp() {
  // A page the server rendered carries the answers it was built from; the app shell (served by the
  // service worker, or for a screen the server does not render) carries none and renders here.
  const serverAnswers = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  const container = document.getElementById('root')!;
  if (serverAnswers) noteEarlyInput(container);
  // The first screen's code comes first, so it renders at once (hydration needs it: the server had it).
  await loadScreensFor(window.location);
  // The screen's code has just run, a task of its own at 4x CPU: a tap that waits comes before hydration starts.
  await yieldToBrowser();

  const app = (
    <AppProviders pageData={new PageData(serverAnswers ? (JSON.parse(serverAnswers) as Record<string, SettledAnswer>) : {})}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // A transition lets React render (or hydrate) the first screen in short slices, so a slow phone stays responsive.
  startTransition(() => {
    if (serverAnswers) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

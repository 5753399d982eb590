import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { whenSignedOut } from '../features/account/session';
import { registerServiceWorker } from '../features/pwa/serviceWorker';
import { PAGE_DATA_ELEMENT_ID, PageData, type SettledAnswer } from '../lib/pageData';
import { noteEarlyInput } from '../lib/useEarlyInput';
import { AppProviders } from './AppProviders';
import { loadScreensFor, routes } from './routes';

/** Starts the app: takes over the page the server rendered, or renders the screen into the app shell. */
export async function startApp() {
  registerServiceWorker();

  // A page the server rendered carries the answers it was built from; the app shell (served by the
  // service worker, or for a screen the server does not render) carries none and renders here.
  const serverAnswers = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  const container = document.getElementById('root')!;
  if (serverAnswers) noteEarlyInput(container);
  // The first screen's code comes first, so the router starts ready (hydration needs it: the server had it).
  await loadScreensFor(window.location);

  // Hydration data (there are no loaders) tells the router the page is the server's: it leaves the
  // scroll position alone, as the visitor may already have scrolled.
  const router = createBrowserRouter(routes, serverAnswers ? { hydrationData: {} } : undefined);
  // A sign-out (or a session the server refused) goes to /login within the app.
  whenSignedOut(({ to, expired }) => router.navigate(to, { replace: expired, state: expired ? { expired } : undefined }));

  const app = (
    <AppProviders pageData={new PageData(serverAnswers ? (JSON.parse(serverAnswers) as Record<string, SettledAnswer>) : {})}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // A transition lets React render (or hydrate) the first screen in short slices, so a slow phone stays responsive.
  startTransition(() => {
    if (serverAnswers) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

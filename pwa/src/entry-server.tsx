// The server's render of a public screen (built by `vite build --ssr` and loaded by
// api/src/http/renderedPages.ts): the same components as in the browser, with the API's answers
// fetched on the server, so a phone paints the page before the app's JavaScript has run.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { type RouteHandle, routes } from './app/routes';
import { errorOf } from './lib/api';
import { PAGE_DATA_ELEMENT_ID, PageData, type SettledAnswer } from './lib/pageData';
import { texts } from './lib/texts';

export interface RenderedPage {
  /** What replaces the shell's empty root: the rendered root, then the answers it was built from. */
  markup: string;
  /** The screen's own name for the tab, if it has one. */
  title: string | undefined;
  status: number;
}

/** The app shell's empty root, which a rendered page fills. */
export const EMPTY_ROOT = '<div id="root"></div>';
const SHELL_TITLE = `<title>${texts.common.documentTitle}</title>`;

/** The app shell with a rendered page in it: its root filled, its tab named after the screen. */
export function intoShell(shell: string, page: RenderedPage): string {
  const html = shell.replace(EMPTY_ROOT, page.markup);
  return page.title ? html.replace(SHELL_TITLE, renderToStaticMarkup(<title>{page.title}</title>)) : html;
}

/** The rendered root and the answers as JSON after it (safe inside a <script> element). */
const pageMarkup = (html: string, answers: Record<string, SettledAnswer>) =>
  `<div id="root">${html}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;

/** A screen that waits for an answer to ask another (not done today) gets this many rounds. */
const MAX_PASSES = 3;

const handler = createStaticHandler(routes);

async function settle(response: Response): Promise<SettledAnswer> {
  if (response.ok) return { status: 'success', data: await response.json() };
  return { status: 'error', message: (await errorOf(response)).message };
}

/**
 * Renders the screen at url with the answers of fetchApi (a GET of an API path such as
 * `/products?pageNumber=1`); null when the screen is not server-rendered (private, a redirect, a failure).
 */
export async function renderPage(url: URL, fetchApi: (path: string) => Promise<Response>): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  // A redirect, or a screen that failed to load: the browser's app handles it from the plain shell.
  if (context instanceof Response || context.errors) return null;
  if (!context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.serverRendered)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const answers: Record<string, SettledAnswer> = {};
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const pageData = new PageData({ ...answers });
    const html = renderToString(
      <AppProviders pageData={pageData}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    if (pageData.missing.size === 0) {
      const notFound = context.matches.at(-1)?.route.path === '*';
      return { markup: pageMarkup(html, answers), title: pageData.title, status: notFound ? 404 : 200 };
    }
    await Promise.all([...pageData.missing].map(async (path) => (answers[path] = await settle(await fetchApi(path)))));
  }
  return null;
}

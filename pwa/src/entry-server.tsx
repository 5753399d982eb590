// The server's render of a public screen (built by `vite build --ssr` and loaded by
// api/src/http/renderedPages.ts): the same components as in the browser, with the API's answers
// fetched on the server, so a phone paints the page before the app's JavaScript has run.
import { readFileSync } from 'node:fs';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Manifest } from 'vite';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, isServerRendered, loadScreensFor } from './app/routes';
import { errorOf } from './lib/api';
import { documentTitle, type HeadTag, headTags, PAGE_HEAD_ATTRIBUTE, scriptJson } from './lib/documentHead';
import { PAGE_DATA_ELEMENT_ID, PageData, type SettledAnswer } from './lib/pageData';
import { MANIFEST_FILE } from '@contract/appBuild';
import { APP_CHUNKS_ID, appChunks } from './lib/appChunks';
import { RenderedScripts } from './lib/ui/PageScript';

export interface RenderedPage {
  /** What replaces the shell's empty root: the rendered root, then the answers it was built from. */
  markup: string;
  /** What replaces the shell's <title>: the screen's head (title, canonical address, preview, structured data). */
  head: string;
  /** What ends the shell's head, after its own script and stylesheet: the screen's JavaScript, named for the app to fetch (main.tsx). */
  preloads: string;
  /** The text of each inline script the page runs, which its Content-Security-Policy allows by hash. */
  scripts: string[];
  status: number;
}

/** The app shell's empty root, which a rendered page fills. */
export const EMPTY_ROOT = '<div id="root"></div>';
/** The app shell's <title>, which a rendered page's head replaces. */
const SHELL_TITLE = `<title>${documentTitle(undefined)}</title>`;

/** The app shell with a rendered page in it: its root filled, its head describing the screen and naming its JavaScript. */
export function intoShell(shell: string, page: RenderedPage): string {
  // Replacer functions: the inserted text is taken as it is, never read as a replacement pattern.
  return shell
    .replace(EMPTY_ROOT, () => page.markup)
    .replace(SHELL_TITLE, () => page.head)
    .replace('</head>', () => `${page.preloads}</head>`);
}

/** Head elements as HTML; JSON-LD text is already safe inside its <script> (scriptJson). */
const headMarkup = (tags: HeadTag[]) =>
  renderToStaticMarkup(
    <>
      {tags.map(({ name, attributes, text }) =>
        name === 'title'
          ? createElement('title', { key: name }, text)
          : createElement(name, {
              key: JSON.stringify(attributes),
              ...attributes,
              [PAGE_HEAD_ATTRIBUTE]: '',
              ...(text !== undefined && { dangerouslySetInnerHTML: { __html: text } }),
            }),
      )}
    </>,
  );

/** The app build's manifest, beside the renderer (<static>/ssr/entry-server.js) in the same build. */
const manifest = JSON.parse(readFileSync(new URL(`../${MANIFEST_FILE}`, import.meta.url), 'utf8')) as Manifest;

/**
 * The modules of the screens the server renders (each a feature's *Page or *Pages module), by their
 * manifest key; inside this one-file renderer they are the very modules the routes load lazily.
 */
const screenModules = Object.entries(import.meta.glob<Record<string, unknown>>('/src/features/*/*{Page,Pages}.tsx', { eager: true }));
const screenModuleOf = (component: unknown) => screenModules.find(([, exports]) => Object.values(exports).includes(component))?.[0].slice(1);

/**
 * Links to the app's JavaScript and the matched screens' in an inert template: the page's script
 * adds them to the head after the first paint, so the browser fetches them all at once rather than
 * each only once the code before it has run and asked for it.
 */
function preloadMarkup(screens: ComponentType[]) {
  const modules = screens.flatMap((screen) => screenModuleOf(screen) ?? []);
  const links = renderToStaticMarkup(
    <>
      {appChunks(manifest, modules).map((file) => (
        <link key={file} rel="modulepreload" href={`/${file}`} />
      ))}
    </>,
  );
  // A string, not a <template> element: React hoists <link> elements out of it into the head.
  return `<template id="${APP_CHUNKS_ID}">${links}</template>`;
}

/** The rendered root and the answers as JSON after it (safe inside a <script> element). */
const pageMarkup = (html: string, answers: Record<string, SettledAnswer>) =>
  `<div id="root">${html}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(answers)}</script>`;

/** A screen that waits for an answer to ask another (not done today) gets this many rounds. */
const MAX_PASSES = 3;

async function settle(response: Response): Promise<SettledAnswer> {
  if (response.ok) return { status: 'success', data: await response.json() };
  return { status: 'error', message: (await errorOf(response)).message, httpStatus: response.status };
}

/**
 * Renders the screen at url with the answers of fetchApi (a GET of an API path such as
 * `/products?pageNumber=1`), its absolute addresses on publicUrl (the shop's PUBLIC_URL, never the
 * request's host); null when the screen is not server-rendered (private, a redirect, a failure).
 */
export async function renderPage(url: URL, fetchApi: (path: string) => Promise<Response>, publicUrl: string): Promise<RenderedPage | null> {
  if (!isServerRendered(url)) return null;
  const screens = await loadScreensFor(url);
  const answers: Record<string, SettledAnswer> = {};
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const pageData = new PageData({ ...answers });
    const scripts = new Set<string>();
    const html = renderToString(
      <RenderedScripts value={scripts}>
        <AppProviders pageData={pageData}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </RenderedScripts>,
    );
    if (pageData.missing.size === 0) {
      const { path, ...head } = pageData.head ?? { path: url.pathname };
      return {
        markup: pageMarkup(html, answers),
        head: headMarkup(headTags(head, path, publicUrl)),
        preloads: preloadMarkup(screens),
        scripts: [...scripts],
        status: head.notFound ? 404 : 200,
      };
    }
    await Promise.all([...pageData.missing].map(async (path) => (answers[path] = await settle(await fetchApi(path)))));
  }
  return null;
}

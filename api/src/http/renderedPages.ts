// The public screens, rendered on the server by the app's own renderer (pwa/src/entry-server.tsx,
// built into <static>/ssr): the page arrives painted with its data, and the app hydrates it.
// Private screens, paths with a file extension, and a build without the renderer get the plain
// app shell from the static files instead.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { Log } from '../log';
import type { RenderedPage } from '../../../pwa/src/entry-server';
import { pagePolicy, securityHeaders } from './securityHeaders';

type Renderer = typeof import('../../../pwa/src/entry-server');

/** Where the build puts the renderer, inside the static folder; it is never served as a file. */
export const RENDERER_DIR = 'ssr';

interface Options {
  staticDir: string;
  /** The shop's PUBLIC_URL: the base of the pages' canonical and preview addresses. */
  publicUrl: string;
  /** A GET of an API path such as `/products?pageNumber=1`, answered in-process. */
  fetchApi: (apiPath: string) => Promise<Response>;
  /** Keeps a rendered page under its key for as long as the data it shows is unchanged. */
  cache: (key: string, render: () => Promise<RenderedPage | null>) => Promise<RenderedPage | null>;
  /** For the renderer failing to load; a failing page is logged with its request's log. */
  log: Log;
}

/**
 * A file's contents as load makes them, made again only when the file changes (a new build in the
 * same folder): answers the file's version with them, or null while the file is missing.
 */
function loadedWhenChanged<T>(file: string, load: (version: number) => Promise<T>) {
  let loaded: { version: number; value: Promise<T> } | undefined;
  return async () => {
    const version = (await stat(file).catch(() => null))?.mtimeMs;
    if (version === undefined) return null;
    if (loaded?.version !== version) loaded = { version, value: load(version) };
    return loaded;
  };
}

export function renderedPages({ staticDir, publicUrl, fetchApi, cache, log }: Options): MiddlewareHandler<AppEnv> {
  const rendererFile = path.join(staticDir, RENDERER_DIR, 'entry-server.js');
  const renderer = loadedWhenChanged(rendererFile, (version) =>
    (import(`${pathToFileURL(rendererFile).href}?v=${version}`) as Promise<Renderer>).catch((error: unknown) => {
      log.error({ err: error, rendererFile }, 'The server renderer did not load; pages are rendered in the browser');
      return null;
    }),
  );
  const shellFile = path.join(staticDir, 'index.html');
  const shell = loadedWhenChanged(shellFile, () => readFile(shellFile, 'utf8').catch(() => null));
  void renderer(); // loaded at start-up, not on the first visitor's time

  return async (c, next) => {
    if (c.req.method !== 'GET' || path.extname(c.req.path) !== '') return next();
    const [current, template] = await Promise.all([renderer(), shell()]);
    if (!current || !template) return next();
    const [module, html] = await Promise.all([current.value, template.value]);
    if (!module || !html?.includes(module.EMPTY_ROOT)) return next();
    const { renderPage, intoShell } = module;
    const url = new URL(c.req.url);
    // A page is kept per build and address while the data it shows is unchanged.
    const page = await cache(`${current.version} ${url.pathname}${url.search}`, () => renderPage(url, fetchApi, publicUrl)).catch((error: unknown) => {
      c.var.log.error({ err: error }, 'Rendering a page on the server failed; the app renders it in the browser');
      return null;
    });
    if (!page) return next();
    c.header('Cache-Control', 'no-cache');
    const answer = c.html(intoShell(html, page), page.status as 200 | 404);
    // The page's policy allows its own inline scripts, and no others.
    await securityHeaders(publicUrl, pagePolicy(page.scripts))(c, async () => {
      c.res = answer;
    });
    return c.res;
  };
}

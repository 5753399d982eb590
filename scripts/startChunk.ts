// Part of the app build (vite.config.ts): one chunk, `start`, carries the code the app starts with
// (React aside, in `react`) and what both landing pages (home, a product) need, so a first visit
// fetches a few files rather than thirty. Each gzip-compressed file starts with an empty dictionary,
// so the same code in many small files came to about 5 KB more on each of those pages.
import type { Plugin, Rolldown } from 'vite';

/** The page's own script, which imports the start chunk once the page has been painted. */
const ENTRY = '/pwa/src/main.tsx';
const START = '/pwa/src/app/start.tsx';
/** React's libraries, and the module through which the page's script runs them. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const REACT_DOM = '/pwa/src/app/reactDom.ts';
/** Where visitors arrive: the installed app's start page, and a product from a search or a price comparison. */
const LANDING_SCREENS = ['/pwa/src/features/catalogue/HomePage.tsx', '/pwa/src/features/catalogue/ProductPage.tsx'];

/**
 * V8's explicit compile hint (Chromium 136 and later): every function of a script that starts with it
 * is compiled at once, on a background thread while the script streams in, not on the main thread
 * the first time each runs. React's and the start chunk's functions nearly all run as the app starts.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';
const EAGER_CHUNKS = new Set(['react', 'start']);

/**
 * The plugin finds the app's own modules for each group once the module graph is known; the
 * groups put them into their chunks with the libraries they import (Rolldown follows those itself:
 * a library's index names every module it has, not only those used).
 */
export function startChunk(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[]; postBanner: (chunk: Rolldown.RenderedChunk) => string } {
  const inPage = new Set<string>();
  const inStart = new Set<string>();
  const plugin: Plugin = {
    name: 'start-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const moduleEnding = (ending: string) => {
        const id = ids.find((candidate) => candidate.endsWith(ending));
        if (!id) throw new Error(`start-chunk: the build has no module ${ending}`);
        return id;
      };
      /** The app's own modules that `from` imports statically, transitively, itself included. */
      const imported = (from: string) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id) || id.includes('node_modules')) return;
          found.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        visit(moduleEnding(from));
        return found;
      };
      const [first, ...others] = LANDING_SCREENS.map(imported);
      const landing = [...first!].filter((id) => others.every((screen) => screen.has(id)));
      inPage.clear();
      imported(ENTRY).forEach((id) => inPage.add(id));
      inStart.clear();
      for (const id of [...imported(START), ...landing]) if (!inPage.has(id)) inStart.add(id);
    },
  };
  return {
    plugin,
    groups: [
      // What the page's script imports, the app uses too (e.g. the install offer the page keeps for
      // it): a chunk of its own first, or the start chunk would take it in and the page would fetch
      // the whole app, statically imported, before its first paint.
      { name: 'page', test: (id) => inPage.has(id), priority: 1 },
      // React in a chunk of its own, which the page's script runs a task before the app's (main.tsx):
      // run together, they were one long task that a tap on a slow phone had to wait out.
      { name: 'react', test: (id) => REACT.test(id) || id.endsWith(REACT_DOM), priority: 2 },
      { name: 'start', test: (id) => inStart.has(id) },
    ],
    postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? COMPILE_ALL_ON_LOAD : ''),
  };
}

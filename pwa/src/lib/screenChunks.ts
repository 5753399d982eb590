// The JavaScript a screen needs before it can run, from the app build's manifest (Vite's
// build.manifest, .vite/manifest.json): the server names these files in a page it renders, so the
// browser fetches them alongside the app's first chunk (main.tsx) instead of after it has run.
import type { Manifest } from 'vite';

/** The id of the page's <template> holding the links to its screen's chunks. */
export const SCREEN_CHUNKS_ID = 'screen-chunks';

/** Where the app build writes its manifest, relative to the built app's folder. */
export const MANIFEST_FILE = '.vite/manifest.json';

/** The keys of the chunks `keys` and of the chunks they import, transitively, leaving out `except`. */
function withImports(manifest: Manifest, keys: string[], except = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || except.has(key) || found.has(key)) return;
    found.add(key);
    chunk.imports?.forEach(add);
  };
  keys.forEach(add);
  return found;
}

/**
 * The files of the chunks of modules (manifest keys, such as src/features/catalogue/ProductPage.tsx)
 * and of the chunks they import, transitively; not the entry nor the app it starts, with what that
 * imports: the page's script fetches those itself, after the first paint, so that on a slow
 * connection they do not hold up the page's stylesheet and pictures (fetched early, they cost
 * Lighthouse's phone 1.8 s of first paint).
 */
export function screenChunks(manifest: Manifest, modules: string[]): string[] {
  const page = withImports(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const app = [...page].flatMap((key) => manifest[key]!.dynamicImports ?? []);
  const loadedByPage = withImports(manifest, [...page, ...app]);
  return [...withImports(manifest, modules, loadedByPage)].map((key) => manifest[key]!.file);
}

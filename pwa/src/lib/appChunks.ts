// The JavaScript a server-rendered page runs once it has been painted, from the app build's manifest
// (Vite's build.manifest, .vite/manifest.json): the server names these files in the page, so the
// browser fetches them all at once, instead of each only once the code before it has run.
import type { Manifest } from 'vite';

/** The id of the page's <template> holding the links to its app chunks. */
export const APP_CHUNKS_ID = 'app-chunks';

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
 * The files of the chunks the page's script imports after the first paint (React's, then the
 * app's: main.tsx), and of the chunks of modules (manifest keys of the rendered screens, such as
 * src/features/catalogue/ProductPage.tsx), with the chunks they import, transitively. Not the page's
 * script nor what it imports statically, which the head names: fetched before the first paint, the
 * others would hold up the page's stylesheet and pictures on a slow connection (they cost
 * Lighthouse's phone 1.8 s of first paint).
 */
export function appChunks(manifest: Manifest, modules: string[]): string[] {
  const page = withImports(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
  const app = [...page].flatMap((key) => manifest[key]!.dynamicImports ?? []);
  return [...withImports(manifest, [...app, ...modules], page)].map((key) => manifest[key]!.file);
}

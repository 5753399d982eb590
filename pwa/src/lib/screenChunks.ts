// The JavaScript a screen needs before it can run, from the app build's manifest (Vite's
// build.manifest, .vite/manifest.json): the server names these files in a page it renders, so the
// browser fetches them alongside the app's first chunk instead of after it has run.
import type { Manifest } from 'vite';

/** Where the app build writes its manifest, relative to the built app's folder. */
export const MANIFEST_FILE = '.vite/manifest.json';

/** The files of the chunks of `keys` and of the chunks they import, transitively, leaving out `except`. */
function withImports(manifest: Manifest, keys: string[], except = new Set<string>()): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || except.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  keys.forEach(add);
  return files;
}

/**
 * The files of the chunks of modules (manifest keys, such as src/features/catalogue/ProductPage.tsx)
 * and of the chunks they import, transitively; not the entry nor the app it starts, with what that
 * imports: the shell loads those itself, after the first paint, so that on a slow connection they
 * do not hold up the page's stylesheet and pictures (fetched early, they cost Lighthouse's phone
 * 1.8 s of first paint).
 */
export function screenChunks(manifest: Manifest, modules: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByShell = withImports(manifest, entries.flatMap((key) => [key, ...(manifest[key]!.dynamicImports ?? [])]));
  return [...withImports(manifest, modules, loadedByShell)];
}

// The JavaScript a screen needs before it can run, from the app build's manifest (Vite's
// build.manifest, .vite/manifest.json): the server names these files in a page it renders, so the
// browser fetches them alongside the app's first chunk instead of after it has run.
import type { Manifest } from 'vite';

/** Where the app build writes its manifest, relative to the built app's folder. */
export const MANIFEST_FILE = '.vite/manifest.json';

/**
 * The files of the chunks of modules (manifest keys, such as src/features/catalogue/ProductPage.tsx)
 * and of the chunks they import, transitively; not the entry, which the app shell's script loads.
 */
export function screenChunks(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  modules.forEach(add);
  return [...files];
}

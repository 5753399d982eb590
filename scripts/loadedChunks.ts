// Part of the app build (vite.config.ts): Vite gives each dynamic import the list of chunks to fetch
// beside it (__vite__mapDeps), every chunk the imported one needs, also those the importing chunk
// imports itself, which have loaded by the time its code runs (React's, the start chunk, the page's).
// Left out, they no longer lengthen the file list a chunk carries (the start chunk's, of the route
// table's screens, is part of every first visit) nor the index list of each of its imports.
import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

export function withoutLoadedChunks(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Rolldown.OutputBundle | undefined;
  /** The chunk `file` and the chunks it imports statically, transitively. */
  const loadedWith = (file: string, found = new Set<string>()) => {
    const chunk = bundle?.[file];
    if (found.has(file) || chunk?.type !== 'chunk') return found;
    found.add(file);
    chunk.imports.forEach((imported) => loadedWith(imported, found));
    return found;
  };
  return {
    // Runs before Vite's own generateBundle, which writes the lists (a plugin of Vite's last group).
    plugin: {
      name: 'without-loaded-chunks',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

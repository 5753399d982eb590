import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { pwaManifestTexts as manifestTexts } from './pwa/src/lib/texts/pwa.ts';
import { mantineThemeStylesheet } from './scripts/mantineThemeCss.ts';
import { withoutLoadedChunks } from './scripts/loadedChunks.ts';
import { startChunk } from './scripts/startChunk.ts';

const THEME_COLOR = '#1f3a5f';

const shortcut = (name: string, url: string) => ({ name, url, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] });

const start = startChunk();
const preload = withoutLoadedChunks();

/**
 * A chunk of library code alone (Mantine's parts, icons, floating-ui, Dexie…) is named by its hash:
 * Rolldown names it after one of its modules (get-floating-position, use-merged-ref…), a name the
 * preload lists repeat wherever a screen needs the chunk, and the start chunk lists the chunks of every
 * screen, part of each first visit. A chunk with the app's own code keeps its name.
 */
const chunkFileNames = (chunk: Rolldown.PreRenderedChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('/node_modules/')) ? 'assets/[hash].js' : 'assets/[name]-[hash].js';

const inRepository = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The builds of libraries a build bundles where the package's own pick is not the smallest:
 * react-router's package points every condition at its development build (its dev warnings, on in
 * each render), and workbox-window's at its ES5 build (2.3 KB gzip against 1.3 KB).
 */
const productionBuilds = [
  { find: /^react-router$/, replacement: inRepository('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: inRepository('./node_modules/react-router/dist/production/dom-export.mjs') },
  { find: /^workbox-window$/, replacement: inRepository('./node_modules/workbox-window/build/workbox-window.prod.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'pwa',
  resolve: {
    tsconfigPaths: true, // @contract/… (tsconfig.json's paths)
    alias: [{ find: /^zod$/, replacement: inRepository('./pwa/src/lib/jitlessZod.ts') }, ...(command === 'build' ? productionBuilds : [])],
  },
  // The server's renderer needs no public files, and no service worker.
  publicDir: isSsrBuild ? false : '../public',
  define: {
    // Shown in the footer; a build can name itself (VITE_APP_VERSION=…), else the package's version.
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? packageJson.version),
    // The renderer has React inside: its production build.
    ...(isSsrBuild && { 'process.env.NODE_ENV': JSON.stringify('production') }),
  },
  plugins: [
    react(),
    mantineThemeStylesheet(),
    !isSsrBuild && start.plugin,
    !isSsrBuild && preload.plugin,
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false, // pwa/src/features/pwa/serviceWorker.ts registers it
        injectManifest: {
          // The app shell; demo media are cached at run time when used, recordings only when kept.
          // The staff screens are not precached: customers' phones never need them.
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          globIgnores: ['demo/**', 'uploads/**', 'assets/AdminScreens-*.js', 'assets/OrderAdminActions-*.js'],
        },
        manifest: {
          id: '/',
          name: manifestTexts.name,
          short_name: manifestTexts.shortName,
          description: manifestTexts.description,
          lang: 'cs',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOR,
          background_color: '#ffffff',
          categories: ['books', 'shopping', 'education'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          shortcuts: [
            shortcut(manifestTexts.shortcuts.cart, '/cart'),
            shortcut(manifestTexts.shortcuts.podcast, '/words-of-life'),
            shortcut(manifestTexts.shortcuts.library, '/library'),
          ],
        },
      }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // The server's renderer reads it to name a rendered page's app chunks (pwa/src/lib/appChunks.ts).
    manifest: !isSsrBuild,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // One stylesheet, linked from the app shell: a screen the server renders is styled before the
    // app's code (which would otherwise bring a lazy screen's own CSS) has arrived.
    cssCodeSplit: false,
    // The server's renderer (npm run build makes it into dist/ssr) is one self-contained file, so the
    // server can load it from wherever the build lies, and load a new build again under a new URL.
    // Minified: the server keeps the renderer's source in memory for as long as it runs.
    ...(isSsrBuild
      ? { minify: true, rolldownOptions: { output: { codeSplitting: false } } }
      : { rolldownOptions: { output: { codeSplitting: { groups: start.groups }, postBanner: start.postBanner, chunkFileNames } } }),
  },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

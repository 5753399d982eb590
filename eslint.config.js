import { js, tseslint, reactHooks } from './lint/index.js';
import { domainOrder, featureBoundaries, layers, noFetchInScreens, noTransactionInRoutes } from './lint/layers.js';

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-server/', 'data/', 'backups/', 'test-results/', 'playwright-report/', 'bench/results/', '**/node_modules/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `const { password_hash: _, ...rest } = user` and `[user, , system]`-style reads leave names out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, destructuredArrayIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that need the types (typescript-eslint's project service reads tsconfig.json with the
    // TypeScript 6 in lint/): a promise nobody awaits or handles, a promise where a plain value or a
    // void callback is expected, a switch over a union that misses a member.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Under <BrowserRouter> (pwa/src/app/start.tsx) navigate() returns nothing; its Promise type is a data router's.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      // An async event handler of a screen runs its call through useAction (pwa/src/lib), which keeps the error for the screen.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Code that works on any shop schema: migrations must not depend on today's tables (Kysely's
    // documented Kysely<any>), and the engine helpers and db:copy read tables by name.
    files: ['migrations/**', 'api/src/db/engine.ts', 'api/src/operations/databaseCopy.ts', 'api/src/operations/databaseTables.ts', 'api/**/dbCopy.api.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The two classic hook rules; the React Compiler's rules (the plugin's recommended set) are not
    // used, since the app is not compiled by it.
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  layers,
  noFetchInScreens,
  domainOrder,
  featureBoundaries,
  noTransactionInRoutes,
);

// The layers' import rules (eslint-plugin-boundaries): screens → client → API routes → services →
// database; the PWA reaches outside pwa/ only for contract/; contract/ needs nothing but zod; the
// development stand-ins (dev/) stay out of the production module graph.
import { folders } from './folderRules.js';
import { boundaries, typescriptResolver } from './index.js';

// Each folder of api/src holding one domain: its <thing>Routes.ts, its services and its tests.
const DOMAINS = 'api/src/{accounts,catalogue,delivery,media,orders,payments,site,staff}';

const elements = [
  { type: 'screen', pattern: 'pwa/src/{features,app}' },
  { type: 'client', pattern: 'pwa/src/lib' },
  { type: 'pwa', pattern: 'pwa' },
  { type: 'domain', pattern: DOMAINS },
  { type: 'http', pattern: 'api/src/http' },
  { type: 'db', pattern: 'api/src/db' },
  { type: 'api', pattern: 'api' },
  { type: 'contract', pattern: 'contract' },
  { type: 'dev', pattern: 'dev' },
].map((element) => ({ ...element, partialMatch: false }));

// The first pattern a file matches gives its category.
const files = [
  { category: 'test', pattern: ['**/*.test.{ts,tsx}', 'api/test/**'] },
  { category: 'routes', pattern: `${DOMAINS}/*Routes.ts` },
  { category: 'service', pattern: `${DOMAINS}/**` },
  { category: 'source', pattern: '**' },
];

const PWA = ['screen', 'client', 'pwa'];
const NOT_TEST = { categories: { noneOf: ['test'] } };
const CONTRACT = { element: { type: 'contract' }, file: NOT_TEST };
const SERVICE = { file: { categories: 'service' } };
const HONO = { module: { origin: 'external', source: ['hono', '@hono/*'] } };
const OUTSIDE_PWA = { element: { type: ['domain', 'http', 'db', 'api', 'dev'] } };

const policies = [
  { from: { element: { type: PWA } }, disallow: { to: OUTSIDE_PWA }, message: 'The PWA imports only contract/ (@contract/…) from outside pwa/.' },
  {
    from: { file: { path: 'pwa/src/lib/client.ts' } },
    allow: { to: { file: { path: 'api/src/app.ts' } }, dependency: { kind: 'type' } },
  },
  {
    from: { element: { type: 'client' } },
    disallow: { to: { element: { type: 'screen' } } },
    message: 'pwa/src/lib serves the screens and imports none of them.',
  },
  {
    from: { file: { categories: 'routes' } },
    disallow: { to: [{ element: { type: 'db' } }, { module: { source: 'kysely' } }], dependency: { kind: 'value' } },
    message: 'Routes run no SQL: they call services (a type from api/src/db is fine).',
  },
  {
    from: SERVICE,
    disallow: { to: [{ element: { type: 'http' } }, { file: { categories: 'routes' } }, HONO] },
    message: 'A service knows nothing of HTTP: no api/src/http, no routes, no hono.',
  },
  { from: { element: { type: 'db' } }, disallow: { to: [{ element: { type: ['domain', 'http'] } }, HONO] }, message: 'api/src/db is the bottom layer.' },
  {
    from: CONTRACT,
    disallow: { to: [{ element: { types: { noneOf: ['contract'] } } }, { module: { origin: ['external', 'core'] } }] },
    message: 'contract/ imports only zod and itself.',
  },
  { from: CONTRACT, allow: { to: { module: { source: 'zod' } } } },
  {
    from: { element: { type: ['domain', 'http', 'db', 'api'] }, file: NOT_TEST },
    disallow: { to: { element: { type: 'dev' } }, dependency: { nodeKind: ['import', 'export'] } },
    message: 'Production code reaches dev/ only by a dynamic import behind the not-production check.',
  },
];

export const layers = {
  files: ['**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { [typescriptResolver]: { project: 'tsconfig.json' } },
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/files-single-match': true,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
  },
  rules: { 'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, checkInternals: true, policies }] },
};

/** No fetch in the screens: they call the API through pwa/src/lib. */
export const noFetchInScreens = {
  files: ['pwa/src/features/**'],
  rules: {
    'no-restricted-globals': ['error', { name: 'fetch', message: 'Screens call the API through pwa/src/lib, not fetch.' }],
    'no-restricted-properties': [
      'error',
      { object: 'window', property: 'fetch', message: 'Screens call the API through pwa/src/lib, not fetch.' },
      { object: 'globalThis', property: 'fetch', message: 'Screens call the API through pwa/src/lib, not fetch.' },
    ],
  },
};

// The server's domains, each importing only those after it (the lowest, mail, imports none of them).
const DOMAIN_ORDER = ['staff', 'payments', 'orders', 'media', 'catalogue', 'delivery', 'accounts', 'site', 'push', 'mail'];
// The modules each PWA feature offers the others on purpose; anything else in it is its own.
const FEATURE_ENTRIES = {
  account: ['AccountCard', 'RequireSignIn', 'loginPath', 'refusal', 'session', 'useSession'],
  admin: ['OrderAdminActions'],
  cart: ['SummaryRows', 'cartRules', 'cartStore', 'cartSync', 'useCart'],
  catalogue: ['productHead'],
  favourites: ['FavouriteButton', 'favouritesStore'],
  media: ['YouTubeFacade', 'listening/ContinueListening'],
  orderView: [
    'BankTransferPanel',
    'OrderAddresses',
    'OrderDelivery',
    'OrderDetails',
    'OrderItems',
    'OrderSection',
    'OrderStateBadge',
    'OrderStates',
    'PriceRow',
  ],
  payments: ['CardPaymentPanel'],
  pwa: ['FollowShow', 'NotificationSettings', 'cachedRequests', 'pushSubscription', 'useOnline'],
};
// The PWA's features, importing only those after them; orderView draws an order for all of them.
const FEATURE_ORDER = [
  'orders',
  'admin',
  'checkout',
  'payments',
  'cart',
  'library',
  'catalogue',
  'favourites',
  'contact',
  'media',
  'account',
  'orderView',
  'pwa',
  'content',
];

/** No folder cycles: the server's domains and the PWA's features import in one direction; a feature is reached only through what it offers. */
export const domainOrder = {
  files: ['api/src/**/*.ts'],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { folders },
  rules: {
    'folders/folder-order': ['error', 'api/src', DOMAIN_ORDER],
  },
};

export const featureBoundaries = {
  files: ['pwa/src/features/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { folders },
  rules: {
    'folders/folder-order': ['error', 'pwa/src/features', FEATURE_ORDER],
    'folders/feature-entry': ['error', 'pwa/src/features', FEATURE_ENTRIES],
  },
};

/** Routes open no transaction: the service that writes does, so nothing is half-written. */
export const noTransactionInRoutes = {
  files: ['api/src/*/*Routes.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.property.name='transaction']", message: 'Routes open no transaction: the service that writes does.' },
    ],
  },
};

import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';

/** A route whose screen is loaded only when first visited, so the home page carries only what it needs. */
const screen = <M,>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject => ({
  path,
  lazy: async () => ({ Component: pick(await load()) }),
});

const home = () => import('../features/catalogue/HomePage');
const library = () => import('../features/library/LibraryPage');
const excerpt = () => import('../features/library/ExcerptPage');
const info = () => import('../features/content/InfoPages');

// The route table of the storefront (spec: admin.md 2.3). Every screen is found from here.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      screen('/', home, (m) => m.HomePage),
      screen('/page/:pageNumber', home, (m) => m.HomePage),
      screen('/search/:keyword', home, (m) => m.HomePage),
      screen('/search/:keyword/page/:pageNumber', home, (m) => m.HomePage),
      screen('/product/:id', () => import('../features/catalogue/ProductPage'), (m) => m.ProductPage),
      screen('/eshop/:category', () => import('../features/catalogue/CategoryPage'), (m) => m.CategoryPage),
      screen('/new-books/:year', () => import('../features/catalogue/NewBooksPage'), (m) => m.NewBooksPage),
      screen('/library', library, (m) => m.LibraryPage),
      screen('/library/page/:pageNumber', library, (m) => m.LibraryPage),
      screen('/library/:id', excerpt, (m) => m.ExcerptPage),
      screen('/library/:id/page/:pageNumber', excerpt, (m) => m.ExcerptPage),
      screen('/words-of-life', () => import('../features/media/WordsOfLifePage'), (m) => m.WordsOfLifePage),
      screen('/life-study', () => import('../features/media/LifeStudyPage'), (m) => m.LifeStudyPage),
      screen('/video', () => import('../features/media/VideoPage'), (m) => m.VideoPage),
      screen('/about', info, (m) => m.AboutPage),
      screen('/watchman-nee', info, (m) => m.WatchmanNeePage),
      screen('/witness-lee', info, (m) => m.WitnessLeePage),
      screen('/safety-privacy', info, (m) => m.SafetyPrivacyPage),
      screen('/trade-rules', info, (m) => m.TradeRulesPage),
      screen('*', () => import('../features/content/NotFoundPage'), (m) => m.NotFoundPage),
    ],
  },
];

export const router = createBrowserRouter(routes);

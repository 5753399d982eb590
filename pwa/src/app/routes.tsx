import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AdminOnly, StaffOnly } from '../features/admin/guard';
import { Layout } from './Layout';

export interface RouteHandle {
  serverRendered?: boolean;
}

/** A route whose screen is loaded only when first visited, so the home page carries only what it needs. */
const screen = <M,>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject => ({
  path,
  lazy: async () => ({ Component: pick(await load()) }),
});

const home = () => import('../features/catalogue/HomePage');
const library = () => import('../features/library/LibraryPage');
const excerpt = () => import('../features/library/ExcerptPage');
const info = () => import('../features/content/InfoPages');
const legal = () => import('../features/content/LegalPages');
const login = () => import('../features/account/LoginPage');
const registerLink = () => import('../features/account/RegisterLinkPage');
const admin = () => import('../features/admin/AdminScreens');
const cart = () => import('../features/cart/CartPage');
const stripePages = () => import('../features/payments/StripePages');

// The route table of the storefront (spec: admin.md 2.3). Every screen is found from here.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // The public screens: the server renders them with their data, so a phone paints them before the app starts.
        handle: { serverRendered: true } satisfies RouteHandle,
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
          screen('/safety-privacy', legal, (m) => m.SafetyPrivacyPage),
          screen('/trade-rules', legal, (m) => m.TradeRulesPage),
          screen('*', () => import('../features/content/NotFoundPage'), (m) => m.NotFoundPage),
        ],
      },
      // A form to fill in, not a page to read: the browser renders it, so nothing typed early is lost.
      screen('/contact', () => import('../features/contact/ContactPage'), (m) => m.ContactPage),
      screen('/login', login, (m) => m.LoginPage),
      screen('/login/profile', login, (m) => m.LoginPage),
      screen('/register', () => import('../features/account/RegisterPage'), (m) => m.RegisterPage),
      screen('/registerLink', registerLink, (m) => m.RegisterMailboxPage),
      screen('/registerLink/:email/:token', registerLink, (m) => m.RegisterLinkPage),
      screen('/forgot-password', () => import('../features/account/ForgotPasswordPage'), (m) => m.ForgotPasswordPage),
      screen('/reset-password/:email/:id/:token', () => import('../features/account/ResetPasswordPage'), (m) => m.ResetPasswordPage),
      screen('/profile', () => import('../features/account/ProfilePage'), (m) => m.ProfilePage),
      // The shop (spec, storefront 2 Favorites, Cart, Checkout): cart and favourites work offline from IndexedDB.
      screen('/favorites', () => import('../features/favourites/FavouritesPage'), (m) => m.FavouritesPage),
      screen('/cart', cart, (m) => m.CartPage),
      screen('/cart/:id', cart, (m) => m.CartPage),
      screen('/shipping', () => import('../features/checkout/ShippingPage'), (m) => m.ShippingPage),
      screen('/payment', () => import('../features/checkout/PaymentPage'), (m) => m.PaymentPage),
      screen('/placeorder', () => import('../features/checkout/PlaceOrderPage'), (m) => m.PlaceOrderPage),
      screen('/order/:id', () => import('../features/orders/OrderPage'), (m) => m.OrderPage),
      // Back from Stripe's payment page (spec, storefront 2 Checkout; the server confirms the payment).
      screen('/order/:id/stripe-success/:init', stripePages, (m) => m.StripeSuccessPage),
      screen('/order/:id/stripe-fail', stripePages, (m) => m.StripeFailPage),
      // The staff area (admin spec 6): the guard is tiny and in the first chunk, so only staff load the screens.
      {
        element: <AdminOnly />,
        children: [
          screen('/admin/userlist', admin, (m) => m.UserListPage),
          screen('/admin/user/:id/edit', admin, (m) => m.UserEditPage),
          screen('/admin/productlist', admin, (m) => m.ProductListPage),
          screen('/admin/productlist/:pageNumber', admin, (m) => m.ProductListPage),
          screen('/admin/product/:id/edit', admin, (m) => m.ProductEditPage),
          screen('/create-discount', admin, (m) => m.DiscountPage),
          screen('/admin/reviews', admin, (m) => m.ReviewsPage),
          screen('/admin/orderlist', admin, (m) => m.OrderListPage),
          screen('/admin/order/:id', admin, (m) => m.AdminOrderPage),
          screen('/admin/subscribers', admin, (m) => m.SubscribersPage),
        ],
      },
      {
        element: <StaffOnly />,
        children: [
          screen('/admin/audio', admin, (m) => m.AudioListPage),
          screen('/admin/audio/:id/edit', admin, (m) => m.AudioEditPage),
          screen('/admin/video', admin, (m) => m.VideoListPage),
          screen('/admin/video/:id/edit', admin, (m) => m.VideoEditPage),
          screen('/admin/banner', admin, (m) => m.BannerListPage),
          screen('/admin/banner/:id/edit', admin, (m) => m.BannerEditPage),
        ],
      },
    ],
  },
];

/** Loads the screens matching a location onto their routes, so the first render needs no suspense (as on the server). */
export async function loadScreensFor(location: { pathname: string }) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

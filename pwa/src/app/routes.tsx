import { type ComponentType, use, useEffect } from 'react';
import { matchRoutes, type RouteObject, useNavigate, useRoutes } from 'react-router-dom';
import { AdminOnly, StaffOnly } from '../features/admin/guard';
import { whenSignedOut } from '../features/account/session';
import { Layout } from './Layout';

/** A screen's component, in a module loaded when the screen is first needed. */
interface LazyScreen {
  /** Set once the module has loaded: the screen then renders at once, without suspending. */
  loaded?: ComponentType;
  load(): Promise<ComponentType>;
}

interface RouteHandle {
  serverRendered?: boolean;
  screen?: LazyScreen;
}

function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const screen: LazyScreen = {
    load: () => (loading ??= load().then((module) => (screen.loaded = pick(module)))),
  };
  return screen;
}

/** Renders a lazy screen: at once when its module has loaded (loadScreensFor does so for the first screen), else after it has. */
function Screen({ screen }: { screen: LazyScreen }) {
  const Component = screen.loaded ?? use(screen.load());
  return <Component />;
}

/** A route whose screen is loaded only when first visited, so the home page carries only what it needs. */
const screen = <M,>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject => {
  const lazy = lazyScreen(load, pick);
  return { path, element: <Screen screen={lazy} />, handle: { screen: lazy } satisfies RouteHandle };
};

const home = () => import('../features/catalogue/HomePage');
const library = () => import('../features/library/LibraryPage');
const excerpt = () => import('../features/library/ExcerptPage');
const info = () => import('../features/content/InfoPages');
const legal = () => import('../features/content/LegalPages');
const login = () => import('../features/account/LoginPage');
const registerLink = () => import('../features/account/RegisterLinkPage');
const admin = () => import('../features/admin/AdminScreens');
// Its own chunk: the chart library (recharts) loads only with the figures page.
const figures = () => import('../features/admin/figures/FiguresPage');
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
          screen(
            '/product/:id',
            () => import('../features/catalogue/ProductPage'),
            (m) => m.ProductPage,
          ),
          screen(
            '/eshop/:category',
            () => import('../features/catalogue/CategoryPage'),
            (m) => m.CategoryPage,
          ),
          screen(
            '/new-books/:year',
            () => import('../features/catalogue/NewBooksPage'),
            (m) => m.NewBooksPage,
          ),
          screen('/library', library, (m) => m.LibraryPage),
          screen('/library/page/:pageNumber', library, (m) => m.LibraryPage),
          screen('/library/:id', excerpt, (m) => m.ExcerptPage),
          screen('/library/:id/page/:pageNumber', excerpt, (m) => m.ExcerptPage),
          screen(
            '/words-of-life',
            () => import('../features/media/WordsOfLifePage'),
            (m) => m.WordsOfLifePage,
          ),
          screen(
            '/life-study',
            () => import('../features/media/LifeStudyPage'),
            (m) => m.LifeStudyPage,
          ),
          screen(
            '/video',
            () => import('../features/media/VideoPage'),
            (m) => m.VideoPage,
          ),
          screen('/about', info, (m) => m.AboutPage),
          screen('/watchman-nee', info, (m) => m.WatchmanNeePage),
          screen('/witness-lee', info, (m) => m.WitnessLeePage),
          screen('/safety-privacy', legal, (m) => m.SafetyPrivacyPage),
          screen('/trade-rules', legal, (m) => m.TradeRulesPage),
          screen(
            '*',
            () => import('../features/content/NotFoundPage'),
            (m) => m.NotFoundPage,
          ),
        ],
      },
      // A form to fill in, not a page to read: the browser renders it, so nothing typed early is lost.
      screen(
        '/contact',
        () => import('../features/contact/ContactPage'),
        (m) => m.ContactPage,
      ),
      screen('/login', login, (m) => m.LoginPage),
      screen('/login/profile', login, (m) => m.LoginPage),
      screen(
        '/register',
        () => import('../features/account/RegisterPage'),
        (m) => m.RegisterPage,
      ),
      screen('/registerLink', registerLink, (m) => m.RegisterMailboxPage),
      screen('/registerLink/:email/:token', registerLink, (m) => m.RegisterLinkPage),
      screen(
        '/forgot-password',
        () => import('../features/account/ForgotPasswordPage'),
        (m) => m.ForgotPasswordPage,
      ),
      screen(
        '/reset-password/:email/:id/:token',
        () => import('../features/account/ResetPasswordPage'),
        (m) => m.ResetPasswordPage,
      ),
      screen(
        '/profile',
        () => import('../features/account/ProfilePage'),
        (m) => m.ProfilePage,
      ),
      // The shop (spec, storefront 2 Favorites, Cart, Checkout): cart and favourites work offline from IndexedDB.
      screen(
        '/favorites',
        () => import('../features/favourites/FavouritesPage'),
        (m) => m.FavouritesPage,
      ),
      // The recordings kept on this device: read from the browser's cache, so the browser renders it.
      screen(
        '/stazene',
        () => import('../features/media/offline/DownloadsPage'),
        (m) => m.DownloadsPage,
      ),
      screen('/cart', cart, (m) => m.CartPage),
      screen('/cart/:id', cart, (m) => m.CartPage),
      screen(
        '/shipping',
        () => import('../features/checkout/ShippingPage'),
        (m) => m.ShippingPage,
      ),
      screen(
        '/payment',
        () => import('../features/checkout/PaymentPage'),
        (m) => m.PaymentPage,
      ),
      screen(
        '/placeorder',
        () => import('../features/checkout/PlaceOrderPage'),
        (m) => m.PlaceOrderPage,
      ),
      screen(
        '/order/:id',
        () => import('../features/orders/OrderPage'),
        (m) => m.OrderPage,
      ),
      screen(
        '/waiting-order/:key',
        () => import('../features/checkout/WaitingOrderPage'),
        (m) => m.WaitingOrderPage,
      ),
      // Back from Stripe's payment page (spec, storefront 2 Checkout; the server confirms the payment).
      screen('/order/:id/stripe-success/:init', stripePages, (m) => m.StripeSuccessPage),
      screen('/order/:id/stripe-fail', stripePages, (m) => m.StripeFailPage),
      // The staff area (admin spec 6): the guard is tiny and in the first chunk, so only staff load the screens.
      {
        element: <AdminOnly />,
        children: [
          screen('/admin', figures, (m) => m.FiguresPage),
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
          screen('/admin/delivery', admin, (m) => m.DeliveryMethodsPage),
          screen('/admin/payments', admin, (m) => m.PaymentsPage),
          screen('/admin/accounting', admin, (m) => m.AccountingPage),
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

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined;

/** The routes matching a location, outermost first; null when none does. */
const matchedRoutes = (location: { pathname: string }) => matchRoutes(routes, location);

/** Whether the server renders the screen at a location (a public page), with its data. */
export const isServerRendered = (location: { pathname: string }) => Boolean(matchedRoutes(location)?.some(({ route }) => handleOf(route)?.serverRendered));

/** Loads the screens matching a location, so the first render needs no suspense (as on the server); answers their components. */
export async function loadScreensFor(location: { pathname: string }): Promise<ComponentType[]> {
  const screens = (matchedRoutes(location) ?? []).flatMap(({ route }) => handleOf(route)?.screen ?? []);
  return Promise.all(screens.map((lazy) => lazy.load()));
}

/** The screen at the current address; a sign-out (or a session the server refused) goes to /login within the app. */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => whenSignedOut(({ to, expired }) => navigate(to, { replace: expired, state: expired ? { expired } : undefined })), [navigate]);
  return useRoutes(routes);
}

import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { ExtractSchema } from 'hono/types';
import type { AppEnv, Deps } from './env';
import { defaultBodyLimit } from './http/bodyLimits';
import { errorAnswer } from './http/errors';
import { health, readiness } from './http/health';
import { type AttemptLimits, attemptLimits } from './http/rateLimit';
import { requestLog } from './http/requestLog';
import { noindexPrivateScreens } from './http/robotsHeader';
import { securityHeaders } from './http/securityHeaders';
import { uploadedFiles } from './http/uploadedFiles';
import { notAnId } from './http/validation';
import { accounts } from './accounts/accountRoutes';
import { auth } from './accounts/authRoutes';
import { newsletter } from './accounts/newsletterRoutes';
import { priceComparisonFeeds } from './catalogue/feedRoutes';
import { productFavourites, userFavourites } from './catalogue/favouriteRoutes';
import { products } from './catalogue/productRoutes';
import { productReviews } from './catalogue/reviewRoutes';
import { searchEngineFiles } from './catalogue/searchEngineRoutes';
import { audioFileFacts } from './media/audioFiles';
import { listening } from './media/listeningRoutes';
import { audio, banner, video } from './media/mediaRoutes';
import { podcastFeeds } from './media/podcastFeedRoutes';
import { upload, uploads } from './media/uploadRoutes';
import { cart } from './orders/cartRoutes';
import { deliveryMethodAdmin, deliveryMethodList, pickupPoints } from './delivery/deliveryRoutes';
import { orderSubmission, orders } from './orders/orderRoutes';
import { orderPayments, stripeCheckout, stripeWebhook } from './payments/paymentRoutes';
import { push } from './push/pushRoutes';
import { counter } from './site/counterRoutes';
import { seller } from './site/sellerRoutes';
import { accountingExports } from './staff/accountingRoutes';
import { adminLists } from './staff/adminListRoutes';
import { bankPayments } from './staff/bankPaymentRoutes';
import { figures } from './staff/figuresRoutes';
import { mailHealth } from './staff/mailHealthRoutes';
import { audioAdmin, bannerAdmin, staffMediaLists, videoAdmin } from './staff/mediaAdminRoutes';
import { orderAdmin } from './staff/orderAdminRoutes';
import { orderDesk } from './staff/orderDeskRoutes';
import { parcelAdmin, parcelLabelBatch } from './staff/parcelRoutes';
import { productAdmin } from './staff/productAdminRoutes';
import { userAdmin } from './staff/userAdminRoutes';

export type AppDeps = Deps;

/** /api/products: the catalogue, favourites and reviews of a product, and the staff's editing. */
const productsPrefix = new Hono<AppEnv>()
  .route('/', products)
  .route('/', productFavourites)
  .route('/', productReviews)
  .route('/', productAdmin)
  .route('/', notAnId('Neplatné ID produktu'));

/** /api/users: the accounts, the user's favourites, and the staff's user administration. */
const usersPrefix = (limits: AttemptLimits) =>
  new Hono<AppEnv>().route('/', accounts(limits)).route('/', userFavourites).route('/', userAdmin).route('/', notAnId('Neplatné ID uživatele'));

/** /api/orders: placing and reading orders, card payments, and the staff's order states. */
const ordersPrefix = new Hono<AppEnv>()
  .route('/', orders)
  .route('/', orderPayments)
  .route('/', orderAdmin)
  .route('/', parcelAdmin)
  .route('/', notAnId('Neplatné ID objednávky'));

/** The shop's API, mounted under /api; the PWA's typed client is built over its type. */
function apiRoutes(limits: AttemptLimits) {
  return new Hono<AppEnv>()
    .route('/products', productsPrefix)
    .route('/banner', new Hono<AppEnv>().route('/', banner).route('/', bannerAdmin).route('/', notAnId('Neplatné ID banneru')))
    .route('/audio', new Hono<AppEnv>().route('/', audio).route('/', audioAdmin).route('/', notAnId('Neplatné ID nahrávky')))
    .route('/video', new Hono<AppEnv>().route('/', video).route('/', videoAdmin).route('/', notAnId('Neplatné ID videa')))
    .route('/listening', listening(limits))
    .route('/counter', counter)
    .route('/users', usersPrefix(limits))
    .route('/orders', ordersPrefix)
    .route('/create-stripe-checkout-session', stripeCheckout)
    .route('/stripe', stripeWebhook(limits))
    .route('/orders/', orderSubmission) // the spec writes POST /orders/ (with the slash), a path of its own
    .route('/cart', cart)
    .route('/auth', auth(limits))
    .route(
      '/admin',
      new Hono<AppEnv>()
        .route('/', adminLists)
        .route('/', staffMediaLists)
        .route('/', mailHealth)
        .route('/', deliveryMethodAdmin)
        .route('/', parcelLabelBatch)
        .route('/', bankPayments)
        .route('/', orderDesk)
        .route('/', accountingExports)
        .route('/', figures),
    )
    .route('/delivery-methods', deliveryMethodList)
    .route('/pickup-points', pickupPoints)
    .route('/upload', upload)
    .route('/uploads', uploads)
    .route('/subscribers', newsletter)
    .route('/seller', seller)
    .route('/push', push)
    .all('*', (c) => c.json({ message: `Neznámá adresa ${c.req.path}` }, 404));
}

/** A route's path as the client names it: `:id` for the router's `:id{[0-9]+}` (hc fills in either). */
type ClientPath<Path> = Path extends `${infer Head}{${string}}${infer Tail}` ? ClientPath<`${Head}${Tail}`> : Path;

type ApiSchema = ExtractSchema<ReturnType<typeof apiRoutes>>;

/** The API's type for the typed client (pwa/src/lib/client.ts), its paths without the routes' patterns. */
export type ApiRoutes = Hono<AppEnv, { [Path in keyof ApiSchema as ClientPath<Path>]: ApiSchema[Path] }>;

/**
 * The API under /api, the uploaded files, and what the web outside reads (podcast and price
 * comparison feeds, sitemap, robots.txt), built only from their dependencies so tests can give them
 * a temporary database, a mail server on loopback, a stand-in Google and a clock of their own.
 */
export function createApp(deps: AppDeps) {
  const limits = attemptLimits(deps.db, deps.now);
  const measureAudio = audioFileFacts(deps.config, deps.log); // each recording measured once per app
  return (
    new Hono<AppEnv>()
      // First, so every answer carries them, also the pages and files server.ts adds after these routes.
      .use(securityHeaders(deps.config.publicUrl))
      .use(requestId()) // also answered as X-Request-Id
      .use(requestLog(deps.log))
      .use(defaultBodyLimit)
      .use(async (c, next) => {
        c.set('db', deps.db);
        c.set('config', deps.config);
        c.set('now', deps.now);
        c.set('visits', deps.visits);
        c.set('payments', deps.payments ?? null);
        c.set('packeta', deps.packeta ?? null);
        c.set('fio', deps.fio ?? null);
        c.set('push', deps.push ?? null);
        c.set('wakeMailSender', deps.wakeMailSender);
        await next();
      })
      .use(noindexPrivateScreens)
      .route('/api', apiRoutes(limits))
      .route('/healthz', health)
      .route('/readyz', readiness)
      .route('/uploads', uploadedFiles(deps.config))
      .route('/podcast', podcastFeeds(measureAudio))
      .route('/feeds', priceComparisonFeeds)
      .route('/', searchEngineFiles)
      .onError(errorAnswer)
  );
}

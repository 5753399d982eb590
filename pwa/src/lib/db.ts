// The shop's IndexedDB database (Dexie), one for the whole app (DESIGN, The PWA): the cart, the
// favourites, the shipping address, delivery and payment method and last company details, the
// delivery methods and pickup point lists for the picker offline, an outbox of changes made offline,
// orders placed offline that wait to be sent, and the listener's place in each episode with their speed per show.
// It survives a reload, a closed browser and a lost network, and every tab sees the same data
// (useLiveQuery / liveQuery re-run when another tab writes). Features own the rules; this module
// only declares the tables. Imported only by lazily loaded screens and the cart's background
// sync, so the first page a visitor opens does not carry Dexie.
import Dexie, { type EntityTable } from 'dexie';
import type { ProductCardJson } from '@contract/catalogue';
import type { CompanyDetails, ShippingAddress } from '@contract/checkout/address';
import type { ListeningJson } from '@contract/listening';
import type { CompactPointListJson, DeliveryMethodId, DeliveryMethodJson, OrderDeliveryJson, OrderPickupPointJson, PickupCarrier } from '@contract/delivery';
import type { OrderExpectations } from '@contract/checkout/orderBody';
import type { OrderChangeJson } from '@contract/checkout/orderChanges';

/** A line of the cart (spec, storefront 3 Cart item), identified by its product. */
export interface CartLineRecord {
  product: number;
  name: string;
  image: string;
  /** Unit price in Kč: the discounted price when the product has a discount. */
  price: number;
  countInStock: number;
  /** Discount percent. */
  discount: number;
  qty: number;
  /** The line's place in the cart (lines are shown in the order they were first added). */
  position: number;
}

/** A favourite product, kept for viewing offline. */
export interface FavouriteRecord extends ProductCardJson {
  /** When it was added (ISO); the list shows the latest first. */
  addedAt: string;
}

/** A favourite change made (possibly offline) that the server has not confirmed yet. */
export interface OutboxRecord {
  id?: number;
  /** The customer who made it: sent only while they are signed in. */
  userId: number;
  kind: 'favourite';
  action: 'add' | 'remove';
  product: number;
  createdAt: string;
}

/** What the checkout keeps between its steps (spec, storefront 4: saved as separate steps). */
export interface CheckoutValues {
  shippingAddress: ShippingAddress;
  deliveryMethod: DeliveryMethodId;
  /** The point last chosen in each network, offered again for the next order. */
  pickupPoints: Partial<Record<PickupCarrier, OrderPickupPointJson>>;
  paymentMethod: string;
  /** The idempotency key of the order being placed: one per checkout, dropped when the order succeeds. */
  orderKey: string;
  /** The company details of the last order that used them: offered again only when the customer ticks them. */
  companyDetails: CompanyDetails;
}

/** How this device's cart stands with the server copy of the signed-in customer's cart. */
export interface CartSyncState {
  /** The customer whose server copy this cart was joined with; none until the first sign-in merge. */
  userId: number | null;
  /** GET/PUT /api/cart's updatedAt when this device last agreed with the server. */
  serverUpdatedAt: string | null;
  /** Counts local changes; a push clears `dirty` only if no change came in meanwhile. */
  version: number;
  /** The cart changed here since the server last heard of it. */
  dirty: boolean;
}

export interface SyncValues {
  cart: CartSyncState;
}

/** An episode as the player plays it (the media feature's Track). */
export interface EpisodeRecord {
  id: string;
  title: string;
  src: string;
  subtitle?: string;
  audioId?: number;
  /** The podcast's slug. */
  show?: string;
}

/** Where the listener is in an episode started on this device or synced from another. */
export interface ListeningRecord extends ListeningJson {
  /** The episode, to list it where it is continued; absent for a place synced from another device until the recordings are read. */
  track?: EpisodeRecord;
  /** Changed here since the server last took it (a signed-in listener's places are sent when online). */
  dirty: boolean;
}

/** The playback speed the listener chose for a podcast. */
export interface ShowRateRecord {
  show: string;
  playbackRate: number;
}
/** A network's whole point list as GET /api/pickup-points/{carrier}.json answered it, with its ETag. */
export interface PointListRecord {
  list: CompactPointListJson;
  etag: string | null;
}

/** What the checkout's delivery step needs offline: the methods and each network's point list. */
export type DeliveryValues = { methods: DeliveryMethodJson[] } & Record<PickupCarrier, PointListRecord>;

/** POST /api/orders's body as an order placed offline sends it: with what the customer saw (`expected`). */
export interface PendingOrderBody {
  orderItems: { product: number; qty: number; name: string }[];
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  deliveryMethod?: DeliveryMethodId;
  pickupPointId?: string;
  isSubscribed: boolean;
  expected: OrderExpectations;
}

/**
 * An order placed offline (lib/pendingOrders): waiting to be sent; refused by the server for changes
 * the customer must confirm (or for another reason they must fix); or placed, with the server's id.
 */
export interface PendingOrderRecord {
  /** Made on this device; also the order's Idempotency-Key, so a repeated send places it once. */
  key: string;
  userId: number;
  /** `Bearer …` of the session it was placed in: the service worker sends with it. */
  authorization: string;
  createdAt: string;
  body: PendingOrderBody;
  /** The lines as the customer saw them. */
  lines: Omit<CartLineRecord, 'position'>[];
  delivery: OrderDeliveryJson | null;
  state: 'waiting' | 'needsConfirmation' | 'refused' | 'placed';
  /** needsConfirmation: what changed since the customer saw it. */
  changes?: OrderChangeJson[];
  /** refused: the server's reason. */
  message?: string;
  /** placed: the order's id on the server. */
  orderId?: number;
}

type KeyValue<V> = { [K in keyof V]: { key: K; value: V[K] } }[keyof V];

export class ShopDatabase extends Dexie {
  cart!: EntityTable<CartLineRecord, 'product'>;
  favourites!: EntityTable<FavouriteRecord, '_id'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  checkout!: EntityTable<KeyValue<CheckoutValues>, 'key'>;
  sync!: EntityTable<KeyValue<SyncValues>, 'key'>;
  listening!: EntityTable<ListeningRecord, 'audioId'>;
  showRates!: EntityTable<ShowRateRecord, 'show'>;
  delivery!: EntityTable<KeyValue<DeliveryValues>, 'key'>;
  pendingOrders!: EntityTable<PendingOrderRecord, 'key'>;

  constructor(name = 'slovo-zivota') {
    super(name);
    this.version(1).stores({
      cart: 'product, position',
      favourites: '_id, addedAt',
      outbox: '++id, userId, product',
      checkout: 'key',
      sync: 'key',
    });
    this.version(2).stores({ listening: 'audioId', showRates: 'show' });
    this.version(3).stores({ delivery: 'key' });
    this.version(4).stores({ pendingOrders: 'key, userId, state' });
  }
}

export const db = new ShopDatabase();

/** A saved checkout value, or undefined. */
export async function getCheckoutValue<K extends keyof CheckoutValues>(key: K): Promise<CheckoutValues[K] | undefined> {
  const row = await db.checkout.get(key);
  return row?.value as CheckoutValues[K] | undefined;
}

export const putCheckoutValue = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) =>
  db.checkout.put({ key, value } as KeyValue<CheckoutValues>);

/** A kept delivery value (the methods, a network's point list), or undefined. */
export async function getDeliveryValue<K extends keyof DeliveryValues>(key: K): Promise<DeliveryValues[K] | undefined> {
  const row = await db.delivery.get(key);
  return row?.value as DeliveryValues[K] | undefined;
}

export const putDeliveryValue = <K extends keyof DeliveryValues>(key: K, value: DeliveryValues[K]) =>
  db.delivery.put({ key, value } as KeyValue<DeliveryValues>);

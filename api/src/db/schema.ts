import type { Generated, Insertable, Selectable } from 'kysely';

// The database as Kysely sees it. Money in haléře, timestamps as ISO-8601 UTC text, flags as 0/1.
type Flag = Generated<number>;
type Timestamp = Generated<string>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  google_id: string | null;
  is_admin: Flag;
  is_assistant: Flag;
  is_registered: Flag;
  is_subscribed: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: Timestamp;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  /** google-login: the one-time code that hands a Google sign-in over to the PWA. */
  purpose: 'register' | 'reset' | 'unsubscribe' | 'google-login';
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: Timestamp;
}

/** A Google sign-in in progress, between the redirect to the provider and its callback. */
export interface OAuthStatesTable {
  state_hash: string;
  code_verifier: string;
  redirect_path: string;
  expires_at: string;
  created_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  name: Generated<string>;
  author: Generated<string>;
  image: Generated<string>;
  price: Generated<number>;
  discount: Generated<number>;
  discounted_price: Generated<number>;
  count_in_stock: Generated<number>;
  catalog: Generated<string>;
  weight: Generated<string>;
  tags: Generated<string>;
  binding: Generated<string>;
  pages: number | null;
  isbn: Generated<string>;
  language: Generated<'CZ' | 'SK'>;
  description: Generated<string>;
  category: Generated<string>;
  category2: Generated<string>;
  year: number | null;
  excerpt_text: Generated<string>;
  excerpt_image: Generated<string>;
  excerpt_part: Generated<string>;
  /** 1 from 'create' until staff first save it valid: shown to staff only (migration 0010). */
  is_draft: Flag;
  /** Fewer copies than this is low stock on the figures page (migration 0021). */
  low_stock_threshold: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The shop-wide sale while one is set (at most one row, id 1). */
export interface ShopSaleTable {
  id: number;
  percent: number;
  ends_at: string | null;
  created_at: string;
}

/** A product's selling price (haléře) and its discount percent from valid_from on. */
export interface PriceHistoryTable {
  id: Generated<number>;
  product_id: number;
  price: number;
  discount: number;
  valid_from: string;
}

export interface ProductRelatedTable {
  product_id: number;
  position: number;
  related_id: number;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  name: string;
  rating: number;
  comment: string;
  is_acknowledged: Flag;
  /** An approved review's edit, waiting for approval while rating and comment stay public (migration 0014). */
  pending_rating: number | null;
  pending_comment: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FavouritesTable {
  user_id: number;
  product_id: number;
  created_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  banner_title: Generated<string>;
  image: Generated<string>;
  category: Generated<string>;
  /** 1 from 'create' until staff first save it valid: shown to staff only (migration 0010). */
  is_draft: Flag;
  created_at: Timestamp;
}

export interface AudioTable {
  id: Generated<number>;
  audio_title: Generated<string>;
  /** audio_title as the search compares it (foldedForSearch); written with every title. */
  audio_title_folded: string;
  mp3file: Generated<string>;
  category: Generated<string>;
  subcategory: Generated<string>;
  /** 1 from 'create' until staff first save it valid: shown to staff only (migration 0010). */
  is_draft: Flag;
  created_at: Timestamp;
  /** The episode's publication date as staff set it; null: created_at (migration 0012). */
  published_at: string | null;
}

/** Where a signed-in listener stopped in an episode, by the device's clock (migration 0018). */
export interface ListeningTable {
  user_id: number;
  audio_id: number;
  /** Seconds from the start. */
  position: number;
  duration: number;
  playback_rate: Generated<number>;
  finished: Flag;
  updated_at: Timestamp;
}

/** An episode's chapter: its start in whole seconds and its title (migration 0018). */
export interface AudioChaptersTable {
  audio_id: number;
  start: number;
  title: string;
}

/** An episode's transcript: normalised WebVTT, and its cues' text folded for the search (migration 0018). */
export interface AudioTranscriptsTable {
  audio_id: number;
  vtt: string;
  text_folded: string;
}

export interface VideosTable {
  id: Generated<number>;
  video_title: Generated<string>;
  code: Generated<string>;
  /** 1 from 'create' until staff first save it valid: shown to staff only (migration 0010). */
  is_draft: Flag;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: number;
  user_id: number | null;
  idempotency_key: string | null;
  name: string;
  email: string;
  ship_name: string;
  ship_address: string;
  ship_city: string;
  ship_postal_code: string;
  ship_country: string;
  ship_phone: Generated<string>;
  ship_note: Generated<string>;
  billing_name: Generated<string>;
  billing_address: Generated<string>;
  billing_city: Generated<string>;
  billing_postal_code: Generated<string>;
  billing_country: Generated<string>;
  billing_ico: Generated<string>;
  payment_method: string;
  items_price: number;
  shipping_price: number;
  tax_price: number;
  total_price: number;
  is_paid: Flag;
  paid_at: string | null;
  /** Sent to the customer: marked by staff or handed to the carrier (migration 0019). */
  is_sent: Flag;
  sent_at: string | null;
  is_delivered: Flag;
  delivered_at: string | null;
  is_cancelled: Flag;
  cancelled_at: string | null;
  /** Why staff cancelled the order, when they said (migration 0019). */
  cancel_reason: string | null;
  init_payment_id: string | null;
  stripe_session_id: string | null;
  failed_payment_notified_for: string | null;
  /** When the current Checkout session ends (migration 0013). */
  stripe_session_expires_at: string | null;
  /** When the order was cancelled because its Checkout session ran out unpaid. */
  card_payment_expired_at: string | null;
  /** The delivery method (DeliveryMethodId) and its name as they were; the pickup point as it was (migration 0015). */
  delivery_method: Generated<string>;
  delivery_name: string | null;
  pickup_carrier: string | null;
  pickup_point_id: string | null;
  pickup_point_name: string | null;
  pickup_point_street: string | null;
  pickup_point_city: string | null;
  pickup_point_zip: string | null;
  /** How the order was paid (migration 0017); null while unpaid, and for orders paid before it. */
  paid_by: PaidBy | null;
  /** When the one reminder of an unpaid bank transfer was queued. */
  payment_reminded_at: string | null;
  /** The folded text the order desk searches (contract/admin/orderDesk.ts orderSearchText), written with the order (migration 0023). */
  search_text: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaidBy = 'transfer' | 'card' | 'manual';

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  image: Generated<string>;
  qty: number;
  price: number;
  discount: Generated<number>;
}

/** The signed-in customer's cart as JSON text (see contract/cart.ts), one row per user. */
export interface CartsTable {
  user_id: number;
  data: string;
  updated_at: Timestamp;
}

export interface PaymentEventsTable {
  event_id: string;
  type: string;
  processed_at: Timestamp;
}

export interface CountersTable {
  name: string;
  value: Generated<number>;
}

/** An order-event mail staff turned on or off (migration 0021); a mail without a row keeps its default. */
export interface OrderMailSwitchesTable {
  mail: string;
  enabled: number;
  updated_at: string;
}

/** A Prague day (YYYY-MM-DD) whose digest to the shop was queued: the claim of that day's digest. */
export interface DailyDigestsTable {
  day: string;
  queued_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  user_id: number | null;
  name: Generated<string>;
  email: string;
  is_subscribed: Flag;
  /** The token of the one-click unsubscribe link, made with the first link (see accounts/newsletter.ts). */
  unsubscribe_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MailState = 'pending' | 'sent' | 'failed';

/** A mail waiting for, or done with, the background sender (see mail/outbox.ts). */
export type MailAttachmentKind = 'invoice' | 'credit_note';

export interface MailOutboxTable {
  id: Generated<number>;
  order_id: number | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  /** What the sender renders and attaches: 'invoice' is the invoice of order_id, 'credit_note' its credit note. */
  attachment: MailAttachmentKind | null;
  state: Generated<MailState>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The lease of the sender working on the row; free when null or past. */
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A browser's Web Push subscription, one per device, of the customer signed in on it (migration 0022, push/). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's URL for this browser: a secret, and where the shop POSTs (checked by push/pushEndpoints.ts). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url: what the payload is encrypted to. */
  p256dh: string;
  auth: string;
  created_at: string;
  /** When the push service last accepted a push for it. */
  last_used_at: string | null;
}

/** What a subscription wants to hear about: 'orders' or 'podcast:<show>'. */
export interface PushSubscriptionTopicsTable {
  subscription_id: number;
  topic: string;
}

/** A push on its way to one subscription, written in the transaction of its event (push/pushOutbox.ts). */
export interface PushOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  /** The JSON the service worker shows: { title, body, url, tag }. */
  payload: string;
  state: Generated<MailState>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The lease of the sender working on the row; free when null or past. */
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The credit note (opravný daňový doklad) of a cancelled order (migration 0020, orders/creditNotes.ts). */
export interface CreditNotesTable {
  id: Generated<number>;
  /** Its number in its own series: 'D', the year and a sequence (D2026000001). */
  number: string;
  order_id: number;
  /** Haléře credited: the order's total. */
  amount: number;
  reason: string | null;
  created_at: string;
}

export type ParcelStatus = 'creating' | 'created' | 'failed';

/** The carrier's parcel of an order (migration 0016, orders/parcels.ts). */
export interface ParcelsTable {
  order_id: number;
  carrier: string;
  status: ParcelStatus;
  /** The lease of the hand-over under way ('creating'); another may take over once it is past. */
  claimed_until: string | null;
  parcel_id: string | null;
  barcode: string | null;
  tracking_url: string | null;
  /** Why the last hand-over failed, in Czech, for staff. */
  last_error: string | null;
  carrier_status: string | null;
  status_checked_at: string | null;
  created_at: string;
}

export type BankSource = 'fio' | 'gpc' | 'camt';
export type MovementState = 'paired' | 'unpaired' | 'returned' | 'ignored';
export type UnpairedReason = 'underpayment' | 'overpayment' | 'unknownSymbol' | 'foreignCurrency' | 'cancelledOrder' | 'alreadyPaid';

/** An incoming bank movement, stored once by its account and the bank's id (see payments/bankPairing.ts). */
export interface BankMovementsTable {
  id: Generated<number>;
  source: BankSource;
  /** The shop's account the movement was booked on, as the bank names it ('' when the file does not say). */
  account: string;
  /** The bank's own id of the movement. */
  bank_id: string;
  /** The booking date, YYYY-MM-DD. */
  booked_at: string;
  /** Haléře (of `currency`). */
  amount: number;
  currency: string;
  variable_symbol: string | null;
  message: Generated<string>;
  counter_account: Generated<string>;
  state: MovementState;
  reason: UnpairedReason | null;
  order_id: number | null;
  /** Staff's reason for pairing by hand or marking. */
  note: Generated<string>;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

/** One row (id 1): Fio's bookmark as the shop committed it, and who may call Fio when. */
export interface FioAccountTable {
  id: number;
  /** The last movement id committed; Fio's bookmark is set back to it after a read that was not. */
  last_movement_id: string | null;
  /** 1: the last read was not committed, so the next call sets Fio's bookmark back. */
  rewind: Generated<number>;
  /** Fio answers 409 to a second call within 30 s; no process calls before this. */
  next_call_at: string;
  /** The lease of the process calling Fio now. */
  claimed_until: string | null;
}

/** A rate limit's attempts for one key (limit and client or address) until its window ends. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

/** One row (id 1): moved by triggers whenever something the catalogue shows changes (migration 0006). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** The FTS5 index over products, joined on rowid = products.id (SQLite only; see db/engine.ts). */
export interface ProductsFtsTable {
  rowid: number;
  products_fts: string;
}

/** PostgreSQL's search documents, one per product, kept in step by a trigger (PostgreSQL only; see db/engine.ts). */
export interface ProductsSearchTable {
  id: number;
  document: string;
}

/** A delivery method as staff set it (migration 0015): money in haléře, countries a JSON list ('*' every country). */
export interface DeliveryMethodsTable {
  id: string;
  name: string;
  carrier: string | null;
  price: number;
  free_from: number | null;
  enabled: Flag;
  countries: string;
  position: number;
}

/** A carrier's pickup point as its export listed it; closed_at once it disappeared from the export. */
export interface PickupPointsTable {
  carrier: string;
  id: string;
  kind: string;
  name: string;
  street: string;
  city: string;
  zip: string;
  lat: number;
  lon: number;
  /** JSON: one line per day, Monday first. */
  opening_hours: string;
  wheelchair: Flag;
  card_payment: Flag;
  max_weight_kg: number | null;
  /** JSON [length, width, height] in cm, for boxes. */
  max_size_cm: string | null;
  /** Name, street, city and zip folded for search (contract/searchFolding.ts). */
  name_folded: string;
  closed_at: string | null;
  refreshed_at: string;
}

/** A downloaded list on its way into pickup_points (migration 0024): one refresh's points under its `run`, the columns of pickup_points. */
export interface PickupPointStagingTable {
  run: string;
  staged_at: string;
  carrier: string;
  id: string;
  kind: string;
  name: string;
  street: string;
  city: string;
  zip: string;
  lat: number;
  lon: number;
  opening_hours: string;
  wheelchair: Flag;
  card_payment: Flag;
  max_weight_kg: number | null;
  max_size_cm: string | null;
  name_folded: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  oauth_states: OAuthStatesTable;
  products: ProductsTable;
  product_related: ProductRelatedTable;
  products_fts: ProductsFtsTable;
  products_search: ProductsSearchTable;
  reviews: ReviewsTable;
  favourites: FavouritesTable;
  banners: BannersTable;
  audio: AudioTable;
  listening: ListeningTable;
  audio_chapters: AudioChaptersTable;
  audio_transcripts: AudioTranscriptsTable;
  videos: VideosTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  carts: CartsTable;
  payment_events: PaymentEventsTable;
  counters: CountersTable;
  rate_limits: RateLimitsTable;
  subscribers: SubscribersTable;
  app_meta: AppMetaTable;
  mail_outbox: MailOutboxTable;
  catalogue_version: CatalogueVersionTable;
  shop_sale: ShopSaleTable;
  price_history: PriceHistoryTable;
  delivery_methods: DeliveryMethodsTable;
  pickup_points: PickupPointsTable;
  pickup_point_staging: PickupPointStagingTable;
  parcels: ParcelsTable;
  bank_movements: BankMovementsTable;
  fio_account: FioAccountTable;
  push_subscriptions: PushSubscriptionsTable;
  push_subscription_topics: PushSubscriptionTopicsTable;
  push_outbox: PushOutboxTable;
  credit_notes: CreditNotesTable;
  order_mail_switches: OrderMailSwitchesTable;
  daily_digests: DailyDigestsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type BannerRow = Selectable<BannersTable>;
export type AudioRow = Selectable<AudioTable>;
export type VideoRow = Selectable<VideosTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type ParcelRow = Selectable<ParcelsTable>;

// The staff area: form schemas, upload rules and JSON shapes that the server and the PWA share,
// so every rule and Czech message is written once. Imports only zod and the catalogue constants.
import { z } from 'zod';
import { AUDIO_CATEGORIES, type AudioJson, type BannerJson, CATEGORIES, type Paged, type ProductCardJson, type ReviewJson, type VideoJson } from './catalogue';
import { emailField } from './account';

export const ADMIN_PRODUCTS_PAGE_SIZE = 10;
export const ADMIN_REVIEWS_PAGE_SIZE = 10;
/** A product with this many copies or fewer is highlighted in the admin list. */
export const LOW_STOCK = 10;

export const adminMessages = {
  name: 'Zadejte název produktu',
  author: 'Zadejte autora',
  price: 'Cena musí být číslo, např. 5.8',
  discount: 'Sleva musí být celé číslo od 0 do 100 (procent)',
  countInStock: 'Počet kusů skladem musí být celé číslo 0 nebo větší',
  year: 'Rok vydání musí být čtyřmístné číslo, např. 2024',
  pages: 'Počet stran musí být celé kladné číslo',
  weight: 'Hmotnost zadejte v kg bez jednotky, např. 0.35',
  language: 'Jazyk musí být SK nebo CZ',
  category: 'Kategorie musí být jedna z nabídky (nebo žádná)',
  isbn: 'ISBN smí obsahovat jen číslice, pomlčky a X',
  related: 'Související titul zadejte jako ID produktu (nebo nechte prázdné)',
  imagePath: 'Obrázek musí být cesta k nahranému souboru (např. /uploads/…) nebo odkaz začínající http:// či https://',
  tooLong: (label: string, max: number) => `${label} může mít nejvýše ${max} znaků`,
  discountCreated: 'Akcia vytvorená',
  discountCancelled: 'Akcia zrušená',
  saleEnd: 'Konec akce zadejte jako datum a čas',
  saleEndPassed: 'Konec akce musí být v budoucnosti',
  reviewAcknowledged: 'Recenzia schválená',
  reviewDeleted: 'Recenzia odstránená',
  audioTitle: 'Zadejte název nahrávky',
  audioCategory: `Kategorie musí být ${AUDIO_CATEGORIES.wordsOfLife} nebo ${AUDIO_CATEGORIES.lifeStudy}`,
  subcategory: 'Zadejte téma (podkategorii)',
  lifeStudySubcategory: `${AUDIO_CATEGORIES.lifeStudy} má jediné téma: ${AUDIO_CATEGORIES.lifeStudy}`,
  mp3file: 'Nahrávka musí být nahraný soubor MP3 (/uploads/….mp3) nebo odkaz začínající http:// či https://',
  videoTitle: 'Zadejte název videa',
  videoCode: 'Kód videa musí mít přesně 11 znaků (písmena, číslice, - a _), např. dQw4w9WgXcQ.',
  bannerTitle: 'Zadejte název banneru',
  bannerImage: 'Vyberte obrázek banneru (nahraný soubor /uploads/… nebo odkaz http(s))',
  draftDiscarded: 'Koncept zahozen',
  notADraft: 'Záznam už je uložený, proto se jako koncept nezahodí. Smazat ho lze v seznamu.',
} as const;

// ——— field helpers ———

const text = (label: string, max: number) => z.string({ error: `${label}: zadejte text` }).trim().max(max, adminMessages.tooLong(label, max));

/** A whole number, also as the digits a form field gives. */
const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** A whole number or nothing (null, or an empty form field). */
const wholeOrNone = (message: string, min: number, max: number) =>
  z.preprocess((value) => (value === '' ? null : value), whole(message, min, max).nullable());

/** Kč as a number (5.8) or as text with a decimal point or comma ("5.8", "5,80"); at most two decimals. */
const kcPrice = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,7}([.,]\d{1,2})?\s*$/.test(value) ? Number(value.trim().replace(',', '.')) : value),
  z
    .number({ error: adminMessages.price })
    .min(0, adminMessages.price)
    .max(1_000_000, adminMessages.price)
    .refine((kc) => Math.abs(kc * 100 - Math.round(kc * 100)) < 1e-6, adminMessages.price),
);

/** A file of this site (/uploads/…, /demo/…) or an http(s) link; '' for none. */
const sitePathOrLink = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value) || (/^\/[\w\-./]+$/.test(value) && !value.includes('..')), message);

const categoryNames: readonly string[] = CATEGORIES.map((c) => c.name);
const category = z.string({ error: adminMessages.category }).trim().refine((value) => value === '' || categoryNames.includes(value), adminMessages.category);

/** A related title: a product id, the `{ id, name }` the product call answers, or nothing. */
const relatedId = z.preprocess(
  (value) => (value && typeof value === 'object' && ('id' in value || '_id' in value) ? ((value as { id?: unknown; _id?: unknown }).id ?? (value as { _id?: unknown })._id) : value),
  wholeOrNone(adminMessages.related, 1, 2_147_483_647),
);

// ——— product form ———

/**
 * PUT /api/products/{id}: the product form. name, price and author are required; every other
 * field left out keeps its stored value, and '' or null clears it. discountedPrice, _id, reviews
 * and the like may be sent and are ignored: the server computes the discounted price.
 */
export const productForm = z.object({
  name: z.string({ error: adminMessages.name }).trim().min(1, adminMessages.name).max(300, adminMessages.tooLong('Název', 300)),
  price: kcPrice,
  author: z.string({ error: adminMessages.author }).trim().min(1, adminMessages.author).max(200, adminMessages.tooLong('Autor', 200)),
  discount: whole(adminMessages.discount, 0, 100).optional(),
  image: sitePathOrLink(adminMessages.imagePath).optional(),
  category: category.optional(),
  category2: category.optional(),
  countInStock: whole(adminMessages.countInStock, 0, 1_000_000).optional(),
  year: wholeOrNone(adminMessages.year, 1000, 9999).optional(),
  catalog: text('Katalogové číslo', 100).optional(),
  weight: z
    .string({ error: adminMessages.weight })
    .trim()
    .regex(/^(\d{1,3}([.,]\d{1,3})?)?$/, adminMessages.weight)
    .transform((kg) => kg.replace(',', '.'))
    .optional(),
  related: relatedId.optional(),
  related2: relatedId.optional(),
  related3: relatedId.optional(),
  tags: text('Štítky', 500).optional(),
  language: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(['SK', 'CZ'], { error: adminMessages.language })).optional(),
  binding: text('Vazba', 100).optional(),
  pages: wholeOrNone(adminMessages.pages, 1, 100_000).optional(),
  isbn: z.string({ error: adminMessages.isbn }).trim().regex(/^[\dXx -]{0,20}$/, adminMessages.isbn).optional(),
  description: text('Popis', 20_000).optional(),
  excerpt: z
    .object({
      excerpt: text('Ukázka', 200_000).optional(),
      image: sitePathOrLink(adminMessages.imagePath).optional(),
      part: text('Část ukázky', 300).optional(),
    })
    .optional(),
});

export type ProductForm = z.output<typeof productForm>;

/**
 * POST /api/products/discount: the shop-wide sale, one percentage over every product's own discount
 * (a product gets the larger); 0 cancels it. endsAt (ISO time) ends it by itself; null or left out runs it until cancelled.
 */
export const discountBody = z.object({
  discount: whole(adminMessages.discount, 0, 100),
  endsAt: z.iso.datetime({ offset: true, error: adminMessages.saleEnd }).nullable().optional(),
});

/** GET /api/admin/sale?discount=10: the preview of a sale of that percent. */
export const salePreviewQuery = z.object({ discount: whole(adminMessages.discount, 0, 100).default(0) });

/** GET /api/admin/sale: the running sale (discount 0 when none) and what a sale of preview.discount would change. */
export interface SaleJson {
  discount: number;
  endsAt: string | null;
  /** Products whose own discount is lower than preview.discount get cheaper, of all products. */
  preview: { discount: number; changedProducts: number; totalProducts: number };
}

/** GET /api/admin/mail-health (and the `outbox` of GET /healthz): whether mail leaves the shop. */
export interface MailHealthJson {
  /** A mail has waited longer than staleMinutes and none has left meanwhile. */
  stale: boolean;
  /** MAIL_STALE_MINUTES. */
  staleMinutes: number;
  pending: number;
  /** Whole minutes the oldest pending mail has waited; null with none pending. */
  oldestPendingMinutes: number | null;
  /** Mails given up after their attempts (staff can queue an order's mail again). */
  failed: number;
}

/**
 * PUT /api/products/{id}/reviews/acknowledge and PUT /api/products/{id}/reviews: the review by its
 * id, or (as the spec's client sends) by its comment.
 */
export const reviewChoice = z
  .object({
    reviewId: whole('Neplatné ID recenze', 1, 2_147_483_647).optional(),
    comment: z.string({ error: 'Neplatný komentář recenze' }).max(5000, 'Neplatný komentář recenze').optional(),
  })
  .refine((body) => body.reviewId !== undefined || body.comment !== undefined, 'Zadejte recenzi (reviewId nebo comment)');

// ——— users ———

/** PUT /api/users/{id}: the whole user object may be sent; only these fields are taken, each optional. */
export const userEditBody = z.object({
  name: z.string({ error: 'Zadejte prosím jméno' }).trim().min(1, 'Zadejte prosím jméno').max(100, 'Jméno může mít nejvýše 100 znaků').optional(),
  email: emailField().optional(),
  isAdmin: z.boolean({ error: 'isAdmin musí být true nebo false' }).optional(),
  isAssistant: z.boolean({ error: 'isAssistant musí být true nebo false' }).optional(),
  isRegistered: z.boolean({ error: 'isRegistered musí být true nebo false' }).optional(),
  isSubscribed: z.boolean({ error: 'isSubscribed musí být true nebo false' }).optional(),
});

export type UserEdit = z.output<typeof userEditBody>;

// ——— audio, video, banners ———

/** PUT /api/audio/{id} */
export const audioBody = z
  .object({
    audioTitle: z.string({ error: adminMessages.audioTitle }).trim().min(1, adminMessages.audioTitle).max(300, adminMessages.tooLong('Název', 300)),
    mp3file: z
      .string({ error: adminMessages.mp3file })
      .trim()
      .max(500, adminMessages.mp3file)
      .refine((value) => /^https?:\/\/\S+$/i.test(value) || (/^\/(uploads|demo)\/[\w\-./]+\.mp3$/i.test(value) && !value.includes('..')), adminMessages.mp3file),
    category: z.enum([AUDIO_CATEGORIES.wordsOfLife, AUDIO_CATEGORIES.lifeStudy], { error: adminMessages.audioCategory }),
    subcategory: z.string({ error: adminMessages.subcategory }).trim().min(1, adminMessages.subcategory).max(200, adminMessages.tooLong('Téma', 200)),
  })
  .refine((audio) => audio.category !== AUDIO_CATEGORIES.lifeStudy || audio.subcategory === AUDIO_CATEGORIES.lifeStudy, {
    message: adminMessages.lifeStudySubcategory,
    path: ['subcategory'],
  });

/** PUT /api/video/{id}: the code is the 11 characters of the address between 'v=' and '&'. */
export const videoBody = z.object({
  videoTitle: z.string({ error: adminMessages.videoTitle }).trim().min(1, adminMessages.videoTitle).max(300, adminMessages.tooLong('Název', 300)),
  code: z.string({ error: adminMessages.videoCode }).trim().regex(/^[A-Za-z0-9_-]{11}$/, adminMessages.videoCode),
});

/** PUT /api/banner/{id} */
export const bannerBody = z.object({
  bannerTitle: z.string({ error: adminMessages.bannerTitle }).trim().min(1, adminMessages.bannerTitle).max(300, adminMessages.tooLong('Název', 300)),
  image: sitePathOrLink(adminMessages.bannerImage).refine((value) => value !== '', adminMessages.bannerImage),
  category: text('Kategorie', 100).default(''),
});

// ——— uploads ———

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MP3_MAX_BYTES = 50 * 1024 * 1024;

/** What an uploaded image is for, and the size the spec requires for it. */
export const IMAGE_SIZES = {
  product: { width: 274, height: 379 },
  excerpt: { width: 250, height: 250 },
  banner: { width: 1296, height: 382 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

/** Without an explicit kind: an excerpt image when the file name contains 'ukazka' (also 'Ukázka'), else a product cover. */
export const imageKindOfName = (fileName: string): ImageKind =>
  fileName.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().includes('ukazka') ? 'excerpt' : 'product';

export const uploadMessages = {
  noFile: 'Vyberte soubor k nahrání (pole upload).',
  badKind: 'Druh obrázku musí být product, excerpt nebo banner.',
  notAllowed: 'Nahrát lze jen obrázek JPEG, PNG nebo WebP, nebo zvuk MP3.',
  imageTooLarge: `Obrázek může mít nejvýše ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  mp3TooLarge: `Soubor MP3 může mít nejvýše ${MP3_MAX_BYTES / 1024 / 1024} MB.`,
  unreadableImage: 'Obrázek se nepodařilo přečíst; je soubor poškozený?',
  noAudioFrames: 'Soubor MP3 neobsahuje žádný zvukový záznam; je poškozený?',
  wrongSize: (expected: { width: number; height: number }, actual: { width: number; height: number }) =>
    `Obrázek musí mít rozměr ${expected.width} × ${expected.height} px (nahraný má ${actual.width} × ${actual.height} px).`,
} as const;

// ——— answers ———

export interface AdminUserJson {
  _id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isAssistant: boolean;
  isRegistered: boolean;
  isSubscribed: boolean;
  createdAt: string;
}

/** The fields whose absence the Detaily column reports. */
export type DetailField = 'pages' | 'isbn' | 'year' | 'category' | 'tags' | 'description' | 'weight' | 'language' | 'binding' | 'related';

/** A row of the admin product list: the product's card plus the Detaily and low-stock marks. */
/**
 * A record as staff see it: made by 'create', it is a draft (shown as 'Koncept', to staff only)
 * until it is first saved valid.
 */
export type StaffRecord<Json> = Json & { isDraft: boolean };

/** The audio, video and banner lists of the staff screens (GET /api/admin/{audio,video,banner}): every record, drafts included. */
export interface StaffAudioListJson extends Paged {
  audios: StaffRecord<AudioJson>[];
}
export interface StaffVideoListJson extends Paged {
  videos: StaffRecord<VideoJson>[];
}
export interface StaffBannerListJson extends Paged {
  banners: StaffRecord<BannerJson>[];
}

export interface AdminProductRowJson extends StaffRecord<ProductCardJson> {
  /** The Detaily column: '???' when any of `missingDetails` is missing. */
  details: 'OK' | '???';
  missingDetails: DetailField[];
  lowStock: boolean;
}

export interface AdminProductListJson extends Paged {
  products: AdminProductRowJson[];
}

export interface ReviewedProductJson {
  _id: number;
  name: string;
  image: string;
  reviews: ReviewJson[];
}

export interface ReviewedProductListJson extends Paged {
  products: ReviewedProductJson[];
}

export interface SubscriberJson {
  _id: number;
  name: string;
  email: string;
}

/** POST /api/uploads (the JSON form of POST /api/upload). */
export interface UploadJson {
  /** Where the file is served, e.g. /uploads/3f9c….jpg: the answer of POST /api/upload. */
  path: string;
  type: 'image' | 'audio';
  /** Images only: what the size was checked for. */
  kind?: ImageKind;
  /** Images only: the same picture in smaller modern formats (WebP, AVIF) for phones. */
  variants: string[];
}

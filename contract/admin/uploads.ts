// Uploads: the sizes and rules of images and recordings, and the answer of an upload.

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MP3_MAX_BYTES = 50 * 1024 * 1024;

/** What an uploaded image is for, and the size the spec requires for it. */
export const IMAGE_SIZES = {
  product: { width: 274, height: 379 },
  excerpt: { width: 250, height: 250 },
  banner: { width: 1296, height: 382 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

/** What an upload field takes: an image of one kind, or a recording (MP3). */
export const UPLOAD_KINDS = ['product', 'excerpt', 'banner', 'audio'] as const satisfies readonly (ImageKind | 'audio')[];
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Without an explicit kind: an excerpt image when the file name contains 'ukazka' (also 'Ukázka'), else a product cover. */
export const imageKindOfName = (fileName: string): ImageKind =>
  fileName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .includes('ukazka')
    ? 'excerpt'
    : 'product';

export const uploadMessages = {
  noFile: 'Vyberte soubor k nahrání (pole upload).',
  badKind: 'Druh souboru musí být product, excerpt, banner nebo audio.',
  notAllowed: 'Nahrát lze jen obrázek JPEG, PNG nebo WebP, nebo zvuk MP3.',
  /** The refusals of a field that takes one thing: an image field, the recording field. */
  onlyImage: 'Nahrát lze jen obrázek JPEG, PNG nebo WebP.',
  onlyMp3: 'Nahrát lze jen zvuk MP3.',
  imageTooLarge: `Obrázek může mít nejvýše ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  mp3TooLarge: `Soubor MP3 může mít nejvýše ${MP3_MAX_BYTES / 1024 / 1024} MB.`,
  unreadableImage: 'Obrázek se nepodařilo přečíst; je soubor poškozený?',
  noAudioFrames: 'Soubor MP3 neobsahuje žádný zvukový záznam; je poškozený?',
  wrongSize: (expected: { width: number; height: number }, actual: { width: number; height: number }) =>
    `${actual.width * actual.height > expected.width * expected.height ? 'Obrázek je příliš velký: musí' : 'Obrázek musí'} mít rozměr ${expected.width} × ${expected.height} px (nahraný má ${actual.width} × ${actual.height} px).`,
} as const;

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

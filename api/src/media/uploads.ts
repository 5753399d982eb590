import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Sharp } from 'sharp';
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZES,
  type ImageKind,
  imageKindOfName,
  MP3_MAX_BYTES,
  type UploadJson,
  type UploadKind,
  uploadMessages,
} from '@contract/admin/uploads';
import { InvalidInput, TooLarge } from '../domainErrors';
import { mp3AudioSpanOfFile } from './mp3File';

/** The images staff may upload, by the extension file-type gives them after reading the content; besides them, mp3. */
const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
const isImage = (ext: string): ext is ImageExtension => (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

/** An uploaded file as received: its bytes in a temporary file, and the name the browser sent. */
export interface ReceivedFile {
  path: string;
  /** Only read for the 'ukazka' rule, never used on the file system. */
  fileName: string;
}

const randomHex = () => randomBytes(16).toString('hex');

/** 128 random bits: a name nobody can guess, that never repeats, so its file can be cached for good. */
const freshName = (ext: ImageExtension | 'mp3') => `${randomHex()}.${ext}`;

/** Writes `name` in `dir` through a temporary file renamed into place, so a half-written file is never served. */
async function writeInPlace(dir: string, name: string, write: (temporaryPath: string) => Promise<unknown>): Promise<string> {
  const temporary = join(dir, `${name}.part`);
  try {
    await write(temporary);
    await rename(temporary, join(dir, name));
    return `/uploads/${name}`;
  } finally {
    await rm(temporary, { force: true });
  }
}

// libvips costs about 20 MB of memory once loaded: only staff uploading an image need it.
const loadSharp = async () => (await import('sharp')).default;

async function imageSize(path: string): Promise<{ width: number; height: number }> {
  try {
    const sharp = await loadSharp();
    // Only the header is read here, so any size may be named in the answer; nothing is decoded before the size matches.
    const { autoOrient } = await sharp(path, { limitInputPixels: false }).metadata();
    return autoOrient; // as displayed, after the EXIF orientation
  } catch {
    throw new InvalidInput(uploadMessages.unreadableImage);
  }
}

/**
 * Each image is decoded and encoded anew in its own format, upright and without metadata, so none
 * of the uploaded bytes (EXIF, comments, anything appended) is ever served. It is decoded only once
 * its header showed the exact size its kind requires, so never more than a banner's pixels.
 */
const REENCODE: Record<ImageExtension, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 85 }),
};

const MODERN_FORMATS = {
  webp: (image: Sharp) => image.webp({ quality: 78 }),
  // effort 2: a cover takes well under 0.1 s, a banner about 0.25 s, for nearly all of AVIF's gain.
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
} as const;

/** The same picture as WebP (unless it is one already) and AVIF, next to the stored one: smaller for phones. */
async function writeVariants(uploadsDir: string, name: string, ext: ImageExtension): Promise<string[]> {
  const base = name.slice(0, -ext.length - 1);
  const formats = (['webp', 'avif'] as const).filter((format) => format !== ext);
  const sharp = await loadSharp();
  return Promise.all(
    formats.map((format) => writeInPlace(uploadsDir, `${base}.${format}`, (path) => MODERN_FORMATS[format](sharp(join(uploadsDir, name))).toFile(path))),
  );
}

async function storeImage(uploadsDir: string, received: string, ext: ImageExtension, kind: ImageKind): Promise<UploadJson> {
  if ((await stat(received)).size > IMAGE_MAX_BYTES) throw new TooLarge(uploadMessages.imageTooLarge);
  const expected = IMAGE_SIZES[kind];
  const actual = await imageSize(received);
  if (actual.width !== expected.width || actual.height !== expected.height) throw new InvalidInput(uploadMessages.wrongSize(expected, actual));
  const name = freshName(ext);
  const sharp = await loadSharp();
  const path = await writeInPlace(uploadsDir, name, (temporary) =>
    REENCODE[ext](sharp(received).autoOrient())
      .toFile(temporary)
      .catch(() => {
        throw new InvalidInput(uploadMessages.unreadableImage);
      }),
  );
  return { path, type: 'image', kind, variants: await writeVariants(uploadsDir, name, ext) };
}

/** Keeps only the MPEG frames: tags and anything before or after them are left out. */
async function storeMp3(uploadsDir: string, received: string, recognised: boolean, refusal: string): Promise<UploadJson> {
  if ((await stat(received)).size > MP3_MAX_BYTES) throw new TooLarge(uploadMessages.mp3TooLarge);
  const span = await mp3AudioSpanOfFile(received);
  if (!span) throw new InvalidInput(recognised ? uploadMessages.noAudioFrames : refusal);
  const path = await writeInPlace(uploadsDir, freshName('mp3'), (temporary) =>
    pipeline(createReadStream(received, { start: span.start, end: span.end - 1 }), createWriteStream(temporary, { flags: 'wx' })),
  );
  return { path, type: 'audio', variants: [] };
}

/** What a field refuses a file of the wrong type with: it names only what the field takes. */
const refusalFor = (kind: UploadKind | undefined) =>
  kind === undefined ? uploadMessages.notAllowed : kind === 'audio' ? uploadMessages.onlyMp3 : uploadMessages.onlyImage;

/**
 * Stores an upload, received as a temporary file in `uploadsDir` (which this removes), under a
 * fresh name there. What it is comes from its content alone: a JPEG, PNG or WebP image of the size its kind requires
 * (product cover, excerpt, banner; by default decided by the 'ukazka' rule), stored re-encoded,
 * or an mp3 (also one whose frames follow some junk), stored as its frames only. Anything else is
 * refused, and so is an mp3 sent for an image's kind or an image sent as 'audio'.
 */
export async function storeUpload(uploadsDir: string, file: ReceivedFile, kind?: UploadKind): Promise<UploadJson> {
  const received = file.path;
  const refusal = refusalFor(kind);
  try {
    const ext = (await fileTypeFromFile(received))?.ext;
    const wantsImage = kind !== undefined && kind !== 'audio';
    if ((ext === 'mp3' || ext === undefined) && !wantsImage) return await storeMp3(uploadsDir, received, ext === 'mp3', refusal);
    if (!ext || !isImage(ext) || kind === 'audio') throw new InvalidInput(refusal);
    return await storeImage(uploadsDir, received, ext, kind ?? imageKindOfName(file.fileName));
  } finally {
    await rm(received, { force: true });
  }
}

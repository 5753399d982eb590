import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_SIZES, type ImageKind, imageKindOfName, MP3_MAX_BYTES, type UploadJson, uploadMessages } from '../contract/admin';
import { HttpError } from '../http/errors';

/** The formats staff may upload, by the extension file-type gives them after reading the content. */
const ACCEPTED = { jpg: 'image', png: 'image', webp: 'image', mp3: 'audio' } as const;
type AcceptedExtension = keyof typeof ACCEPTED;

const isAccepted = (ext: string | undefined): ext is AcceptedExtension => ext !== undefined && Object.hasOwn(ACCEPTED, ext);

export interface IncomingFile {
  bytes: Uint8Array;
  /** The name the browser sent: only read for the 'ukazka' rule, never used on the file system. */
  fileName: string;
}

/** 128 random bits: a name nobody can guess, that never repeats, so its file can be cached for good. */
const freshName = (ext: AcceptedExtension) => `${randomBytes(16).toString('hex')}.${ext}`;

async function imageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  try {
    const { autoOrient } = await sharp(bytes).metadata();
    return autoOrient; // as displayed, after the EXIF orientation
  } catch {
    throw new HttpError(400, uploadMessages.unreadableImage);
  }
}

const MODERN_FORMATS = {
  webp: (image: Sharp) => image.webp({ quality: 78 }),
  // effort 2: a cover takes well under 0.1 s, a banner about 0.25 s, for nearly all of AVIF's gain.
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
} as const;

/** The same picture as WebP (unless it is one already) and AVIF, next to the original: smaller for phones. */
async function writeVariants(uploadsDir: string, name: string, ext: AcceptedExtension, bytes: Uint8Array): Promise<string[]> {
  const base = name.slice(0, -ext.length - 1);
  const formats = (['webp', 'avif'] as const).filter((format) => format !== ext);
  return Promise.all(
    formats.map(async (format) => {
      const variant = `${base}.${format}`;
      await writeFile(join(uploadsDir, variant), await MODERN_FORMATS[format](sharp(bytes).autoOrient()).toBuffer(), { flag: 'wx' });
      return `/uploads/${variant}`;
    }),
  );
}

/**
 * Stores an upload under a fresh name in `uploadsDir`. What it is comes from its content alone:
 * a JPEG, PNG or WebP image of the size its kind requires (product cover, excerpt, banner; by
 * default decided by the 'ukazka' rule), or an mp3; anything else is refused.
 */
export async function storeUpload(uploadsDir: string, file: IncomingFile, kind?: ImageKind): Promise<UploadJson> {
  const ext = (await fileTypeFromBuffer(file.bytes))?.ext;
  if (!isAccepted(ext)) throw new HttpError(400, uploadMessages.notAllowed);
  await mkdir(uploadsDir, { recursive: true });
  const name = freshName(ext);

  if (ACCEPTED[ext] === 'audio') {
    if (file.bytes.byteLength > MP3_MAX_BYTES) throw new HttpError(413, uploadMessages.mp3TooLarge);
    await writeFile(join(uploadsDir, name), file.bytes, { flag: 'wx' });
    return { path: `/uploads/${name}`, type: 'audio', variants: [] };
  }

  if (file.bytes.byteLength > IMAGE_MAX_BYTES) throw new HttpError(413, uploadMessages.imageTooLarge);
  const imageKind = kind ?? imageKindOfName(file.fileName);
  const expected = IMAGE_SIZES[imageKind];
  const actual = await imageSize(file.bytes);
  if (actual.width !== expected.width || actual.height !== expected.height) throw new HttpError(400, uploadMessages.wrongSize(expected, actual));
  await writeFile(join(uploadsDir, name), file.bytes, { flag: 'wx' });
  return { path: `/uploads/${name}`, type: 'image', kind: imageKind, variants: await writeVariants(uploadsDir, name, ext, file.bytes) };
}

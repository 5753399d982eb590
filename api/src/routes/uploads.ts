import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, MP3_MAX_BYTES, type UploadJson, uploadMessages } from '../contract/admin';
import type { AppEnv } from '../env';
import { requireStaff } from '../http/auth';
import { limitBody } from '../http/bodyLimits';
import { validated } from '../http/validation';
import { storeUpload } from '../services/uploads';

const uploadForm = z.object({
  upload: z.instanceof(File, { error: uploadMessages.noFile }),
  kind: z.enum(['product', 'excerpt', 'banner'], { error: uploadMessages.badKind }).optional(),
});

// The largest file allowed plus room for the multipart envelope, refused before the body is read;
// each type's own limit is checked once the content says what the file is.
const largestUpload = limitBody(
  MP3_MAX_BYTES + 64 * 1024,
  `Soubor je příliš velký: obrázek může mít nejvýše ${IMAGE_MAX_BYTES / 1024 / 1024} MB, MP3 nejvýše ${MP3_MAX_BYTES / 1024 / 1024} MB.`,
);

/** Staff only; the multipart field `upload` (and optionally `kind`) is stored by services/uploads. */
const receiveUpload = (answer: (stored: UploadJson) => string | UploadJson) =>
  createFactory<AppEnv>().createHandlers(requireStaff, largestUpload, validated('form', uploadForm), async (c) => {
    const { upload, kind } = c.req.valid('form');
    const stored = await storeUpload(c.var.config.uploadsDir, { bytes: new Uint8Array(await upload.arrayBuffer()), fileName: upload.name }, kind);
    return c.json(answer(stored), 201);
  });

/** POST /api/upload: answers the file's path as a JSON string, e.g. "/uploads/3f9c….jpg", as the spec's client expects. */
export const upload = new Hono<AppEnv>().post('/', ...receiveUpload((stored) => stored.path));

/** POST /api/uploads: the same, answering { path, type, kind, variants }. */
export const uploads = new Hono<AppEnv>().post('/', ...receiveUpload((stored) => stored));

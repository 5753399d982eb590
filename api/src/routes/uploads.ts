import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, MP3_MAX_BYTES, type UploadJson, uploadMessages } from '../contract/admin';
import type { AppEnv } from '../env';
import { requireStaff } from '../http/auth';
import { withOwnBodyLimit } from '../http/bodyLimits';
import { HttpError } from '../http/errors';
import { formWithin } from '../http/limitedForm';
import { storeUpload } from '../services/uploads';

const uploadForm = z.object({
  upload: z.instanceof(File, { error: uploadMessages.noFile }),
  kind: z.enum(['product', 'excerpt', 'banner'], { error: uploadMessages.badKind }).optional(),
});

// The largest file allowed plus room for the multipart envelope, counted while the body streams in;
// each type's own limit is checked once the content says what the file is.
const LARGEST_BODY = MP3_MAX_BYTES + 64 * 1024;
const bodyMessages = {
  tooLarge: `Soubor je příliš velký: obrázek může mít nejvýše ${IMAGE_MAX_BYTES / 1024 / 1024} MB, MP3 nejvýše ${MP3_MAX_BYTES / 1024 / 1024} MB.`,
  malformed: uploadMessages.noFile,
};

async function receivedForm(request: Request) {
  const form = await formWithin(request, LARGEST_BODY, bodyMessages);
  const parsed = uploadForm.safeParse({ upload: form.get('upload'), kind: form.get('kind') ?? undefined });
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? uploadMessages.noFile);
  return parsed.data;
}

/** Staff only; the multipart field `upload` (and optionally `kind`) is stored by services/uploads. */
const receiveUpload = (answer: (stored: UploadJson) => string | UploadJson) =>
  createFactory<AppEnv>().createHandlers(
    requireStaff,
    // receivedForm limits the body itself, as it streams in.
    withOwnBodyLimit(async (c) => {
      const { upload, kind } = await receivedForm(c.req.raw);
      const stored = await storeUpload(c.var.config.uploadsDir, { content: upload.stream(), fileName: upload.name }, kind);
      return c.json(answer(stored), 201);
    }),
  );

/** POST /api/upload: answers the file's path as a JSON string, e.g. "/uploads/3f9c….jpg", as the spec's client expects. */
export const upload = new Hono<AppEnv>().post('/', ...receiveUpload((stored) => stored.path));

/** POST /api/uploads: the same, answering { path, type, kind, variants }. */
export const uploads = new Hono<AppEnv>().post('/', ...receiveUpload((stored) => stored));

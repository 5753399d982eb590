import { rm } from 'node:fs/promises';
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, MP3_MAX_BYTES, UPLOAD_KINDS, type UploadJson, uploadMessages } from '@contract/admin/uploads';
import type { AppEnv } from '../env';
import { requireStaff } from '../http/auth';
import { withOwnBodyLimit } from '../http/bodyLimits';
import { InvalidInput } from '../domainErrors';
import { receiveMultipartFile } from '../http/multipartFile';
import { storeUpload } from './uploads';

const uploadKind = z.enum(UPLOAD_KINDS, { error: uploadMessages.badKind }).optional();

// The largest file allowed, counted while it streams in; each type's own limit is checked once the
// content says what the file is.
const uploadLimits = {
  fileField: 'upload',
  maxFileBytes: MP3_MAX_BYTES,
  messages: {
    tooLarge: `Soubor je příliš velký: obrázek může mít nejvýše ${IMAGE_MAX_BYTES / 1024 / 1024} MB, MP3 nejvýše ${MP3_MAX_BYTES / 1024 / 1024} MB.`,
    malformed: uploadMessages.noFile,
  },
};

/** Staff only; the multipart field `upload` (and optionally `kind`) is stored by uploads.ts. */
const receiveUpload = (answer: (stored: UploadJson) => string | UploadJson) =>
  createFactory<AppEnv>().createHandlers(
    requireStaff,
    // receiveMultipartFile limits the body itself, as it streams in.
    withOwnBodyLimit(async (c) => {
      const { uploadsDir } = c.var.config;
      const { file, fields } = await receiveMultipartFile(c.req.raw, uploadsDir, uploadLimits);
      if (!file) throw new InvalidInput(uploadMessages.noFile);
      const kind = uploadKind.safeParse(fields.kind);
      if (!kind.success) {
        await rm(file.path, { force: true });
        throw new InvalidInput(kind.error.issues[0]?.message ?? uploadMessages.badKind);
      }
      return c.json(answer(await storeUpload(uploadsDir, file, kind.data)), 201);
    }),
  );

/** POST /api/upload: answers the file's path as a JSON string, e.g. "/uploads/3f9c….jpg", as the spec's client expects. */
export const upload = new Hono<AppEnv>().post('/', ...receiveUpload((stored) => stored.path));

/** POST /api/uploads: the same, answering { path, type, kind, variants }. */
export const uploads = new Hono<AppEnv>().post('/', ...receiveUpload((stored) => stored));

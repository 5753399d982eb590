import type { ImageKind } from '@contract/admin/uploads';
import { answer, client } from '../../lib/client';

/**
 * POST /api/upload (multipart field `upload`, and `kind` for an image): the server checks the type,
 * the size and, for an image, the exact dimensions of its kind, and answers the file's path.
 */
export const uploadFile = (file: File, kind?: ImageKind) => answer(client.upload.$post({ form: { upload: file, kind } }));

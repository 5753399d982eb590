import type { UploadKind } from '@contract/admin/uploads';
import { answer, client } from '../../lib/client';

/**
 * POST /api/upload (multipart field `upload`, and `kind`: the image's kind or 'audio'): the server checks the type,
 * the size and, for an image, the exact dimensions of its kind, and answers the file's path.
 */
export const uploadFile = (file: File, kind?: UploadKind) => answer(client.upload.$post({ form: { upload: file, kind } }));

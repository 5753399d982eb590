import type { ImageKind } from '@contract/admin';
import { apiRequest } from '../../lib/api';

/**
 * POST /api/upload (multipart field `upload`, and `kind` for an image): the server checks the type,
 * the size and, for an image, the exact dimensions of its kind, and answers the file's path.
 */
export function uploadFile(file: File, kind?: ImageKind): Promise<string> {
  const form = new FormData();
  form.append('upload', file);
  if (kind) form.append('kind', kind);
  return apiRequest<string>('/upload', { method: 'POST', body: form });
}

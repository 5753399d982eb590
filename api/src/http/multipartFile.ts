import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy, { type BusboyInstance } from '@fastify/busboy';
import type { ReceivedFile } from '../media/uploads';
import { InvalidInput, TooLarge } from '../domainErrors';

export interface MultipartFile {
  /** In the folder given, under a temporary name; the caller removes it once done. */
  file: ReceivedFile | undefined;
  /** The form's text fields (a few, short). */
  fields: Record<string, string>;
}

export interface MultipartLimits {
  /** The multipart field that carries the file. */
  fileField: string;
  maxFileBytes: number;
  messages: { tooLarge: string; malformed: string };
}

const FIELD_MAX_BYTES = 1024;
const MAX_FIELDS = 10;

/**
 * Streams the one file of a multipart form into `dir` as it arrives (Busboy), so memory holds a
 * chunk, never the file. A declared length over the limit is refused before a byte is read, and a
 * file that streams past it (chunked, without a length) as soon as it does: 413 `tooLarge`, with
 * nothing left in `dir`. A body that is not such a form answers 400 `malformed`.
 */
export async function receiveMultipartFile(request: Request, dir: string, { fileField, maxFileBytes, messages }: MultipartLimits): Promise<MultipartFile> {
  const envelope = MAX_FIELDS * FIELD_MAX_BYTES + 64 * 1024;
  if (Number(request.headers.get('content-length') ?? 0) > maxFileBytes + envelope) throw new TooLarge(messages.tooLarge);
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.startsWith('multipart/form-data')) throw new InvalidInput(messages.malformed);
  await mkdir(dir, { recursive: true });

  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  let tooLarge = false;
  const writes: Promise<void>[] = [];
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: maxFileBytes, files: 1, fields: MAX_FIELDS, fieldSize: FIELD_MAX_BYTES, parts: MAX_FIELDS + 1 },
    });
  } catch {
    throw new InvalidInput(messages.malformed); // no boundary
  }
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, stream, fileName) => {
    if (name !== fileField || file) {
      stream.resume();
      return;
    }
    file = { path: join(dir, `${randomBytes(16).toString('hex')}.part`), fileName };
    stream.on('limit', () => {
      tooLarge = true;
      // Stops reading the request: the rest of a file that is too large is never wanted.
      stream.destroy();
      parser.destroy(new Error('The file is over the limit'));
    });
    writes.push(pipeline(stream, createWriteStream(file.path, { flags: 'wx' })));
  });

  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
    return { file, fields };
  } catch {
    await Promise.allSettled(writes);
    if (file) await rm(file.path, { force: true });
    throw tooLarge ? new TooLarge(messages.tooLarge) : new InvalidInput(messages.malformed);
  }
}

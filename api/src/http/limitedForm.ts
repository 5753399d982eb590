import { HttpError } from './errors';

/**
 * The multipart form of a request whose body may hold at most `maxBytes`: refused by its
 * Content-Length before anything is read, or as soon as more than that has streamed in, so a
 * body without a length (chunked) is cut off too. Answers 413 `tooLarge`, or 400 `malformed`
 * for a body that is not a form.
 */
export async function formWithin(request: Request, maxBytes: number, messages: { tooLarge: string; malformed: string }): Promise<FormData> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new HttpError(413, messages.tooLarge);
  let received = 0;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(new HttpError(413, messages.tooLarge));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    // undici's formData() still gathers the whole body before parsing; a streaming multipart parser would not.
    return await new Response(counted, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new HttpError(received > maxBytes ? 413 : 400, received > maxBytes ? messages.tooLarge : messages.malformed);
  }
}

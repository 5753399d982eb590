// A carrier's export downloaded as text, chunk by chunk as it arrives. node:http rather than fetch:
// fetch inflates a gzip body on zlib's thread pool in 16 KB pieces, each a turn of the event loop,
// and a server answering requests meanwhile gives the refresh ~900 turns per 20,000 points; here the
// compressed bytes (~1/8 the size) are inflated at once by fflate's synchronous Gunzip as each
// socket read arrives, so the refresh needs a few dozen turns.
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { Gunzip } from 'fflate';

/** How long a download may take in all, body included. */
const DOWNLOAD_TIMEOUT_MS = 120_000;
const MAX_REDIRECTS = 5;
/**
 * Compressed bytes inflated at a time: about ten times as much text, so each piece of text stays a
 * small short-lived string rather than a megabyte one that lives in the heap until a full collection.
 */
const INFLATED_SLICE_BYTES = 4096;
/** Errors of a connection that broke before an answer: tried once more, a second later. */
const CONNECTION_ERRORS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/** GET `url`, following redirects, resolved with a 200 answer's head; any other answer is an error. */
function get(url: URL, signal: AbortSignal, redirects = 0): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    // A connection of its own (agent: false): a kept-alive one could be reused just as the server closes it.
    const request = send(url, { headers: { 'Accept-Encoding': 'gzip' }, agent: false, signal }, (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && redirects < MAX_REDIRECTS) {
        response.resume();
        resolve(get(new URL(location, url), signal, redirects + 1));
      } else if (status !== 200) {
        response.resume();
        reject(new Error(`${url.host} answered ${status}`));
      } else {
        resolve(response);
      }
    });
    request.on('error', reject).end();
  });
}

/** The body's bytes inflated when it came gzip-compressed; a body cut short throws. */
async function* inflated(response: IncomingMessage): AsyncGenerator<Uint8Array> {
  const encoding = response.headers['content-encoding'] ?? 'identity';
  if (encoding === 'identity') {
    yield* response;
    return;
  }
  if (encoding !== 'gzip') throw new Error(`the export came as ${encoding}, which the shop does not read`);
  const pieces: Uint8Array[] = [];
  const gunzip = new Gunzip((piece) => pieces.push(piece));
  const drained = () => pieces.splice(0);
  for await (const chunk of response as AsyncIterable<Uint8Array>) {
    for (let at = 0; at < chunk.length; at += INFLATED_SLICE_BYTES) {
      gunzip.push(chunk.subarray(at, at + INFLATED_SLICE_BYTES));
      yield* drained();
    }
  }
  gunzip.push(new Uint8Array(0), true); // throws when the compressed stream ends early
  yield* drained();
}

/** The export at `url` as UTF-8 text in chunks; throws when the download fails or breaks off. */
export async function* downloadText(url: string): AsyncGenerator<string> {
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  const response = await get(new URL(url), signal).catch(async (error: unknown) => {
    if (!CONNECTION_ERRORS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await sleep(1000);
    return get(new URL(url), signal);
  });
  const decoder = new TextDecoder('utf-8');
  for await (const bytes of inflated(response)) yield decoder.decode(bytes, { stream: true });
  yield decoder.decode();
}

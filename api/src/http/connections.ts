// Node's HTTP server at the edge, before the app sees a request: how long a client may take to send
// one, and the answer to a request Node itself refuses.
import { type Server, type ServerOptions, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

export interface RequestTimeouts {
  /** How long a client may take to send a request's headers. */
  headersMs: number;
  /** How long a client may take to send a whole request, its body included (an upload). */
  requestMs: number;
}

/** Node's options for the timeouts; Node checks them every `connectionsCheckingInterval` (its default: 30 s). */
export const timeoutOptions = ({ headersMs, requestMs }: RequestTimeouts): ServerOptions => ({
  headersTimeout: headersMs,
  requestTimeout: requestMs,
  connectionsCheckingInterval: Math.max(100, headersMs / 4),
});

/** Node's own refusals by the parser's error code; any other malformed request is a 400. */
const REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Hlavičky požadavku jsou příliš velké.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Požadavek nedorazil celý včas. Zkuste to prosím znovu.' },
};
const MALFORMED = { status: 400, message: 'Neplatný požadavek.' };

/**
 * A request Node refuses before the app sees it (headers too large, sent too slowly, malformed) is
 * answered as every other refusal, JSON { message }, and the connection is closed. Node's own answer
 * has an empty body.
 */
export function answerClientErrorsInJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: ServerResponse | null }) => {
    // Nothing can be answered on a connection the client has closed, or amid an answer already
    // under way on it (the check of Node's own handler).
    if (!socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ message });
    const answer =
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`;
    // Closed once it is sent, whatever the client does: a slow client must not keep the socket.
    socket.end(answer, () => socket.destroy());
  });
}

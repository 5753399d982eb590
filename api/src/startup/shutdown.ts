import type { Server, ServerResponse } from 'node:http';
import { killAfter } from './killAfter';

/** How long closing the rest (background work, the database) may take after the deadline. */
const CLOSING_MS = 5_000;

export interface ShutdownOptions {
  /** How long requests under way may take to finish before their connections are cut. */
  deadlineMs: number;
  /** Background work and the database, closed in this order once no request runs any more. */
  thenClose: Array<() => Promise<unknown>>;
  say: (line: string) => void;
}

async function closeInTurn(thenClose: ShutdownOptions['thenClose']): Promise<void> {
  for (const close of thenClose) await close();
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests under way finish (cutting
 * what still runs at the deadline), then close the rest and exit 0. A second signal changes nothing.
 * The stop is bounded whatever blocks it: the process is killed CLOSING_MS after the deadline.
 */
export function stopGracefullyOnSignals(server: Server, { deadlineMs, thenClose, say }: ShutdownOptions) {
  const underWay = new Set<ServerResponse>();
  let stopping = false;
  server.on('request', (_request, response: ServerResponse) => {
    underWay.add(response);
    response.once('close', () => {
      underWay.delete(response);
      // A kept-alive connection would otherwise hold the stop until its idle timeout.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    killAfter(deadlineMs + CLOSING_MS);
    say(
      `${signal}: no new connections; finishing the requests under way (at most ${deadlineMs / 1000} s; killed if not stopped ${CLOSING_MS / 1000} s after).`,
    );
    const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs).unref();
    // Closes the idle connections too; a request whose answer is still to come keeps its own.
    server.close(() => {
      clearTimeout(deadline);
      closeInTurn(thenClose).then(
        () => {
          say('Stopped.');
          process.exit(0);
        },
        (error: unknown) => {
          say(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    });
    for (const response of underWay) if (!response.headersSent) response.shouldKeepAlive = false;
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

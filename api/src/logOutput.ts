import type { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';

/** How much of the log may wait in memory for a reader that has stopped reading. */
export const LOG_BACKLOG_MAX_BYTES = 1024 * 1024;

/**
 * The log's way out: `output` (standard output) written so that a line it cannot take never holds
 * the server. Not pino's own destination (sonic-boom): at exit it flushes synchronously, and a write
 * that fails there, EPIPE included, is retried every 100 ms for good (Atomics.wait), so a server
 * whose log reader had just exited hung in its exit (issue 34). Node's stream never blocks on a pipe
 * or a socket: what the reader cannot take yet waits in memory, here at most LOG_BACKLOG_MAX_BYTES
 * (the lines after that are dropped and counted); once the reader is gone (EPIPE), every line is
 * dropped.
 */
export function nonBlockingOutput(output: Writable): DestinationStream {
  let dropped = 0;
  // EPIPE: the reader is gone. The stream is destroyed by it and takes no more lines, quietly.
  output.on('error', () => {});
  return {
    write(line: string) {
      if (output.writableLength > LOG_BACKLOG_MAX_BYTES) {
        dropped++;
        return;
      }
      if (dropped) {
        output.write(
          `${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: `${dropped} log lines dropped: the output did not take them` })}\n`,
        );
        dropped = 0;
      }
      output.write(line);
    },
  };
}

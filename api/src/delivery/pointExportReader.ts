import { on } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { PickupCarrier } from '@contract/delivery';
import { startWorker } from '../workerThreads';
import type { PointSources } from './carrierExports';
import type { CurrentPoint, ExportSummary, PointRow } from './exportChanges';
import { ExportUnreadableError } from './exportUnreadable';
import type { ExportJob, ReaderMessage, WorkerMessage } from './pointExportWorker';

/** Batches the worker reads ahead of those written: it keeps reading while one is written, and holds little. */
const BATCHES_AHEAD = 4;
/** How long a worker that has read an export waits for the next (a refresh reads one carrier after the other) before it ends. */
const KEPT_IDLE_MS = 60_000;

const idle = new Map<Worker, NodeJS.Timeout>();

/** An idle worker, or a new one. */
function takeWorker(): Worker {
  const [kept] = idle.keys();
  if (kept) {
    clearTimeout(idle.get(kept));
    idle.delete(kept);
    kept.ref();
    return kept;
  }
  const worker = startWorker(import.meta.url, 'pointExportWorker');
  worker.on('exit', () => {
    clearTimeout(idle.get(worker));
    idle.delete(worker);
  });
  return worker;
}

/** Keeps a worker that finished its export for the next one, for KEPT_IDLE_MS; an idle worker keeps no process alive. */
function keepWorker(worker: Worker) {
  worker.unref();
  idle.set(worker, setTimeout(() => void worker.terminate(), KEPT_IDLE_MS).unref());
}

/**
 * What a carrier's export changes in its `current` open points, read and compared in a worker thread
 * (pointExportWorker.ts), so the server's thread only passes the current list over and takes the
 * changed rows, `rowsPerBatch` at a time; the summary comes last. Throws ExportUnreadableError with
 * the worker's reason when a download fails or an export cannot be read. A worker that finished an
 * export is kept a while for the next; one the caller left early is ended.
 */
export async function* exportChanges(
  carrier: PickupCarrier,
  sources: PointSources,
  current: AsyncIterable<CurrentPoint[]>,
  rowsPerBatch: number,
): AsyncGenerator<{ rows: PointRow[] } | ExportSummary> {
  const worker = takeWorker();
  const send = (message: ReaderMessage) => worker.postMessage(message);
  const listening = new AbortController();
  let finished = false;
  try {
    const messages = on(worker, 'message', { signal: listening.signal, close: ['exit'] }) as AsyncIterable<[WorkerMessage]>;
    send({ job: { carrier, sources, rowsPerBatch, batchesAhead: BATCHES_AHEAD } satisfies ExportJob });
    for await (const points of current) send({ current: points });
    send({ currentEnd: true });
    for await (const [message] of messages) {
      finished = !('rows' in message);
      if ('unreadable' in message) throw new ExportUnreadableError(message.unreadable);
      if ('done' in message) return yield { listed: message.listed, missing: message.missing };
      send({ taken: true });
      yield { rows: message.rows };
    }
    throw new Error('The worker reading the pickup point export stopped before the export ended.');
  } finally {
    listening.abort();
    if (finished) keepWorker(worker);
    else await worker.terminate();
  }
}

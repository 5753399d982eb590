import { on } from 'node:events';
import type { PickupCarrier } from '@contract/delivery';
import { startWorker } from '../workerThreads';
import type { PointSources } from './carrierExports';
import type { CurrentPoint, ExportSummary, PointRow } from './exportChanges';
import { ExportUnreadableError } from './exportUnreadable';
import type { ExportJob, ReaderMessage, WorkerMessage } from './pointExportWorker';

/** Batches the worker reads ahead of those written: it keeps reading while one is written, and holds little. */
const BATCHES_AHEAD = 4;

/**
 * What a carrier's export changes in its `current` open points, read and compared in a worker thread
 * (pointExportWorker.ts), so the server's thread only passes the current list over and takes the
 * changed rows, `rowsPerBatch` at a time; the summary comes last. Throws ExportUnreadableError with
 * the worker's reason when a download fails or an export cannot be read; the worker ends with the
 * summary or when the caller stops early.
 */
export async function* exportChanges(
  carrier: PickupCarrier,
  sources: PointSources,
  current: AsyncIterable<CurrentPoint[]>,
  rowsPerBatch: number,
): AsyncGenerator<{ rows: PointRow[] } | ExportSummary> {
  const worker = startWorker(import.meta.url, 'pointExportWorker', {
    workerData: { carrier, sources, rowsPerBatch, batchesAhead: BATCHES_AHEAD } satisfies ExportJob,
  });
  const send = (message: ReaderMessage) => worker.postMessage(message);
  try {
    const messages = on(worker, 'message', { close: ['exit'] }) as AsyncIterable<[WorkerMessage]>;
    for await (const points of current) send({ current: points });
    send({ currentEnd: true });
    for await (const [message] of messages) {
      if ('unreadable' in message) throw new ExportUnreadableError(message.unreadable);
      if ('done' in message) return yield { listed: message.listed, missing: message.missing };
      send({ taken: true });
      yield { rows: message.rows };
    }
    throw new Error('The worker reading the pickup point export stopped before the export ended.');
  } finally {
    await worker.terminate();
  }
}

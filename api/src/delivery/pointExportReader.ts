import { on } from 'node:events';
import type { PickupCarrier } from '@contract/delivery';
import { startWorker } from '../workerThreads';
import type { PointSources } from './carrierExports';
import { ExportUnreadableError } from './exportUnreadable';
import type { ExportJob, ExportMessage, PointRow } from './pointExportWorker';

/** Batches the worker reads ahead of those written: it keeps reading while one is written, and holds little. */
const BATCHES_AHEAD = 4;

/**
 * A carrier's export as rows to store, `rowsPerBatch` at a time, read in a worker thread
 * (pointExportWorker.ts) so the server's thread only takes the ready rows. Throws
 * ExportUnreadableError with the worker's reason when a download fails or an export cannot be read;
 * the worker ends with the last batch or when the caller stops early.
 */
export async function* exportedRows(carrier: PickupCarrier, sources: PointSources, rowsPerBatch: number): AsyncGenerator<PointRow[]> {
  const worker = startWorker(import.meta.url, 'pointExportWorker', {
    workerData: { carrier, sources, rowsPerBatch, batchesAhead: BATCHES_AHEAD } satisfies ExportJob,
  });
  try {
    for await (const [message] of on(worker, 'message', { close: ['exit'] }) as AsyncIterable<[ExportMessage]>) {
      if ('unreadable' in message) throw new ExportUnreadableError(message.unreadable);
      if ('done' in message) return;
      worker.postMessage('taken');
      yield message.rows;
    }
    throw new Error('The worker reading the pickup point export stopped before the export ended.');
  } finally {
    await worker.terminate();
  }
}

// A carrier's export read in a worker thread (started by pointExportReader.ts): the download, its
// inflating and parsing, and its comparison with the current list (exportChanges.ts), whose changed
// rows it posts in batches. On the server's own thread this work held requests up for over 100 ms at
// a time, and comparing in SQL took most of a refresh's time there (issue 29).
import { parentPort, workerData } from 'node:worker_threads';
import type { PickupCarrier } from '@contract/delivery';
import { exportedPoints, type PointSources } from './carrierExports';
import { changedRows, comparable, type CurrentPoint, type ExportSummary, type PointRow } from './exportChanges';
import { ExportUnreadableError } from './exportUnreadable';

export interface ExportJob {
  carrier: PickupCarrier;
  sources: PointSources;
  rowsPerBatch: number;
  /** Batches posted ahead of those the reader took: the reader answers each it takes. */
  batchesAhead: number;
}

/** From the reader: a part of the current open list, its end, or a batch taken. */
export type ReaderMessage = { current: CurrentPoint[] } | { currentEnd: true } | { taken: true };

/** To the reader: a batch of changed rows; the summary at the end; or why the export cannot be read (ExportUnreadableError's message). */
export type WorkerMessage = { rows: PointRow[] } | ({ done: true } & ExportSummary) | { unreadable: string };

const port = parentPort!;
const job = workerData as ExportJob;
const current = new Map<string, string>();
let credits = job.batchesAhead;
let wake: (() => void) | undefined;
const currentRead = new Promise<void>((resolve) =>
  port.on('message', (message: ReaderMessage) => {
    if ('current' in message) for (const point of message.current) current.set(point.id, comparable(point));
    else if ('currentEnd' in message) resolve();
    else credits++;
    wake?.();
  }),
);

async function post(rows: PointRow[]) {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits--;
  port.postMessage({ rows } satisfies WorkerMessage);
}

async function read() {
  await currentRead;
  try {
    const changes = changedRows(exportedPoints(job.carrier, job.sources), current, job.rowsPerBatch);
    for (let next = await changes.next(); ; next = await changes.next()) {
      if (next.done) return port.postMessage({ done: true, ...next.value } satisfies WorkerMessage);
      await post(next.value);
    }
  } catch (error) {
    if (!(error instanceof ExportUnreadableError)) throw error;
    port.postMessage({ unreadable: error.message } satisfies WorkerMessage);
  }
}

void read();

// A carrier's export read in a worker thread (started by pointExportReader.ts): the download, its
// inflating and parsing, and its comparison with the current list (exportChanges.ts), whose changed
// rows it posts in batches. On the server's own thread this work held requests up for over 100 ms at
// a time, and comparing in SQL took most of a refresh's time there (issue 29).
import { parentPort } from 'node:worker_threads';
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

/** From the reader: an export to read, a part of the current open list it is compared with, the list's end, or a batch taken. */
export type ReaderMessage = { job: ExportJob } | { current: CurrentPoint[] } | { currentEnd: true } | { taken: true };

/** To the reader: a batch of changed rows; the summary at the end; or why the export cannot be read (ExportUnreadableError's message). */
export type WorkerMessage = { rows: PointRow[] } | ({ done: true } & ExportSummary) | { unreadable: string };

/** The export being read: the current list it is compared with, and how many batches it may still post ahead. */
interface Reading {
  current: Map<string, string>;
  credits: number;
  currentRead: () => void;
  wake?: () => void;
}

const port = parentPort!;
let reading: Reading | undefined;

port.on('message', (message: ReaderMessage) => {
  if ('job' in message) return void read(message.job);
  if (!reading) return; // the last batch of an export taken after it ended
  if ('current' in message) for (const point of message.current) reading.current.set(point.id, comparable(point));
  else if ('currentEnd' in message) reading.currentRead();
  else reading.credits++;
  reading.wake?.();
});

async function post(rows: PointRow[]) {
  while (reading!.credits === 0) await new Promise<void>((resolve) => (reading!.wake = resolve));
  reading!.credits--;
  port.postMessage({ rows } satisfies WorkerMessage);
}

/** Reads one export once the reader has passed the whole current list over; the worker then waits for the next. */
async function read(job: ExportJob) {
  const current = new Map<string, string>();
  await new Promise<void>((resolve) => (reading = { current, credits: job.batchesAhead, currentRead: resolve }));
  try {
    const changes = changedRows(exportedPoints(job.carrier, job.sources), current, job.rowsPerBatch);
    for (let next = await changes.next(); ; next = await changes.next()) {
      if (next.done) return port.postMessage({ done: true, ...next.value } satisfies WorkerMessage);
      await post(next.value);
    }
  } catch (error) {
    if (!(error instanceof ExportUnreadableError)) throw error;
    port.postMessage({ unreadable: error.message } satisfies WorkerMessage);
  } finally {
    reading = undefined;
  }
}

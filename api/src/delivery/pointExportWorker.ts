// A carrier's export read in a worker thread (started by pointExportReader.ts): the download, its
// inflating and parsing, and the rows the staging table takes, posted in batches as they are ready.
// On the server's own thread this work held requests up for over 100 ms at a time (issue 29).
import { parentPort, workerData } from 'node:worker_threads';
import type { PickupCarrier } from '@contract/delivery';
import { type ExportedPoint, exportedPoints, type PointSources } from './carrierExports';
import { ExportUnreadableError } from './exportUnreadable';
import { searchTextOf } from './pickupPoints';

export interface ExportJob {
  carrier: PickupCarrier;
  sources: PointSources;
  rowsPerBatch: number;
  /** Batches posted ahead of those the reader took: the reader answers each it takes with a message. */
  batchesAhead: number;
}

/** A point as pickup_points and pickup_point_staging store it. */
const pointRow = (point: ExportedPoint) => ({
  carrier: point.carrier,
  id: point.id,
  kind: point.kind,
  name: point.name,
  street: point.street,
  city: point.city,
  zip: point.zip,
  lat: point.lat,
  lon: point.lon,
  opening_hours: JSON.stringify(point.openingHours),
  wheelchair: point.wheelchair ? 1 : 0,
  card_payment: point.cardPayment ? 1 : 0,
  max_weight_kg: point.maxWeightKg,
  max_size_cm: point.maxSizeCm && JSON.stringify(point.maxSizeCm),
  name_folded: searchTextOf(point),
});

export type PointRow = ReturnType<typeof pointRow>;

/** A batch of rows; the end of the export; or why it cannot be read (ExportUnreadableError's message). */
export type ExportMessage = { rows: PointRow[] } | { done: true } | { unreadable: string };

const port = parentPort!;
const job = workerData as ExportJob;
let credits = job.batchesAhead;
let taken: (() => void) | undefined;
port.on('message', () => {
  credits++;
  taken?.();
});

async function post(rows: PointRow[]) {
  while (credits === 0) await new Promise<void>((resolve) => (taken = resolve));
  credits--;
  port.postMessage({ rows } satisfies ExportMessage);
}

async function read() {
  try {
    let rows: PointRow[] = [];
    for await (const point of exportedPoints(job.carrier, job.sources)) {
      if (point.carrier !== job.carrier) continue;
      rows.push(pointRow(point));
      if (rows.length < job.rowsPerBatch) continue;
      await post(rows);
      rows = [];
    }
    if (rows.length > 0) await post(rows);
    port.postMessage({ done: true } satisfies ExportMessage);
  } catch (error) {
    if (!(error instanceof ExportUnreadableError)) throw error;
    port.postMessage({ unreadable: error.message } satisfies ExportMessage);
  }
}

void read();

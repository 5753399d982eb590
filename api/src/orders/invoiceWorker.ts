// Renders invoices in a worker thread: one takes about 20 ms of synchronous pdfkit work, which on
// the server's event loop would hold up every request meanwhile.
import { parentPort } from 'node:worker_threads';
import type { Seller } from '../config';
import type { OrderJson } from '@contract/checkout/orderJson';
import { renderInvoice } from './invoice';
import { renderPackingSlips } from './packingSlip';
import type { CreditNoteFacts } from './taxDocument';

/** An invoice of one order (or with `creditNote` the credit note correcting it), or the packing slips of several (one PDF). */
export type InvoiceJob = { id: number; seller: Seller } & ({ order: OrderJson; creditNote?: CreditNoteFacts } | { packingSlips: OrderJson[] });

export type InvoiceResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Renders one job and answers it, with the PDF or the error: it never rejects. */
async function answer(job: InvoiceJob): Promise<void> {
  const { id, seller } = job;
  try {
    const pdf = 'order' in job ? await renderInvoice(job.order, seller, job.creditNote) : await renderPackingSlips(job.packingSlips, seller);
    parentPort!.postMessage({ id, pdf } satisfies InvoiceResult);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies InvoiceResult);
  }
}

parentPort!.on('message', (job: InvoiceJob) => void answer(job));

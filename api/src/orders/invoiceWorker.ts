// Renders invoices in a worker thread: one takes about 20 ms of synchronous pdfkit work, which on
// the server's event loop would hold up every request meanwhile.
import { parentPort } from 'node:worker_threads';
import type { Seller } from '../config';
import type { OrderJson } from '@contract/checkout/orderJson';
import { renderInvoice } from './invoice';
import type { CreditNoteFacts } from './taxDocument';

export interface InvoiceJob {
  id: number;
  order: OrderJson;
  seller: Seller;
  /** Render the credit note correcting the order's invoice instead. */
  creditNote?: CreditNoteFacts;
}

export type InvoiceResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Renders one job and answers it, with the PDF or the error: it never rejects. */
async function answer({ id, order, seller, creditNote }: InvoiceJob): Promise<void> {
  try {
    const pdf = await renderInvoice(order, seller, creditNote);
    parentPort!.postMessage({ id, pdf } satisfies InvoiceResult);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies InvoiceResult);
  }
}

parentPort!.on('message', (job: InvoiceJob) => void answer(job));

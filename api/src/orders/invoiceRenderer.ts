import type { Worker } from 'node:worker_threads';
import type { Seller } from '../config';
import { startWorker } from '../workerThreads';
import type { OrderJson } from '@contract/checkout/orderJson';
import type { InvoiceJob, InvoiceResult } from './invoiceWorker';
import type { CreditNoteFacts } from './taxDocument';

type JobWithoutId = InvoiceJob extends infer Job ? (Job extends InvoiceJob ? Omit<Job, 'id'> : never) : never;

export interface InvoiceRenderer {
  /** The order's invoice as PDF bytes, or with `creditNote` its credit note. */
  render(order: OrderJson, seller: Seller, creditNote?: CreditNoteFacts): Promise<Buffer>;
  /** The packing slips of the orders, a page each (orders/packingSlip.ts). */
  renderPackingSlips(orders: OrderJson[], seller: Seller): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Invoices rendered by one worker thread (invoiceWorker.ts), started with the first invoice and
 * started again after it died.
 */
export function invoiceRenderer(): InvoiceRenderer {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void; failure: string }>();

  function failAll(error: Error) {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const w = startWorker(import.meta.url, 'invoiceWorker');
    w.on('message', (result: InvoiceResult) => {
      const job = pending.get(result.id);
      pending.delete(result.id);
      if (pending.size === 0) w.unref();
      if ('pdf' in result) job?.resolve(Buffer.from(result.pdf));
      else job?.reject(new Error(`${job.failure}: ${result.error}`));
    });
    w.on('error', (error: Error) => failAll(error));
    w.on('exit', (code) => failAll(new Error(`The invoice worker stopped (exit code ${code})`)));
    worker = w;
    return w;
  }

  function submit(job: JobWithoutId, failure: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, failure });
      const w = started();
      w.ref(); // unref'd again when idle, so an idle renderer never keeps the process alive
      w.postMessage({ ...job, id } satisfies InvoiceJob);
    });
  }

  return {
    render: (order, seller, creditNote) => submit({ order, seller, creditNote }, 'Faktura se nepodařila vytvořit'),
    renderPackingSlips: (orders, seller) => submit({ packingSlips: orders, seller }, 'Dodací listy se nepodařilo vytvořit'),
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}

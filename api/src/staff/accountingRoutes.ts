import { Hono } from 'hono';
import { type AccountingExport, accountingFileName, type AccountingPeriod, accountingPeriodSchema } from '@contract/admin/accounting';
import { sellerOf } from '../config';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { validated } from '../http/validation';
import { documentsInPeriod } from '../orders/accountingPeriod';
import { invoiceCsv } from '../orders/invoiceCsv';
import { isdocArchive } from '../orders/isdocArchive';
import { pohodaExport } from '../orders/pohodaExport';

const period = validated('query', accountingPeriodSchema);

/** The bytes as a stream that asks for the next chunk only when the client has read the last one. */
function streamOf(bytes: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = bytes[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

const CONTENT_TYPE: Record<AccountingExport, string> = {
  'pohoda.xml': 'application/xml; charset=windows-1250',
  'isdoc.zip': 'application/zip',
  'invoices.csv': 'text/csv; charset=utf-8',
};

/** An export streamed as it is made, as a file to save. */
const download = (file: AccountingExport, period: AccountingPeriod, bytes: AsyncIterable<Uint8Array>) =>
  new Response(streamOf(bytes), {
    headers: {
      'Content-Type': CONTENT_TYPE[file],
      'Content-Disposition': `attachment; filename="${accountingFileName(file, period)}"`,
      'Cache-Control': 'no-store',
    },
  });

/** /api/admin/accounting: a period's invoices and credit notes for the accountant, administrators only. */
export const accountingExports = new Hono<AppEnv>()
  .get('/accounting/pohoda.xml', requireAdmin, period, (c) => {
    const range = c.req.valid('query');
    return download('pohoda.xml', range, pohodaExport(documentsInPeriod(c.var.db, range), sellerOf(c.var.config), range));
  })
  .get('/accounting/isdoc.zip', requireAdmin, period, (c) => {
    const range = c.req.valid('query');
    return download('isdoc.zip', range, isdocArchive(documentsInPeriod(c.var.db, range), sellerOf(c.var.config)));
  })
  .get('/accounting/invoices.csv', requireAdmin, period, (c) => {
    const range = c.req.valid('query');
    return download('invoices.csv', range, invoiceCsv(documentsInPeriod(c.var.db, range)));
  });

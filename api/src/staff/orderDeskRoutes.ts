import { Hono } from 'hono';
import { z } from 'zod';
import { bulkBodySchema, deskFilterSchema, deskMessages, idListSchema } from '@contract/admin/orderDesk';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { validated } from '../http/validation';
import { applyBulkAction } from './orderActions';
import { deskPage } from './orderDesk';
import { deskCsv } from './orderDeskCsv';
import { packingSlipsOf } from './packingSlips';

const exportQuery = deskFilterSchema.and(z.object({ lines: z.literal('1', { error: deskMessages.badLines }).optional() }));

/** Text chunks as the bytes of a streamed answer, each read only when the client has taken the one before. */
function streamed(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** /api/admin/orders: the order desk's list, its CSV exports, its bulk actions and packing slips (administrators). */
export const orderDesk = new Hono<AppEnv>()
  .get('/orders', requireAdmin, validated('query', deskFilterSchema), async (c) => c.json(await deskPage(c.var.db, c.req.valid('query'))))
  .get('/orders/export.csv', requireAdmin, validated('query', exportQuery), (c) => {
    const { lines, ...filter } = c.req.valid('query');
    const kind = lines ? 'lines' : 'orders';
    return new Response(streamed(deskCsv(c.var.db, filter, kind)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="objednavky${lines ? '-polozky' : ''}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  })
  .post('/orders/bulk', requireAdmin, validated('json', bulkBodySchema), async (c) => {
    const { action, orderIds, reason } = c.req.valid('json');
    const result = await applyBulkAction(c.var, action, orderIds, reason);
    return c.json(result);
  })
  .get('/orders/packing-slips', requireAdmin, validated('query', z.object({ ids: idListSchema })), async (c) => {
    const pdf = await packingSlipsOf(c.var.db, c.var.config, c.req.valid('query').ids);
    return new Response(new Uint8Array(pdf), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="dodaci-listy.pdf"', 'Cache-Control': 'no-store' },
    });
  });

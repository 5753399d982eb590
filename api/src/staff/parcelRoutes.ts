import { Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_LABEL_FORMAT, labelFormatSchema, labelsBodySchema } from '@contract/parcels';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { idParam, validated } from '../http/validation';
import { handOverParcel, parcelLabel, parcelLabels } from '../orders/parcels';

const orderId = validated('param', idParam('Neplatné ID objednávky'));
const labelQuery = validated('query', z.object({ format: labelFormatSchema.optional() }));

/** A label PDF as the browser opens it (inline), named after what it holds. */
const pdf = (bytes: Uint8Array, name: string) =>
  new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${name}.pdf"`, 'Cache-Control': 'no-store' },
  });

/** /api/orders for administrators: hand the order's parcel to Packeta, and its label. */
export const parcelAdmin = new Hono<AppEnv>()
  .post('/:id{[0-9]+}/parcel', requireAdmin, orderId, async (c) => c.json(await handOverParcel(c.var, c.req.valid('param').id)))
  .get('/:id{[0-9]+}/parcel/label', requireAdmin, orderId, labelQuery, async (c) => {
    const { id } = c.req.valid('param');
    return pdf(await parcelLabel(c.var, id, c.req.valid('query').format ?? DEFAULT_LABEL_FORMAT), `stitek-${id}`);
  });

/** /api/admin/parcels/labels: the labels of several handed-over orders in one PDF. */
export const parcelLabelBatch = new Hono<AppEnv>().post('/parcels/labels', requireAdmin, validated('json', labelsBodySchema), async (c) => {
  const { orderIds, format } = c.req.valid('json');
  return pdf(await parcelLabels(c.var, orderIds, format ?? DEFAULT_LABEL_FORMAT), 'stitky');
});

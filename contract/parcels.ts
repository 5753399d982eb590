// Handing parcels to the carrier (issue 29): the label formats staff print, the staff's view of an
// order's hand-over and the batch of labels, with their Czech messages.
import { z } from 'zod';
import type { PickupCarrier } from './delivery';

/** The label formats staff choose from: an A6 label on its own page (label printers) or four on an A4 sheet. */
export const LABEL_FORMATS = ['a6', 'a6-on-a4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
export const DEFAULT_LABEL_FORMAT: LabelFormat = 'a6-on-a4';

/** What staff copy to Česká pošta's form for a Balíkovna parcel, which has no API for its labels. */
export interface BalikovnaLabelJson {
  recipient: string;
  phone: string;
  email: string;
  /** The Balíkovna's own id, as Česká pošta's list names it. */
  pointId: string;
  pointName: string;
  /** 'street, zip city' */
  pointAddress: string;
  /** The parcel's weight from its products, kg, as Packeta's parcels are weighed. */
  weightKg: number;
  /** Kč to collect on delivery (a cash order not paid yet); null otherwise. */
  cashOnDelivery: number | null;
}

/** Staff only: whether the order goes to a carrier's point, and why its last hand-over failed. */
export interface ParcelHandoverJson {
  carrier: PickupCarrier | null;
  /** The carrier's refusal or outage of the last try, in Czech; null once the parcel exists or nothing failed. */
  failure: string | null;
  /** A Balíkovna order's label data; none for other orders. */
  balikovnaLabel?: BalikovnaLabelJson;
}

export const parcelMessages = {
  badFormat: 'Neznámý formát štítku. Zvolte A6 nebo A6 na A4.',
  noOrders: 'Vyberte alespoň jednu objednávku.',
  tooManyOrders: 'Štítky lze najednou tisknout nejvýše pro 100 objednávek.',
  badOrderId: 'Neplatné ID objednávky.',
} as const;

export const labelFormatSchema = z.enum(LABEL_FORMATS, { error: parcelMessages.badFormat });

/** POST /api/admin/parcels/labels: one PDF with the labels of these orders, in this order. */
export const labelsBodySchema = z
  .object({
    orderIds: z
      .array(
        z
          .number({ error: parcelMessages.badOrderId })
          .int(parcelMessages.badOrderId)
          .min(1, parcelMessages.badOrderId)
          .max(2_147_483_647, parcelMessages.badOrderId),
        {
          error: parcelMessages.noOrders,
        },
      )
      .min(1, parcelMessages.noOrders)
      .max(100, parcelMessages.tooManyOrders),
    format: labelFormatSchema.optional(),
  })
  .strict();
export type LabelsBody = z.infer<typeof labelsBodySchema>;

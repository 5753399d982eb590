// The order desk (issue 31): the state an order is in on the staff's desk, the desk's filters and
// bulk actions, and their Czech messages. The server's query and the screen read the same rule.
import { z } from 'zod';
import type { OrderJson } from '../checkout/orderJson';
import { PAYMENT_METHODS } from '../checkout/payment';
import { DELIVERY_METHOD_IDS } from '../delivery';
import { foldedForSearch } from '../searchFolding';

/** The facts a desk state is read from: the order's four flags and whether it is paid on receipt (cash). */
export interface DeskFacts {
  cancelled: boolean;
  delivered: boolean;
  sent: boolean;
  paid: boolean;
  payOnReceipt: boolean;
}

/**
 * The desk states, each the facts it requires; every order is in exactly one, the first that fits:
 * - cancelled: cancelled (whatever else it was);
 * - delivered: delivered and not cancelled;
 * - sent: sent (by staff or handed to the carrier), not delivered, not cancelled;
 * - paid ("zaplacené k odeslání"): paid and not sent, delivered or cancelled;
 * - new: not paid, not sent, delivered or cancelled, and paid on receipt (cash): nothing to wait for, it can go;
 * - waiting ("čeká na platbu"): not paid, not sent, delivered or cancelled, paid in advance (transfer, card).
 * The facts of each state exclude those of the states before it, so the tabs' counts add up to all orders.
 */
export const DESK_STATES = {
  new: { cancelled: false, delivered: false, sent: false, paid: false, payOnReceipt: true },
  waiting: { cancelled: false, delivered: false, sent: false, paid: false, payOnReceipt: false },
  paid: { cancelled: false, delivered: false, sent: false, paid: true },
  sent: { cancelled: false, delivered: false, sent: true },
  delivered: { cancelled: false, delivered: true },
  cancelled: { cancelled: true },
} as const satisfies Record<string, Partial<DeskFacts>>;

export type DeskState = keyof typeof DESK_STATES;
export const DESK_STATE_IDS = Object.keys(DESK_STATES) as DeskState[];

/** The payment method paid on receipt, the one fact of DeskFacts that is not a flag. */
export const PAY_ON_RECEIPT_METHOD = PAYMENT_METHODS.cash;

/** The one desk state these facts are in. */
export function deskStateOf(facts: DeskFacts): DeskState {
  const fits = (required: Partial<DeskFacts>) => Object.entries(required).every(([fact, value]) => facts[fact as keyof DeskFacts] === value);
  return DESK_STATE_IDS.find((state) => fits(DESK_STATES[state]))!;
}

/** The desk state of an order as the API answers it. */
export const deskStateOfOrder = (order: OrderJson): DeskState =>
  deskStateOf({
    cancelled: order.isCancelled,
    delivered: order.isDelivered,
    sent: order.isSent,
    paid: order.isPaid,
    payOnReceipt: order.paymentMethod === PAY_ON_RECEIPT_METHOD,
  });

export const DESK_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc', 'name'] as const;
export type DeskSort = (typeof DESK_SORTS)[number];

/** Orders per page of the desk. */
export const DESK_PAGE_SIZE = 50;

/** At most this many orders in one bulk action or one batch of packing slips. */
export const DESK_BATCH_LIMIT = 200;

/** What the desk refuses, and why, in Czech. */
export const deskMessages = {
  badState: 'Neznámý stav objednávky.',
  badPayment: 'Neznámý způsob platby.',
  badDelivery: 'Neznámý způsob dopravy.',
  badDate: 'Datum zadejte ve tvaru RRRR-MM-DD.',
  datesReversed: 'Datum „od“ musí být nejpozději datum „do“.',
  badSearch: 'Hledaný text může mít nejvýše 100 znaků.',
  badSort: 'Neznámé řazení.',
  badPage: 'Neplatné číslo stránky.',
  badLines: 'Parametr lines může být jen 1.',
  badAction: 'Neznámá hromadná akce.',
  badOrderId: 'Neplatné ID objednávky.',
  noOrders: 'Vyberte alespoň jednu objednávku.',
  tooManyOrders: `Najednou lze zpracovat nejvýše ${DESK_BATCH_LIMIT} objednávek.`,
  reasonMissing: 'Uveďte prosím důvod zrušení.',
  reasonTooLong: 'Důvod zrušení může mít nejvýše 500 znaků.',
  ordersNotFound: (ids: number[]) => `Objednávky s ID ${ids.join(', ')} neexistují.`,
  failedOnServer: 'Na serveru se stala chyba; objednávka zůstala, jak byla.',
  badIds: `Uveďte ID objednávek oddělená čárkou (nejvýše ${DESK_BATCH_LIMIT}).`,
} as const;

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z
  .string({ error: deskMessages.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, deskMessages.badDate)
  .refine((text) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), deskMessages.badDate);

/** The desk's filters as the URL (of the screen and of the API) carries them; a filter left out is no filter. */
export const deskFilterSchema = z
  .object({
    state: z.enum(DESK_STATE_IDS, { error: deskMessages.badState }).optional(),
    payment: z.enum(Object.values(PAYMENT_METHODS), { error: deskMessages.badPayment }).optional(),
    delivery: z.enum(DELIVERY_METHOD_IDS, { error: deskMessages.badDelivery }).optional(),
    from: day.optional(),
    to: day.optional(),
    q: z.string({ error: deskMessages.badSearch }).trim().max(100, deskMessages.badSearch).optional(),
    sort: z.enum(DESK_SORTS, { error: deskMessages.badSort }).default('newest'),
    page: z
      .string({ error: deskMessages.badPage })
      .regex(/^\d{1,6}$/, deskMessages.badPage)
      .transform(Number)
      .pipe(z.number().min(1, deskMessages.badPage))
      .default(1),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: deskMessages.datesReversed });

export type DeskFilter = z.output<typeof deskFilterSchema>;
/** The filter as the address carries it, before it is checked. */
export type DeskQuery = z.input<typeof deskFilterSchema>;

/** GET /api/admin/orders: one page of the filtered orders, and per state how many orders the other filters leave. */
export interface DeskPageJson {
  orders: OrderJson[];
  page: number;
  pages: number;
  counts: Record<DeskState, number>;
}

const orderId = z
  .number({ error: deskMessages.badOrderId })
  .int(deskMessages.badOrderId)
  .min(1, deskMessages.badOrderId)
  .max(2_147_483_647, deskMessages.badOrderId);

export const BULK_ACTIONS = ['pay', 'send', 'handover', 'cancel'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /api/admin/orders/bulk; a cancel needs its reason, which the order keeps. */
export const bulkBodySchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: deskMessages.badAction }),
    orderIds: z
      .array(orderId, { error: deskMessages.noOrders })
      .min(1, deskMessages.noOrders)
      .max(DESK_BATCH_LIMIT, deskMessages.tooManyOrders)
      .transform((ids) => [...new Set(ids)]),
    reason: z.string({ error: deskMessages.reasonMissing }).trim().max(500, deskMessages.reasonTooLong).optional(),
  })
  .refine((body) => body.action !== 'cancel' || Boolean(body.reason), { message: deskMessages.reasonMissing, path: ['reason'] });

export type BulkBody = z.output<typeof bulkBodySchema>;

export interface BulkResultJson {
  done: number[];
  failed: { id: number; message: string }[];
}

/** ?ids=1,2,3 of the packing slips: distinct ids, in the order given. */
export const idListSchema = z
  .string({ error: deskMessages.badIds })
  .regex(/^\d{1,10}(,\d{1,10})*$/, deskMessages.badIds)
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.length <= DESK_BATCH_LIMIT && ids.every((id) => id >= 1 && id <= 2_147_483_647), deskMessages.badIds);

/** The optional body of PUT /api/orders/{id}/cancel: the reason the order keeps. */
export const cancelBodySchema = z.object({ reason: z.string().trim().max(500, deskMessages.reasonTooLong).optional() });

/** A phone number as searched: its digits alone, so `+420 777 123 456` and `777123456` meet. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The text the desk searches an order by, folded (no diacritics, lower case): its number (also the
 * variable symbol), the customer's, delivery and billing names, the e-mail and the phone's digits.
 * The server keeps it in orders.search_text, written with the order.
 */
export const orderSearchText = (order: { orderNumber: number; name: string; shipName: string; billingName: string; email: string; phone: string }) =>
  [order.orderNumber, order.name, order.shipName, order.billingName, order.email, digitsOf(order.phone)].map((part) => foldedForSearch(String(part))).join(' ');

/** What a search looks for: every word of it, folded; a phone number typed with spaces is one word of digits. */
export function deskSearchWords(q: string): string[] {
  const folded = foldedForSearch(q).trim();
  if (/^\+?[\d\s]+$/.test(folded)) return [digitsOf(folded)];
  return folded.split(/\s+/).filter(Boolean).slice(0, 8);
}

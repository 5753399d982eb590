// Handing an order's parcel to Packeta (issue 29): one packet per order, however often and however
// many staff ask at once; its labels; and the status check that marks a picked-up parcel delivered.
// A hand-over claims the order's parcels row first (a lease), then calls Packeta outside any
// transaction, then records the answer: the packet and the customer's "odesláno" mail together, or
// the failure staff see. The order row itself changes only when Packeta says the parcel was picked up.
import { setTimeout as sleep } from 'node:timers/promises';
import { type ParcelJson, parcelWeightKg, PICKUP_CARRIERS, type PickupCarrier } from '@contract/delivery';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import type { OrderJson } from '@contract/checkout/orderJson';
import type { BalikovnaLabelJson, LabelFormat, ParcelHandoverJson } from '@contract/parcels';
import { toKc } from '@contract/money';
import type { Db } from '../db/open';
import type { OrderRow, ParcelRow } from '../db/schema';
import { Conflict, NotFound, ProviderFailed, Unavailable } from '../domainErrors';
import type { Deps } from '../env';
import { announceOrderEvent } from './orderEvents';
import { ORDERS_PICKUP_POINT_COLUMNS, PARCEL_COLUMNS, parcelOf, pickupPointOf, type PickupPointColumns } from './orderMapping';
import { changeOrderState } from './orderStates';
import { PACKET_DELIVERED, type PacketaClient, PacketaFailed, type PacketaLabelFormat, packetaTrackingUrl } from './packeta';

type ParcelDeps = Pick<Deps, 'db' | 'config' | 'now' | 'wakeMailSender' | 'packeta'>;

export const handoverMessages = {
  notConfigured: 'Předávání zásilek Zásilkovně není nastavené (chybí PACKETA_API_PASSWORD).',
  notPacketa: 'Objednávka se nedoručuje na výdejní místo Zásilkovny.',
  balikovna: 'Balíkovna nemá rozhraní pro předání zásilek: zásilku podejte na poště, údaje pro štítek najdete u objednávky.',
  cancelled: 'Zrušenou objednávku nelze předat dopravci.',
  delivered: 'Doručenou objednávku už nelze předat dopravci.',
  stillRunning: 'Objednávku právě předává Zásilkovně někdo jiný. Zkuste to prosím za chvíli znovu.',
  notHandedOver: (orderNumbers: number[]) =>
    orderNumbers.length === 1
      ? `Objednávka č. ${orderNumbers[0]} ještě nebyla předána Zásilkovně.`
      : `Objednávky č. ${orderNumbers.join(', ')} ještě nebyly předány Zásilkovně.`,
  notFound: 'Objednávka nenalezena',
  someNotFound: (ids: number[]) => `Objednávky s ID ${ids.join(', ')} neexistují.`,
} as const;

/**
 * How long a hand-over holds its claim: more than the Packeta client's 20 s timeout with its
 * answer recorded, so a claim runs out only when its process died, and a second createPacket is
 * then the only way to hand the order over.
 */
export const HANDOVER_LEASE_MS = 60_000;

const PACKETA_FORMATS: Record<LabelFormat, PacketaLabelFormat> = { a6: 'A6 on A6', 'a6-on-a4': 'A6 on A4' };

const isPickupCarrier = (carrier: string | null): carrier is PickupCarrier => (PICKUP_CARRIERS as readonly (string | null)[]).includes(carrier);

function packetaOf(deps: Pick<Deps, 'packeta'>): PacketaClient {
  if (!deps.packeta) throw new Unavailable(handoverMessages.notConfigured);
  return deps.packeta;
}

/** The order's parcel as its JSON reads it, with the state of a hand-over under way or failed. */
const parcelState = (db: Db, orderId: number) =>
  db
    .selectFrom('parcels')
    .select([...PARCEL_COLUMNS, 'parcels.claimed_until', 'parcels.last_error'])
    .where('parcels.order_id', '=', orderId)
    .executeTakeFirst();

/** The parcels' weights in kg by order, by the rule an order's point was checked with (parcelWeightKg); a line whose product is gone counts as one without a weight. */
async function weightsKg(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  const lines = await db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select(['order_items.order_id', 'order_items.qty', 'products.weight'])
    .where('order_items.order_id', 'in', orderIds)
    .execute();
  return new Map(
    orderIds.map((orderId) => [
      orderId,
      parcelWeightKg(lines.filter((line) => line.order_id === orderId).map((line) => ({ weight: line.weight ?? '', qty: line.qty }))),
    ]),
  );
}

/** Kč the carrier collects on delivery: a cash order's total while it is unpaid; undefined otherwise. */
const cashOnDelivery = (order: Pick<OrderRow, 'payment_method' | 'is_paid' | 'total_price'>) =>
  order.payment_method === PAYMENT_METHODS.cash && !order.is_paid ? toKc(order.total_price) : undefined;

/** Packeta's name and surname from the one name the order has: the last word is the surname. */
function nameParts(fullName: string): { name: string; surname: string } {
  const words = fullName.trim().split(/\s+/);
  const surname = words.pop() ?? '';
  return { name: words.join(' ') || surname, surname };
}

async function orderToHandOver(db: Db, orderId: number) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new NotFound(handoverMessages.notFound);
  return order;
}

/** Takes the order's hand-over: true when this call is to create the packet; false when another holds it or has created it. */
async function claimHandover(db: Db, orderId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const claimedUntil = new Date(now.getTime() + HANDOVER_LEASE_MS).toISOString();
  const claimed = await db
    .insertInto('parcels')
    .values({ order_id: orderId, carrier: 'packeta', status: 'creating', claimed_until: claimedUntil, created_at: at })
    .onConflict((oc) =>
      oc
        .column('order_id')
        .doUpdateSet({ status: 'creating', claimed_until: claimedUntil })
        .where((eb) => eb.or([eb('parcels.status', '=', 'failed'), eb.and([eb('parcels.status', '=', 'creating'), eb('parcels.claimed_until', '<', at)])])),
    )
    .returning('order_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The parcel another hand-over of the order is creating, once it has finished (or its claim ran out). */
async function parcelOfOtherHandover(deps: ParcelDeps, orderId: number): Promise<ParcelJson> {
  for (;;) {
    const row = await parcelState(deps.db, orderId);
    const parcel = row && parcelOf(row);
    if (parcel) return parcel;
    if (row?.parcel_status === 'failed') throw new ProviderFailed(row.last_error ?? handoverMessages.stillRunning);
    if (!row || (row.claimed_until ?? '') < deps.now().toISOString()) throw new Conflict(handoverMessages.stillRunning);
    await sleep(100);
  }
}

async function recordFailure(db: Db, orderId: number, message: string): Promise<void> {
  await db
    .updateTable('parcels')
    .set({ status: 'failed', claimed_until: null, last_error: message })
    .where('order_id', '=', orderId)
    .where('status', '=', 'creating')
    .execute();
}

/**
 * Hands the order's parcel to Packeta and answers it; an order already handed over answers its
 * parcel again, and concurrent calls send one createPacket. A refusal or outage of Packeta leaves the
 * order as it was and is kept as the reason staff see (502 with the Czech message).
 */
export async function handOverParcel(deps: ParcelDeps, orderId: number): Promise<ParcelJson> {
  const { db } = deps;
  const existing = await parcelState(db, orderId);
  const handedOver = existing && parcelOf(existing);
  if (handedOver) return handedOver;
  const order = await orderToHandOver(db, orderId);
  if (order.is_cancelled) throw new Conflict(handoverMessages.cancelled);
  if (order.is_delivered) throw new Conflict(handoverMessages.delivered);
  if (order.pickup_carrier === 'balikovna') throw new Conflict(handoverMessages.balikovna);
  if (order.pickup_carrier !== 'packeta' || !order.pickup_point_id) throw new Conflict(handoverMessages.notPacketa);
  const packeta = packetaOf(deps);
  const weight = (await weightsKg(db, [orderId])).get(orderId) ?? 0;

  if (!(await claimHandover(db, orderId, deps.now()))) return parcelOfOtherHandover(deps, orderId);
  const value = toKc(order.total_price);
  let packet;
  try {
    packet = await packeta.createPacket({
      number: String(order.order_number),
      ...nameParts(order.ship_name),
      email: order.email,
      phone: order.ship_phone || undefined,
      addressId: order.pickup_point_id,
      value,
      cod: cashOnDelivery(order),
      currency: 'CZK',
      weight,
    });
  } catch (error) {
    await recordFailure(db, orderId, error instanceof PacketaFailed ? error.message : 'Předání Zásilkovně selhalo na serveru obchodu.');
    throw error;
  }
  const trackingUrl = packetaTrackingUrl(packet.barcode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('parcels')
      .set({ status: 'created', claimed_until: null, parcel_id: packet.id, barcode: packet.barcode, tracking_url: trackingUrl, last_error: null })
      .where('order_id', '=', orderId)
      .execute();
    // Handed to the carrier is sent (an order marked sent by hand before keeps its time).
    const stamp = deps.now().toISOString();
    await trx.updateTable('orders').set({ is_sent: 1, sent_at: stamp, updated_at: stamp }).where('id', '=', orderId).where('is_sent', '=', 0).execute();
    await announceOrderEvent(trx, deps, { orderId, event: 'sent' }, deps.now());
  });
  deps.wakeMailSender?.();
  return { carrier: 'packeta', parcelId: packet.id, barcode: packet.barcode, trackingUrl };
}

/** The created parcels of these orders, in the order asked; 404 for an unknown order, 409 naming those not handed over yet. */
async function createdParcels(db: Db, orderIds: number[]): Promise<ParcelRow[]> {
  const orders = await db
    .selectFrom('orders')
    .leftJoin('parcels', 'parcels.order_id', 'orders.id')
    .select(['orders.id', 'orders.order_number', 'parcels.status'])
    .where('orders.id', 'in', orderIds)
    .execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  const unknown = orderIds.filter((id) => !byId.has(id));
  if (unknown.length) throw new NotFound(orderIds.length === 1 ? handoverMessages.notFound : handoverMessages.someNotFound(unknown));
  const waiting = orderIds.filter((id) => byId.get(id)!.status !== 'created');
  if (waiting.length) throw new Conflict(handoverMessages.notHandedOver(waiting.map((id) => byId.get(id)!.order_number)));
  const parcels = await db.selectFrom('parcels').selectAll().where('order_id', 'in', orderIds).execute();
  const parcelOf = new Map(parcels.map((p) => [p.order_id, p]));
  return orderIds.map((id) => parcelOf.get(id)!);
}

/** The label of the order's parcel as Packeta renders it (PDF). */
export async function parcelLabel(deps: Pick<Deps, 'db' | 'packeta'>, orderId: number, format: LabelFormat): Promise<Uint8Array> {
  const [parcel] = await createdParcels(deps.db, [orderId]);
  return packetaOf(deps).packetLabelPdf(parcel!.parcel_id!, PACKETA_FORMATS[format]);
}

/** The labels of several orders' parcels in one PDF, in the order asked (each order once). */
export async function parcelLabels(deps: Pick<Deps, 'db' | 'packeta'>, orderIds: number[], format: LabelFormat): Promise<Uint8Array> {
  const parcels = await createdParcels(deps.db, [...new Set(orderIds)]);
  return packetaOf(deps).packetsLabelsPdf(
    parcels.map((p) => p.parcel_id!),
    PACKETA_FORMATS[format],
  );
}

type LabelColumns = PickupPointColumns & Pick<OrderRow, 'ship_name' | 'ship_phone' | 'email' | 'payment_method' | 'is_paid' | 'total_price'>;

/** What staff copy to Česká pošta's form for the order's Balíkovna parcel. */
function balikovnaLabel(row: LabelColumns, weightKg: number): BalikovnaLabelJson {
  const point = pickupPointOf(row)!;
  return {
    recipient: row.ship_name,
    phone: row.ship_phone,
    email: row.email,
    pointId: point.id,
    pointName: point.name,
    pointAddress: `${point.street}, ${point.zip} ${point.city}`,
    weightKg,
    cashOnDelivery: cashOnDelivery(row) ?? null,
  };
}

/** Staff's view of the orders' hand-over: the carrier of the point each goes to, why its last hand-over failed, and a Balíkovna parcel's label data. */
export async function withParcelHandovers(db: Db, orders: OrderJson[]): Promise<OrderJson[]> {
  if (orders.length === 0) return orders;
  const rows = await db
    .selectFrom('orders')
    .leftJoin('parcels', 'parcels.order_id', 'orders.id')
    .select([
      'orders.id',
      ...ORDERS_PICKUP_POINT_COLUMNS,
      'orders.ship_name',
      'orders.ship_phone',
      'orders.email',
      'orders.payment_method',
      'orders.is_paid',
      'orders.total_price',
      'parcels.status',
      'parcels.last_error',
    ])
    .where(
      'orders.id',
      'in',
      orders.map((o) => o._id),
    )
    .execute();
  const toBalikovna = rows.filter((r) => r.pickup_carrier === 'balikovna' && r.pickup_point_id !== null);
  const weights = toBalikovna.length
    ? await weightsKg(
        db,
        toBalikovna.map((r) => r.id),
      )
    : new Map<number, number>();
  const handovers = new Map(
    rows.map((r): [number, ParcelHandoverJson] => [
      r.id,
      {
        carrier: isPickupCarrier(r.pickup_carrier) ? r.pickup_carrier : null,
        failure: r.status === 'failed' ? r.last_error : null,
        ...(toBalikovna.includes(r) && { balikovnaLabel: balikovnaLabel(r, weights.get(r.id) ?? 0) }),
      },
    ]),
  );
  return orders.map((order) => ({ ...order, parcelHandover: handovers.get(order._id) }));
}

/**
 * Asks Packeta for the state of every handed-over parcel of an open order and marks the order
 * delivered, through the staff's own transition, once the customer has picked the parcel up.
 * Answers how many orders it marked; Packeta unreachable is reported and the next round tries again.
 */
export async function checkParcelStatuses(deps: Pick<Deps, 'db' | 'config' | 'now' | 'log' | 'packeta'>): Promise<number> {
  if (!deps.packeta) return 0;
  const parcels = await deps.db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.order_id')
    .select(['parcels.order_id', 'parcels.parcel_id', 'orders.order_number'])
    .where('parcels.status', '=', 'created')
    .where('parcels.carrier', '=', 'packeta')
    .where('orders.is_delivered', '=', 0)
    .where('orders.is_cancelled', '=', 0)
    .orderBy('parcels.order_id')
    .execute();
  let delivered = 0;
  for (const parcel of parcels) {
    try {
      const status = await deps.packeta.packetStatus(parcel.parcel_id!);
      await deps.db
        .updateTable('parcels')
        .set({ carrier_status: status.codeText, status_checked_at: deps.now().toISOString() })
        .where('order_id', '=', parcel.order_id)
        .execute();
      if (status.statusCode !== PACKET_DELIVERED) continue;
      await changeOrderState(deps, parcel.order_id, 'deliver', deps.now());
      delivered++;
    } catch (error) {
      deps.log.warn({ err: error, orderNumber: parcel.order_number }, 'The state of a Packeta parcel could not be settled; trying again later');
    }
  }
  return delivered;
}

/** Runs checkParcelStatuses every `minutes` (PACKETA_STATUS_CHECK_MINUTES); stop() ends it. */
export function startParcelStatusChecks(deps: Pick<Deps, 'db' | 'config' | 'now' | 'log' | 'packeta'>, minutes: number): { stop: () => void } {
  const check = () => void checkParcelStatuses(deps).catch((error: unknown) => deps.log.error({ err: error }, 'Checking Packeta parcels failed'));
  const timer = setInterval(check, minutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

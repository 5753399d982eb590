// The delivery methods as staff set them: what a customer is offered, and the administrator's edit.
import type { Carrier, DeliveryMethodId, DeliveryMethodJson, DeliveryMethodUpdate } from '@contract/delivery';
import { PICKUP_CARRIER_OF } from '@contract/delivery';
import { toHalere, toKc } from '@contract/money';
import type { Db } from '../db/open';
import type { Selectable } from 'kysely';
import type { DeliveryMethodsTable } from '../db/schema';
import { Conflict, NotFound } from '../domainErrors';
import type { AppConfig } from '../config';

type MethodRow = Selectable<DeliveryMethodsTable>;

export const deliveryMethodMessages = {
  notFound: 'Způsob doručení nenalezen',
  packetaUnavailable: 'Zásilkovnu nelze nabídnout: provozovatel obchodu nenastavil PACKETA_API_KEY a PACKETA_API_PASSWORD.',
} as const;

/** Whether the installation may offer the method at all: production offers Packeta only with its credentials. */
const installed = (config: Pick<AppConfig, 'packetaUnavailable'>, id: string) => !(id === 'packeta' && config.packetaUnavailable);

export function toMethodJson(row: MethodRow): DeliveryMethodJson {
  const id = row.id as DeliveryMethodId;
  return {
    id,
    name: row.name,
    price: toKc(row.price),
    carrier: row.carrier as Carrier,
    needsPickupPoint: PICKUP_CARRIER_OF[id] !== undefined,
    freeFrom: row.free_from === null ? null : toKc(row.free_from),
    countries: JSON.parse(row.countries) as string[],
    enabled: row.enabled === 1,
  };
}

/** The methods in their order: the offered ones, or with `all` every one (staff; one the installation cannot offer shows as not enabled). */
export async function deliveryMethods(db: Db, config: Pick<AppConfig, 'packetaUnavailable'>, { all = false } = {}): Promise<DeliveryMethodJson[]> {
  const rows = await db.selectFrom('delivery_methods').selectAll().orderBy('position').execute();
  const methods = rows.map((row) => ({ ...toMethodJson(row), enabled: row.enabled === 1 && installed(config, row.id) }));
  return all ? methods : methods.filter((method) => method.enabled);
}

/** One offered method's row, or undefined when it is unknown or not offered now. */
export async function offeredMethod(db: Db, config: Pick<AppConfig, 'packetaUnavailable'>, id: string) {
  const row = await db.selectFrom('delivery_methods').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();
  return row && installed(config, row.id) ? row : undefined;
}

/** The administrator's edit of a method's price, free-from amount and whether it is offered. */
export async function updateDeliveryMethod(
  db: Db,
  config: Pick<AppConfig, 'packetaUnavailable'>,
  id: string,
  update: DeliveryMethodUpdate,
): Promise<DeliveryMethodJson> {
  if (update.enabled && !installed(config, id)) throw new Conflict(deliveryMethodMessages.packetaUnavailable);
  const row = await db
    .updateTable('delivery_methods')
    .set({ price: toHalere(update.price), free_from: update.freeFrom === null ? null : toHalere(update.freeFrom), enabled: update.enabled ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFound(deliveryMethodMessages.notFound);
  return toMethodJson(row);
}

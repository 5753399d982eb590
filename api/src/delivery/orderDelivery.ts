// The delivery an order names, checked and priced on the server: the method must be offered and
// deliver to the address's country; a pickup method needs an open point of its carrier that takes
// the parcel. The order keeps the method's name and the point as they were.
import type { Transaction } from 'kysely';
import { deliveryMessages, deliversTo, type DeliveryMethodId, PICKUP_CARRIER_OF, type ParcelFacts, pointTakes } from '@contract/delivery';
import type { PricedMethod } from '@contract/checkout/pricing';
import type { Database, OrdersTable } from '../db/schema';
import { InvalidInput } from '../domainErrors';
import type { AppConfig } from '../config';
import { offeredMethod } from './deliveryMethods';
import { pickupPointById, toPointJson } from './pickupPoints';

type DeliveryColumns = Required<
  Pick<
    OrdersTable,
    'delivery_name' | 'pickup_carrier' | 'pickup_point_id' | 'pickup_point_name' | 'pickup_point_street' | 'pickup_point_city' | 'pickup_point_zip'
  >
> & { delivery_method: string };

export interface ChosenDelivery {
  /** What the totals price: the method's price and free-from amount, haléře. */
  priced: PricedMethod;
  /** The order's delivery columns. */
  columns: DeliveryColumns;
}

/** The customer's choice as POST /api/orders carries it. */
export interface DeliveryChoice {
  deliveryMethod: DeliveryMethodId;
  pickupPointId?: string;
}

/** The checked delivery of an order to `country` whose parcel is `parcel`; InvalidInput (400) with the Czech reason otherwise. */
export async function chosenDelivery(
  trx: Transaction<Database>,
  config: Pick<AppConfig, 'packetaUnavailable'>,
  choice: DeliveryChoice,
  country: string,
  parcel: ParcelFacts,
): Promise<ChosenDelivery> {
  const method = await offeredMethod(trx, config, choice.deliveryMethod);
  if (!method) throw new InvalidInput(deliveryMessages.unknownMethod);
  if (!deliversTo(JSON.parse(method.countries) as string[], country)) throw new InvalidInput(deliveryMessages.methodNotForCountry);
  const priced = { price: method.price, freeFrom: method.free_from };
  const carrier = PICKUP_CARRIER_OF[choice.deliveryMethod];
  const noPoint = {
    pickup_carrier: null,
    pickup_point_id: null,
    pickup_point_name: null,
    pickup_point_street: null,
    pickup_point_city: null,
    pickup_point_zip: null,
  };
  if (!carrier) return { priced, columns: { delivery_method: method.id, delivery_name: method.name, ...noPoint } };

  if (!choice.pickupPointId) throw new InvalidInput(deliveryMessages.pointMissing);
  const row = await pickupPointById(trx, carrier, choice.pickupPointId);
  if (!row) throw new InvalidInput(deliveryMessages.unknownPoint);
  if (row.closed_at !== null) throw new InvalidInput(deliveryMessages.closedPoint);
  if (!pointTakes(toPointJson(row), parcel)) throw new InvalidInput(deliveryMessages.pointTooSmall);
  return {
    priced,
    columns: {
      delivery_method: method.id,
      delivery_name: method.name,
      pickup_carrier: carrier,
      pickup_point_id: row.id,
      pickup_point_name: row.name,
      pickup_point_street: row.street,
      pickup_point_city: row.city,
      pickup_point_zip: row.zip,
    },
  };
}

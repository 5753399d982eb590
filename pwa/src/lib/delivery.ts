// The delivery calls of issue 29: the methods through the typed client, and a network's whole point
// list as a conditional request (its ETag), which answers 304 when the list held is still current.
import type { CompactPointListJson, DeliveryMethodJson, PickupCarrier } from '@contract/delivery';
import { answer, API_BASE, client } from './client';

/** GET /api/delivery-methods: the methods offered now. */
export const fetchDeliveryMethods = (): Promise<DeliveryMethodJson[]> => answer(client['delivery-methods'].$get());

/** A network's whole list, or null when the one held (its ETag) is still current. */
export type PointListAnswer = { list: CompactPointListJson; etag: string | null } | null;

/** GET /api/pickup-points/{carrier}.json, conditional on the ETag of the list held. */
export async function fetchPointList(carrier: PickupCarrier, etag: string | null): Promise<PointListAnswer> {
  const response = await fetch(`${API_BASE}/pickup-points/${carrier}.json`, { headers: etag ? { 'If-None-Match': etag } : {} });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`pickup points ${response.status}`);
  return { list: (await response.json()) as CompactPointListJson, etag: response.headers.get('ETag') };
}

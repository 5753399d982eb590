// The delivery calls of issue 29, typed with the contract. Plain fetches until the typed client
// (lib/client) sees delivery/server's routes; then these become client calls.
import type { CompactPointListJson, DeliveryMethodJson, PickupCarrier } from '@contract/delivery';
import { apiFetch } from './api';
import { API_BASE } from './client';

/** GET /api/delivery-methods: the methods offered now. */
export async function fetchDeliveryMethods(): Promise<DeliveryMethodJson[]> {
  const response = await apiFetch(`${API_BASE}/delivery-methods`);
  return (await response.json()) as DeliveryMethodJson[];
}

/** A network's whole list, or null when the one held (its ETag) is still current. */
export type PointListAnswer = { list: CompactPointListJson; etag: string | null } | null;

/** GET /api/pickup-points/{carrier}.json, conditional on the ETag of the list held. */
export async function fetchPointList(carrier: PickupCarrier, etag: string | null): Promise<PointListAnswer> {
  const response = await fetch(`${API_BASE}/pickup-points/${carrier}.json`, { headers: etag ? { 'If-None-Match': etag } : {} });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`pickup points ${response.status}`);
  return { list: (await response.json()) as CompactPointListJson, etag: response.headers.get('ETag') };
}

// The delivery methods and the networks' point lists, kept in IndexedDB so the delivery step and
// the picker work offline: each read shows what is kept and asks the server for anything newer
// (the point list only when its ETag changed). Without a network the kept copy is what there is.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useEffectEvent, useState } from 'react';
import { type CompactPointListJson, type DeliveryMethodJson, PICKUP_CARRIERS, type PickupCarrier } from '@contract/delivery';
import { type DeliveryValues, getDeliveryValue as kept, putDeliveryValue as keep } from '../../../lib/db';
import { fetchDeliveryMethods, fetchPointList } from '../../../lib/delivery';
import { type IndexedPoint, indexList } from './pointSearch';

/** A kept value, live, and whether the server could not be asked for a newer one. */
export interface Kept<T> {
  /** undefined while reading, null when nothing is kept (yet). */
  value: T | undefined | null;
  offline: boolean;
}

function useKept<K extends keyof DeliveryValues>(key: K, refresh: () => Promise<void>): Kept<DeliveryValues[K]> {
  const value = useLiveQuery(async () => (await kept(key)) ?? null, [key]);
  const [offline, setOffline] = useState(false);
  const ask = useEffectEvent(refresh);
  useEffect(() => {
    let current = true;
    ask().then(
      () => current && setOffline(false),
      () => current && setOffline(true),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return { value, offline };
}

const refreshMethods = async () => void (await keep('methods', await fetchDeliveryMethods()));

/** Asks for the network's list unless the kept one is current (its ETag); answers the list now kept. */
export async function refreshPointList(carrier: PickupCarrier): Promise<CompactPointListJson> {
  const held = await kept(carrier);
  const fresh = await fetchPointList(carrier, held?.etag ?? null);
  if (!fresh) return held!.list;
  await keep(carrier, fresh);
  return fresh.list;
}

/** The methods offered, live from IndexedDB, refreshed from the server on every mount. */
export const useDeliveryMethods = (): Kept<DeliveryMethodJson[]> => useKept('methods', refreshMethods);

/** A network's whole list, live from IndexedDB, refreshed when the server's ETag differs. */
function usePointList(carrier: PickupCarrier): Kept<CompactPointListJson> {
  const state = useKept(carrier, async () => void (await refreshPointList(carrier)));
  return { value: state.value && state.value.list, offline: state.offline };
}

/**
 * A network's points folded for search, once its list is read: folded a slice at a time, so the
 * page and the picker's field answer meanwhile. undefined until the first fold, null when no list
 * is kept and the server could not give one; a newer list replaces the index once it is folded.
 */
export function usePointIndex(carrier: PickupCarrier): Kept<IndexedPoint[]> {
  const list = usePointList(carrier);
  const [index, setIndex] = useState<IndexedPoint[]>();
  useEffect(() => {
    if (!list.value) return;
    const wanted = new AbortController();
    indexList(list.value, wanted.signal).then(setIndex, (error: unknown) => {
      if (!wanted.signal.aborted) throw error;
    });
    return () => wanted.abort();
  }, [list.value]);
  // Nothing kept is a missing list only once the server could not give one; until then the first download is under way.
  return { value: list.value === null && list.offline ? null : index, offline: list.offline };
}

/** The network whose point a method needs, or undefined. */
export const pickupCarrierOf = (method: DeliveryMethodJson) =>
  method.needsPickupPoint ? PICKUP_CARRIERS.find((carrier) => carrier === method.carrier) : undefined;

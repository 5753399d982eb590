import { useSearchParams } from 'react-router-dom';
import type { DeskQuery } from '@contract/admin/orderDesk';

/** The desk's filter as the address carries it (contract/admin/orderDesk.ts deskFilterSchema reads the same names). */
export const DESK_PARAMS = ['state', 'payment', 'delivery', 'from', 'to', 'q', 'sort', 'page'] as const;
export type DeskParam = (typeof DESK_PARAMS)[number];

/**
 * The desk's filter in the address, so a view can be bookmarked and the back button undoes a
 * change: each change pushes a new entry and starts again on the first page.
 */
export function useDeskUrl() {
  const [params, setParams] = useSearchParams();
  // As typed in the address: the server checks it and answers a bad value with its Czech message.
  const query = Object.fromEntries(DESK_PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))) as DeskQuery;
  const value = (name: DeskParam) => query[name] ?? '';
  const withChanges = (changes: Partial<Record<DeskParam, string>>): URLSearchParams =>
    new URLSearchParams(Object.entries({ ...query, page: '', ...changes }).filter(([, v]) => v) as [string, string][]);
  return {
    query,
    value,
    change: (changes: Partial<Record<DeskParam, string>>) => setParams(withChanges(changes)),
    clear: () => setParams(new URLSearchParams(query.state ? { state: query.state } : {})),
    /** The address of page n of the same filter. */
    pageHref: (page: number) => `?${withChanges({ page: page > 1 ? String(page) : '' }).toString()}`,
  };
}

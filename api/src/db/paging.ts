import { type SelectQueryBuilder, sql } from 'kysely';
import type { Paged } from '@contract/catalogue';

export interface PageRequest {
  page: number;
  size: number;
}

/** Offset for a 1-based page and the page count for a total (at least 1, so an empty list is page 1 of 1). */
export const offsetOf = ({ page, size }: PageRequest) => (page - 1) * size;

export const pagedOf = (total: number, { page, size }: PageRequest): Paged => ({
  page,
  pages: Math.max(1, Math.ceil(total / size)),
});

/** How many rows a filtered query would return, before paging. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const { total } = await query
    .select(sql<number>`count(*)`.as('total'))
    .$castTo<{ total: number }>()
    .executeTakeFirstOrThrow();
  return total;
}

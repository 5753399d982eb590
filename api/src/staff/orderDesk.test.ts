import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFilterSchema, type DeskQuery } from '@contract/admin/orderDesk';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { openTempDb } from '../../test/tempDb';
import type { Db } from '../db/open';
import { factGroups } from './orderDesk';

// The desk answers every request with its per-state counts, a pass over all the orders the other
// filters leave (50,000 in a year of a busy shop, issue 31). The pass reads one of the desk's indexes alone: walking
// an index and looking up each order's row for the rest took SQLite 15 times as long.
describe("the order desk's counts (SQLite)", () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openTempDb()));
  afterAll(() => close());

  // (A range of dates is read from the created_at index instead: a month is a twelfth of the year.)
  it('read only the desk index over all orders: with no filter, by payment and delivery, and with a search', async () => {
    const filters: DeskQuery[] = [{}, { payment: PAYMENT_METHODS.card, delivery: 'posta' }, { q: 'nováková 777' }];
    for (const filter of filters) {
      const { sql, parameters } = factGroups(db, deskFilterSchema.parse(filter)).compile();
      const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]));
      expect({ filter, plan: plan.rows.map((row) => row.detail) }).toEqual({
        filter,
        plan: [expect.stringMatching(/^(SCAN|SEARCH) orders USING COVERING INDEX orders_desk(_facts)?\b/)],
      });
    }
  });
});

import { sql } from 'kysely';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Db } from '../db/open';

/** Expired rows are swept after this many attempts, so the table holds about the keys of the current windows. */
const SWEEP_EVERY = 1_000;

/**
 * hono-rate-limiter's counters as rows of `rate_limits`, so every shop process on one database
 * counts the same attempts; windows are measured by the app's clock (a test moves it forward).
 * `name` tells the limits apart, since several count by the same key (the client's address).
 */
export class DatabaseStore implements Store {
  private attempts = 0;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    const at = now.toISOString();
    if (++this.attempts % SWEEP_EVERY === 0) await this.db.deleteFrom('rate_limits').where('reset_at', '<=', at).execute();
    const windowOver = sql<boolean>`rate_limits.reset_at <= ${at}`;
    const { hits, reset_at } = await this.db
      .insertInto('rate_limits')
      .values({ key: this.keyOf(key), hits: 1, reset_at: new Date(now.getTime() + this.windowMs).toISOString() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${windowOver} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<string>`case when ${windowOver} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { totalHits: hits, resetTime: new Date(reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', this.keyOf(key))
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.keyOf(key)).execute();
  }

  private keyOf(key: string) {
    return `${this.name}: ${key}`;
  }
}

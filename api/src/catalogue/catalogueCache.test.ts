import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempDb } from '../../test/tempDb';
import type { Db } from '../db/open';
import { untilTheDataChanges } from './catalogueCache';

/** Counts the queries a Kysely instance answers. */
class QueryCount implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    this.count++;
    return result;
  }
}

let temp: Awaited<ReturnType<typeof openTempDb>>;
let queries: QueryCount;
let db: Db;
beforeEach(async () => {
  temp = await openTempDb();
  queries = new QueryCount();
  db = temp.db.withPlugin(queries);
});
afterEach(() => temp.close());

describe('the catalogue version read by cached lookups', () => {
  it('lookups that arrive together share one read of the version', async () => {
    const cached = untilTheDataChanges<string>(10);
    await cached(db, new Date(), 'list', async () => 'computed');
    queries.count = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => cached(db, new Date(), 'list', async () => 'computed again')));
    expect(answers).toEqual(Array(20).fill('computed'));
    expect(queries.count).toBe(1);
  });
});

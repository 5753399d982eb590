import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../api/src/db/open';
import { nextOrderNumber } from '../api/src/orders/orders';
import { migrateToLatest, migrationProvider } from './index';

const dir = mkdtempSync(join(tmpdir(), 'shop-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('run forward on an existing database without losing its rows, and again as a no-op', async () => {
    const file = join(dir, 'shop.db');
    const db = openDatabase(file);
    await migrateToLatest(db);
    await db.insertInto('products').values({ name: 'Život víry', price: 1000 }).execute();
    await db.destroy();

    const reopened = openDatabase(file);
    await migrateToLatest(reopened);
    const rows = await reopened.selectFrom('products').select('name').execute();
    expect(rows).toEqual([{ name: 'Život víry' }]);
    await reopened.destroy();
  });

  it('folds the titles of recordings that were there before the audio search ignored diacritics', async () => {
    const db = openDatabase(join(dir, 'audio.db'));
    await new Migrator({ db, provider: migrationProvider }).migrateTo('0007_mail_outbox');
    await sql`insert into audio (audio_title) values ('Život víry'), ('Svědomí')`.execute(db);
    await migrateToLatest(db);
    expect(await db.selectFrom('audio').select(['audio_title', 'audio_title_folded']).orderBy('id').execute()).toEqual([
      { audio_title: 'Život víry', audio_title_folded: 'zivot viry' },
      { audio_title: 'Svědomí', audio_title_folded: 'svedomi' },
    ]);
    await db.destroy();
  });

  it('enforces foreign keys and the money and stock checks', async () => {
    const db = openDatabase(join(dir, 'checks.db'));
    await migrateToLatest(db);
    await expect(db.insertInto('reviews').values({ product_id: 999, user_id: 999, name: 'x', rating: 5, comment: 'x' }).execute()).rejects.toThrow(
      /FOREIGN KEY/,
    );
    await expect(db.insertInto('products').values({ name: 'x', count_in_stock: -1 }).execute()).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto('products')
        .values({ name: 'x', language: 'DE' as 'CZ' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await db.destroy();
  });

  it('keeps the search index in step with inserts, updates and deletes', async () => {
    const db = openDatabase(join(dir, 'fts.db'));
    await migrateToLatest(db);
    const { id } = await db.insertInto('products').values({ name: 'Boží ekonomie' }).returning('id').executeTakeFirstOrThrow();
    const hits = (term: string) =>
      sql<{ rowid: number }>`select rowid from products_fts where products_fts match ${term}`.execute(db).then((r) => r.rows.map((x) => x.rowid));
    expect(await hits('bozi')).toEqual([id]);
    await db.updateTable('products').set({ name: 'Kristus jako život' }).where('id', '=', id).execute();
    expect(await hits('bozi')).toEqual([]);
    expect(await hits('ZIVOT')).toEqual([id]);
    await db.deleteFrom('products').where('id', '=', id).execute();
    expect(await hits('zivot')).toEqual([]);
    await db.destroy();
  });

  it('keeps drafts out of the search index until they are published, and stays intact when a draft is edited or deleted', async () => {
    const db = openDatabase(join(dir, 'drafts.db'));
    await migrateToLatest(db);
    const hits = (term: string) =>
      sql<{ rowid: number }>`select rowid from products_fts where products_fts match ${term}`.execute(db).then((r) => r.rows.map((x) => x.rowid));
    const intact = () => sql`insert into products_fts(products_fts) values ('integrity-check')`.execute(db);
    const { id } = await db.insertInto('products').values({ name: 'Boží ekonomie', is_draft: 1 }).returning('id').executeTakeFirstOrThrow();
    const { id: discarded } = await db.insertInto('products').values({ name: 'Boží slovo', is_draft: 1 }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ name: 'Boží život' }).where('id', '=', id).execute();
    await db.deleteFrom('products').where('id', '=', discarded).execute();
    expect(await hits('bozi')).toEqual([]);
    await intact();
    await db.updateTable('products').set({ is_draft: 0 }).where('id', '=', id).execute();
    expect(await hits('bozi')).toEqual([id]);
    await intact();
    await db.destroy();
  });
});

describe('the catalogue version', () => {
  it('moves when a shown product column changes or an approved review leaves with its author, not for an unchanged save', async () => {
    const db = openDatabase(join(dir, 'version.db'));
    await migrateToLatest(db);
    const version = async () => (await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;
    const { id } = await db.insertInto('products').values({ name: 'Boží ekonomie', count_in_stock: 5 }).returning('id').executeTakeFirstOrThrow();
    const afterInsert = await version();
    await db.updateTable('products').set({ name: 'Boží ekonomie', count_in_stock: 5 }).where('id', '=', id).execute();
    expect(await version()).toBe(afterInsert);
    await db.updateTable('products').set({ count_in_stock: 4 }).where('id', '=', id).execute();
    expect(await version()).toBe(afterInsert + 1);

    const { id: userId } = await db.insertInto('users').values({ name: 'Jana', email: 'jana@example.cz' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('reviews').values({ product_id: id, user_id: userId, name: 'Jana', rating: 5, comment: 'Výborná', is_acknowledged: 1 }).execute();
    const withReview = await version();
    expect(withReview).toBe(afterInsert + 2);
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await version()).toBe(withReview + 1);
    await db.destroy();
  });

  it('moves when a draft is published, even with nothing else changed', async () => {
    const db = openDatabase(join(dir, 'publish.db'));
    await migrateToLatest(db);
    const version = async () => (await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;
    const { id } = await db.insertInto('products').values({ name: 'Boží ekonomie', is_draft: 1 }).returning('id').executeTakeFirstOrThrow();
    const drafted = await version();
    await db.updateTable('products').set({ is_draft: 0 }).where('id', '=', id).execute();
    expect(await version()).toBe(drafted + 1);
    await db.destroy();
  });
});

describe('the order number counter (migration 0011)', () => {
  it('starts at the highest order number of an existing shop, so its next order follows it', async () => {
    const db = openDatabase(join(dir, 'counter.db'));
    await new Migrator({ db, provider: migrationProvider }).migrateTo('0010_drafts');
    await db
      .insertInto('orders')
      .values({
        order_number: 2026000041,
        name: 'Jana',
        email: 'jana@example.cz',
        ship_name: 'Jana',
        ship_address: 'Dlouhá 1',
        ship_city: 'Praha',
        ship_postal_code: '110 00',
        ship_country: 'Česká republika',
        payment_method: 'Bankovním převodem',
        items_price: 100,
        shipping_price: 0,
        tax_price: 0,
        total_price: 100,
      })
      .execute();
    await migrateToLatest(db);
    expect(await nextOrderNumber(db, new Date('2026-06-01T10:00:00Z'))).toBe(2026000042);
    expect(await nextOrderNumber(db, new Date('2027-01-01T10:00:00Z'))).toBe(2027000001);
    await db.destroy();
  });
});

describe('the recordings’ publication dates (migration 0012)', () => {
  it('spreads recordings created in one moment (a seeded demo) one a week in their order, and keeps a lone one’s creation', async () => {
    const db = openDatabase(join(dir, 'published.db'));
    await new Migrator({ db, provider: migrationProvider }).migrateTo('0011_shared_counters');
    const seeded = '2026-11-28T00:10:53.000Z';
    for (const title of ['1. část', '2. část', '3. část'])
      await db.insertInto('audio').values({ audio_title: title, audio_title_folded: title, created_at: seeded }).execute();
    await db.insertInto('audio').values({ audio_title: 'Později', audio_title_folded: 'pozdeji', created_at: '2026-12-01T10:00:00.000Z' }).execute();
    await migrateToLatest(db);
    expect(await db.selectFrom('audio').select(['audio_title', 'published_at']).orderBy('id').execute()).toEqual([
      { audio_title: '1. část', published_at: '2026-11-14T00:10:53.000Z' },
      { audio_title: '2. část', published_at: '2026-11-21T00:10:53.000Z' },
      { audio_title: '3. část', published_at: seeded },
      { audio_title: 'Později', published_at: null },
    ]);
    await db.destroy();
  });
});

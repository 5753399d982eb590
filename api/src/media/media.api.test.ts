import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AudioListJson, BannerListJson, CounterJson, VideoListJson } from '@contract/catalogue';
import { audioTitleColumns } from './media';
import { call, startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.db
    .insertInto('banners')
    .values([
      { banner_title: 'Novinky 2025', image: '/demo/banners/1.webp', category: 'Novinky' },
      { banner_title: 'Podcast', image: '/demo/banners/2.webp', category: 'Podcast' },
    ])
    .execute();
  await server.db
    .insertInto('audio')
    .values([
      { ...audioTitleColumns('Spasení – 1. část'), mp3file: '/demo/audio/spaseni.mp3', category: 'Slova života', subcategory: 'Spasení' },
      { ...audioTitleColumns('Svědomí'), mp3file: '/demo/audio/svedomi.mp3', category: 'Slova života', subcategory: 'Svědomí' },
      { ...audioTitleColumns('Studium života – Genesis 1'), mp3file: '/demo/audio/genesis.mp3', category: 'Studium života', subcategory: 'Studium života' },
    ])
    .execute();
  await server.db
    .insertInto('videos')
    .values([
      { video_title: 'Život v duchu', code: 'abcdefghijk' },
      { video_title: 'Církev', code: 'bcdefghijkl' },
      { video_title: 'Čas modlitby', code: 'cdefghijklm' },
      { video_title: 'Boží slovo', code: 'defghijklmn' },
    ])
    .execute();
});
afterAll(() => server.close());

describe('GET /api/banner', () => {
  it('answers the banners in the order they were added', async () => {
    const { status, body } = await call<BannerListJson>(server, '/api/banner');
    expect(status).toBe(200);
    expect(body.banners.map((b) => b.bannerTitle)).toEqual(['Novinky 2025', 'Podcast']);
    expect(body.banners[0]).toEqual({ _id: expect.any(Number), bannerTitle: 'Novinky 2025', image: '/demo/banners/1.webp', category: 'Novinky' });
  });
});

describe('GET /api/audio', () => {
  it('answers all audio with page and pages', async () => {
    const { status, body } = await call<AudioListJson>(server, '/api/audio');
    expect(status).toBe(200);
    expect(body.audios).toHaveLength(3);
    expect(body).toMatchObject({ page: 1, pages: 1 });
    expect(body.audios[0]).toEqual({
      _id: expect.any(Number),
      audioTitle: 'Spasení – 1. část',
      mp3file: '/demo/audio/spaseni.mp3',
      category: 'Slova života',
      subcategory: 'Spasení',
      publishedAt: expect.any(String),
    });
  });

  it('filters by category, by topic and by part of the title', async () => {
    const category = await call<AudioListJson>(server, `/api/audio?keyword=${encodeURIComponent('Slova života')}`);
    expect(category.body.audios.map((a) => a.subcategory)).toEqual(['Spasení', 'Svědomí']);
    const topic = await call<AudioListJson>(server, `/api/audio?keyword=${encodeURIComponent('Svědomí')}`);
    expect(topic.body.audios.map((a) => a.audioTitle)).toEqual(['Svědomí']);
    const title = await call<AudioListJson>(server, '/api/audio?keyword=genesis');
    expect(title.body.audios.map((a) => a.audioTitle)).toEqual(['Studium života – Genesis 1']);
  });

  it('the search ignores case and Czech diacritics in a title: život, ŽIVOT and zivot all find “Studium života – Genesis 1”', async () => {
    for (const keyword of ['život', 'ŽIVOT', 'zivot', 'Života – genesis']) {
      const { body } = await call<AudioListJson>(server, `/api/audio?keyword=${encodeURIComponent(keyword)}`);
      expect(
        body.audios.map((a) => a.audioTitle),
        keyword,
      ).toEqual(['Studium života – Genesis 1']);
    }
  });

  it('pages with pageNumber and pageSize', async () => {
    const { body } = await call<AudioListJson>(server, '/api/audio?pageNumber=2&pageSize=2');
    expect(body).toMatchObject({ page: 2, pages: 2 });
    expect(body.audios.map((a) => a.audioTitle)).toEqual(['Studium života – Genesis 1']);
  });

  it.each(['pageNumber=nula', 'pageNumber=0', 'pageSize=501'])('rejects %s with 400', async (queryString) => {
    const { status, body } = await call<{ message: string }>(server, `/api/audio?${queryString}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/stránk/);
  });
});

describe('GET /api/video', () => {
  it('answers videos sorted by title in Czech order (Č after C)', async () => {
    const { status, body } = await call<VideoListJson>(server, '/api/video');
    expect(status).toBe(200);
    expect(body.videos.map((v) => v.videoTitle)).toEqual(['Boží slovo', 'Církev', 'Čas modlitby', 'Život v duchu']);
    expect(body.videos[0]).toEqual({ _id: expect.any(Number), videoTitle: 'Boží slovo', code: 'defghijklmn' });
  });
});

describe('visit counter', () => {
  it('PUT /api/counter/increase adds one and GET /api/counter/count reads it', async () => {
    const before = await call<CounterJson>(server, '/api/counter/count');
    expect(before).toEqual({ status: 200, body: { count: 0 } });
    const increased = await Promise.all([1, 2, 3].map(() => call<CounterJson>(server, '/api/counter/increase', { method: 'PUT' })));
    expect(increased.map((r) => r.body.count).sort()).toEqual([1, 2, 3]);
    const after = await call<CounterJson>(server, '/api/counter/count');
    expect(after.body.count).toBe(3);
  });

  it('writes the counted visits to the database within a second, in one update', async () => {
    const stored = async () => (await server.db.selectFrom('counters').select('value').where('name', '=', 'visits').executeTakeFirstOrThrow()).value;
    const counted = (await call<CounterJson>(server, '/api/counter/increase', { method: 'PUT' })).body.count;
    await vi.waitFor(async () => expect(await stored()).toBe(counted), { timeout: 5_000, interval: 50 });
    expect((await call<CounterJson>(server, '/api/counter/count')).body.count).toBe(counted);
  });

  it('answers 404 JSON for the wrong method', async () => {
    const { status, body } = await call(server, '/api/counter/increase');
    expect(status).toBe(404);
    expect(body).toHaveProperty('message');
  });
});

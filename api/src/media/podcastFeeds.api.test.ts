import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { audioBody } from '@contract/admin/media';
import type { AudioJson } from '@contract/catalogue';
import { seedDemoCatalogue } from '../seed/seedDemo';
import { signInDemoAccounts, uploadBody, withForm } from '../../test/staff';
import { SHOP_EMAIL, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

// The podcast feeds read by a real RSS parser and compared with the database: every recording of
// the podcast's category whose file can be read is an episode, with an enclosure that answers 200
// and states the file's real size and duration.

interface Episode {
  title: string;
  guid: string;
  pubDate: string;
  enclosure: { url: string; length: string; type: string };
  itunes: { duration: string };
}

const parser = new Parser<{ language: string; 'podcast:guid': string }, Episode>({ customFields: { feed: ['language', 'podcast:guid'] } });

/** A Podcasting 2.0 link of an episode as rss-parser (xml2js) reads an element with attributes only. */
type LinkElement = { $: { url: string; type: string; language?: string } };
const extrasParser = new Parser<object, { title: string; chapters?: LinkElement; transcript?: LinkElement }>({
  customFields: {
    item: [
      ['podcast:chapters', 'chapters'],
      ['podcast:transcript', 'transcript'],
    ],
  },
});

// The demo recordings: mono MPEG at a constant 32 kbit/s (scripts/generate-demo-media.ts), so a
// file's duration is also its size × 8 / 32 000, to the frame.
const DEMO_MP3 = (name: string) => join('public/demo/audio', `${name}.mp3`);
const secondsAt32kbps = (bytes: number) => (bytes * 8) / 32_000;

let server: TestServer;
let token: string;
/** A file-sharing host on loopback, where a recording may live instead of the shop's uploads. */
let elsewhere: Server;
let elsewhereUrl: string;

async function upload(name: string): Promise<string> {
  const response = await fetch(`${server.url}/api/upload`, withForm(token, uploadBody(readFileSync(DEMO_MP3(name)), `${name}.mp3`, 'audio/mpeg')));
  expect(response.status).toBe(201);
  return (await response.json()) as string;
}

async function addRecording(fields: z.input<typeof audioBody>): Promise<number> {
  const created = (await (await fetch(`${server.url}/api/audio`, withToken(token, 'POST'))).json()) as AudioJson;
  const saved = await fetch(`${server.url}/api/audio/${created._id}`, withJson('PUT', fields, token));
  expect(saved.status).toBe(200);
  return created._id;
}

const feedOf = async (slug: string) => {
  const response = await fetch(`${server.url}/podcast/${slug}.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  return parser.parseString(await response.text());
};

const recordingsOf = (category: string) => server.db.selectFrom('audio').selectAll().where('category', '=', category).execute();

beforeAll(async () => {
  server = await startTestServer();
  token = (await signInDemoAccounts(server)).assistant.token;
  const hosted = readFileSync(DEMO_MP3('zj-22-17'));
  elsewhere = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Content-Length': hosted.length }).end(hosted));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/sdilene/zj-22-17.mp3`;

  await addRecording({
    audioTitle: 'Bůh v listu Římanům – 1. část',
    mp3file: await upload('rim-1-16'),
    category: 'Slova života',
    subcategory: 'Bůh v listu Římanům',
  });
  await addRecording({ audioTitle: 'Boží evangelium – 1. část', mp3file: await upload('jan-3-16'), category: 'Slova života', subcategory: 'Boží evangelium' });
  await addRecording({ audioTitle: 'Duch a nevěsta', mp3file: elsewhereUrl, category: 'Slova života', subcategory: 'O Duchu' });
  await addRecording({ audioTitle: 'Studium života – Jan 1', mp3file: await upload('jan-1-1'), category: 'Studium života', subcategory: 'Studium života' });
});

afterAll(async () => {
  await new Promise((resolve) => elsewhere.close(resolve));
  await server.close();
});

describe('the podcast feeds', () => {
  it('describe each podcast as Apple Podcasts, Spotify and AntennaPod ask: title, description, cs, square artwork, category, explicit false, owner', async () => {
    const response = await fetch(`${server.url}/podcast/slova-zivota.xml`);
    const xml = await response.text();
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
    expect(xml).toMatch(/<itunes:category text="Religion &amp; Spirituality">\s*<itunes:category text="Christianity"\/>\s*<\/itunes:category>/);
    expect(xml).toContain(`<podcast:locked owner="${SHOP_EMAIL}">yes</podcast:locked>`);

    const feed = await parser.parseString(xml);
    expect(feed.title).toBe('Slova života a pravdy');
    expect(feed.description).toContain('Božím slovem');
    expect(feed.language).toBe('cs');
    expect(feed.link).toBe(`${server.url}/words-of-life`);
    expect(feed.itunes?.image).toBe(`${server.url}/podcast/slova-zivota.jpg`);
    expect(feed.itunes?.explicit).toBe('false');
    expect(feed.itunes?.owner).toEqual({ name: 'Slovo života', email: SHOP_EMAIL });
    expect(feed.itunes?.categories).toEqual(['Religion & Spirituality']);
    expect(feed['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    expect((await feedOf('studium-zivota')).title).toBe('Studium života');
    expect((await fetch(`${server.url}/podcast/neznamy.xml`)).status).toBe(404);
  });

  it('list every recording of the podcast as an episode whose enclosure answers 200 with the length and duration of the real file', async () => {
    for (const [slug, category] of [
      ['slova-zivota', 'Slova života'],
      ['studium-zivota', 'Studium života'],
    ] as const) {
      const feed = await feedOf(slug);
      const recordings = await recordingsOf(category);
      expect(feed.items.map((item) => item.title).sort()).toEqual(recordings.map((r) => r.audio_title).sort());
      for (const recording of recordings) {
        const item = feed.items.find((i) => i.title === recording.audio_title)!;
        const url = recording.mp3file.startsWith('http') ? recording.mp3file : server.url + recording.mp3file;
        expect(item.enclosure.url).toBe(url);
        expect(item.enclosure.type).toBe('audio/mpeg');
        expect(Date.parse(item.pubDate)).toBe(Math.floor(Date.parse(recording.published_at ?? recording.created_at) / 1000) * 1000);

        const served = await fetch(url);
        expect(served.status, url).toBe(200);
        const bytes = (await served.arrayBuffer()).byteLength;
        expect(Number(item.enclosure.length)).toBe(bytes);
        expect(Number(served.headers.get('content-length'))).toBe(bytes);
        if (!url.startsWith(elsewhereUrl)) expect(statSync(join(server.dir, recording.mp3file)).size).toBe(bytes);
        expect(Math.abs(Number(item.itunes.duration) - secondsAt32kbps(bytes))).toBeLessThan(1);
      }
      expect(new Set(feed.items.map((item) => item.guid)).size).toBe(feed.items.length);
    }
  });

  it('keep an episode’s guid through an edit, and follow every change of the recordings at once', async () => {
    const before = await feedOf('slova-zivota');
    const [first] = await recordingsOf('Slova života');
    const guid = before.items.find((item) => item.title === first!.audio_title)!.guid;

    const renamed = { audioTitle: 'Bůh v listu Římanům – úvod', mp3file: first!.mp3file, category: 'Slova života', subcategory: first!.subcategory };
    await fetch(`${server.url}/api/audio/${first!.id}`, withJson('PUT', renamed, token));
    const after = await feedOf('slova-zivota');
    expect(after.items.find((item) => item.title === renamed.audioTitle)?.guid).toBe(guid);

    const added = await addRecording({ audioTitle: 'Spasení – 1. část', mp3file: await upload('rim-8-2'), category: 'Slova života', subcategory: 'Spasení' });
    expect((await feedOf('slova-zivota')).items.map((item) => item.title)).toContain('Spasení – 1. část');
    await fetch(`${server.url}/api/audio/${added}`, withToken(token, 'DELETE'));
    expect((await feedOf('slova-zivota')).items.map((item) => item.title)).not.toContain('Spasení – 1. část');
  });

  it('leave out a recording whose file is missing rather than state a wrong length', async () => {
    const missing = await addRecording({
      audioTitle: 'Ztracená nahrávka',
      mp3file: '/uploads/0123456789abcdef0123456789abcdef.mp3',
      category: 'Slova života',
      subcategory: 'Svědomí',
    });
    const feed = await feedOf('slova-zivota');
    expect(feed.items.map((item) => item.title)).not.toContain('Ztracená nahrávka');
    expect(feed.items.length).toBe((await recordingsOf('Slova života')).length - 1);
    await fetch(`${server.url}/api/audio/${missing}`, withToken(token, 'DELETE'));
  });

  it('date each episode as staff set it (else its creation), newest first', async () => {
    const older = await addRecording({
      audioTitle: 'Vítězný Kristus',
      mp3file: await upload('rim-8-2'),
      category: 'Slova života',
      subcategory: 'Kristus',
      publishedAt: '2025-01-05T08:00:00.000Z',
    });
    const newer = await addRecording({
      audioTitle: 'Vzkříšený Kristus',
      mp3file: await upload('rim-8-2'),
      category: 'Slova života',
      subcategory: 'Kristus',
      publishedAt: '2025-01-12T08:00:00+01:00',
    });
    const items = (await feedOf('slova-zivota')).items;
    const dated = items.filter((item) => item.title.endsWith(' Kristus'));
    expect(dated.map((item) => [item.title, item.pubDate])).toEqual([
      ['Vzkříšený Kristus', 'Sun, 12 Jan 2025 07:00:00 GMT'],
      ['Vítězný Kristus', 'Sun, 05 Jan 2025 08:00:00 GMT'],
    ]);
    // The undated recordings of this test were created just now: newer than both, so above them.
    expect(items.slice(-2).map((item) => item.title)).toEqual(['Vzkříšený Kristus', 'Vítězný Kristus']);
    const staffView = (await (await fetch(`${server.url}/api/audio/${older}`, withToken(token, 'GET'))).json()) as AudioJson;
    expect(staffView.publishedAt).toBe('2025-01-05T08:00:00.000Z');

    const refused = await fetch(
      `${server.url}/api/audio/${older}`,
      withJson(
        'PUT',
        { audioTitle: 'Vítězný Kristus', mp3file: '/uploads/x.mp3', category: 'Slova života', subcategory: 'Kristus', publishedAt: 'příští neděli' },
        token,
      ),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Datum zveřejnění zadejte jako datum a čas' });
    for (const id of [older, newer]) await fetch(`${server.url}/api/audio/${id}`, withToken(token, 'DELETE'));
  });

  it('give the demo’s episodes, all created in one moment, distinct dates in the series’ order', async () => {
    const demo = await startTestServer();
    try {
      await seedDemoCatalogue(demo.db);
      for (const slug of ['slova-zivota', 'studium-zivota']) {
        const response = await fetch(`${demo.url}/podcast/${slug}.xml`);
        const items = (await parser.parseString(await response.text())).items;
        expect(items.length).toBeGreaterThan(1);
        const dates = items.map((item) => Date.parse(item.pubDate));
        expect(new Set(dates).size).toBe(items.length);
        // Newest first, and the newest is the series' last recording.
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
        const series = await demo.db
          .selectFrom('audio')
          .select('audio_title')
          .where('category', '=', slug === 'slova-zivota' ? 'Slova života' : 'Studium života')
          .orderBy('id')
          .execute();
        expect(items.map((item) => item.title)).toEqual(series.map((row) => row.audio_title).reverse());
      }
    } finally {
      await demo.close();
    }
  });

  it('link an episode’s chapters and transcript (Podcasting 2.0), which answer in their formats; other episodes link none', async () => {
    const [episode] = await recordingsOf('Slova života');
    const chapters = [
      { start: '0:00', title: 'Úvod' },
      { start: '0:05', title: 'Boží spravedlnost' },
    ];
    const transcript = '1\n00:00:00,000 --> 00:00:05,000\nBůh v listu Římanům.\n\n2\n00:00:05,000 --> 00:00:09,000\nBoží spravedlnost.\n';
    const fields = { audioTitle: episode!.audio_title, mp3file: episode!.mp3file, category: 'Slova života', subcategory: episode!.subcategory };
    expect((await fetch(`${server.url}/api/audio/${episode!.id}`, withJson('PUT', { ...fields, chapters, transcript }, token))).status).toBe(200);

    const xml = await (await fetch(`${server.url}/podcast/slova-zivota.xml`)).text();
    const items = (await extrasParser.parseString(xml)).items;
    // Exactly the episodes with chapters or a transcript link them.
    const withExtras = await server.db
      .selectFrom('audio')
      .select('audio_title')
      .where('category', '=', 'Slova života')
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('audio_chapters').select('audio_id').whereRef('audio_id', '=', 'audio.id')),
          eb.exists(eb.selectFrom('audio_transcripts').select('audio_id').whereRef('audio_id', '=', 'audio.id')),
        ]),
      )
      .execute();
    const linked = items.filter((item) => item.chapters || item.transcript);
    expect(linked.map((item) => item.title).sort()).toEqual(withExtras.map((row) => row.audio_title).sort());
    const { chapters: chaptersLink, transcript: transcriptLink } = items.find((item) => item.title === episode!.audio_title)!;
    expect(chaptersLink!.$).toEqual({ url: `${server.url}/api/audio/${episode!.id}/chapters.json`, type: 'application/json+chapters' });
    expect(transcriptLink!.$).toEqual({ url: `${server.url}/api/audio/${episode!.id}/transcript.vtt`, type: 'text/vtt', language: 'cs' });

    const chaptersFile = await fetch(chaptersLink!.$.url);
    expect(chaptersFile.headers.get('content-type')).toBe('application/json+chapters; charset=utf-8');
    expect(await chaptersFile.json()).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Úvod' },
        { startTime: 5, title: 'Boží spravedlnost' },
      ],
    });
    const transcriptFile = await fetch(transcriptLink!.$.url);
    expect(transcriptFile.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await transcriptFile.text()).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.000\nBůh v listu Římanům.\n\n2\n00:00:05.000 --> 00:00:09.000\nBoží spravedlnost.\n',
    );
  });

  it('answer 304 to a podcast app that already has the current feed', async () => {
    const first = await fetch(`${server.url}/podcast/slova-zivota.xml`);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetch(`${server.url}/podcast/slova-zivota.xml`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

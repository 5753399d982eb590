import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodcastChaptersJson } from '@contract/chapters';
import type { AudioDetailJson, AudioListJson } from '@contract/catalogue';
import { type Staff, signInDemoAccounts } from '../../test/staff';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

// Issue 32: staff give a recording chapters and a transcript (WebVTT or SRT) with its form; the
// player reads them from GET /api/audio/{id}, podcast apps from chapters.json and transcript.vtt,
// and the audio search finds an episode by the words of its transcript.

let server: TestServer;
let accounts: Staff;
let id: number;

const recording = { audioTitle: 'Kristus jako život', mp3file: '/demo/audio/jan-1-1.mp3', category: 'Slova života', subcategory: 'Kristus' };
const staffToken = () => accounts.assistant.token;
const save = (body: object, audioId = id) =>
  call<AudioDetailJson & { message?: string }>(server, `/api/audio/${audioId}`, withJson('PUT', { ...recording, ...body }, staffToken()));
const detail = async (token?: string) => call<AudioDetailJson>(server, `/api/audio/${id}`, token ? withToken(token) : undefined);
const found = async (keyword: string) => (await call<AudioListJson>(server, `/api/audio?keyword=${encodeURIComponent(keyword)}`)).body.audios.map((a) => a._id);

const SRT = `1
00:00:00,000 --> 00:00:04,200
Na počátku bylo <i>Slovo</i>,

2
00:00:04,200 --> 00:00:09,000
a to Slovo bylo u Boha
a Bůh byl to Slovo.

3
00:00:09,000 --> 00:00:12,500
V něm byl život & světlo lidí.
`;

const VTT = `WEBVTT - Jan 1

NOTE napsáno ručně

intro
00:00.000 --> 00:03.500 align:start
<v Čtenář>Kdo má Syna, má život.</v>

00:03.500 --> 00:07.000
Kdo nemá Syna Božího, nemá život.
`;

beforeAll(async () => {
  server = await startTestServer();
  accounts = await signInDemoAccounts(server);
  id = (await call<{ _id: number }>(server, '/api/audio', withToken(staffToken(), 'POST'))).body._id;
});
afterAll(() => server.close());

describe('chapters and transcripts through the staff form', () => {
  it('saves chapters typed as mm:ss or hh:mm:ss, in order, and an SRT transcript; GET /api/audio/{id} answers them to anyone', async () => {
    const chapters = [
      { start: '1:02:03', title: 'Závěr' },
      { start: '00:00', title: 'Úvod' },
      { start: '12:30', title: '  Slovo a život  ' },
    ];
    expect((await save({ chapters, transcript: SRT })).status).toBe(200);
    expect((await detail()).body).toEqual({
      _id: id,
      ...recording,
      publishedAt: expect.any(String),
      isDraft: false,
      chapters: [
        { start: 0, title: 'Úvod' },
        { start: 750, title: 'Slovo a život' },
        { start: 3723, title: 'Závěr' },
      ],
      transcriptUrl: `/api/audio/${id}/transcript.vtt`,
    });
  });

  it('serves the transcript as normalised WebVTT and the chapters in the Podcasting 2.0 JSON format', async () => {
    const vtt = await fetch(`${server.url}/api/audio/${id}/transcript.vtt`);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await vtt.text()).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.000 --> 00:00:04.200\nNa počátku bylo Slovo,\n\n' +
        '2\n00:00:04.200 --> 00:00:09.000\na to Slovo bylo u Boha a Bůh byl to Slovo.\n\n' +
        '3\n00:00:09.000 --> 00:00:12.500\nV něm byl život &amp; světlo lidí.\n',
    );
    const json = await fetch(`${server.url}/api/audio/${id}/chapters.json`);
    expect(json.headers.get('content-type')).toBe('application/json+chapters; charset=utf-8');
    expect((await json.json()) as PodcastChaptersJson).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Úvod' },
        { startTime: 750, title: 'Slovo a život' },
        { startTime: 3723, title: 'Závěr' },
      ],
    });
  });

  it('the audio search finds the episode by words of its transcript, whatever their case and diacritics', async () => {
    for (const keyword of ['světlo lidí', 'SVETLO LIDI', 'byl to slovo']) expect(await found(keyword), keyword).toEqual([id]);
    expect(await found('temnota')).toEqual([]);
  });

  it('takes WebVTT too; a save without chapters or transcript keeps them, an empty transcript and no chapters remove them', async () => {
    expect((await save({ transcript: VTT })).status).toBe(200);
    expect(await (await fetch(`${server.url}/api/audio/${id}/transcript.vtt`)).text()).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.500\nKdo má Syna, má život.\n\n2\n00:00:03.500 --> 00:00:07.000\nKdo nemá Syna Božího, nemá život.\n',
    );
    expect(await found('syna bozího')).toEqual([id]);
    expect(await found('světlo lidí')).toEqual([]);

    expect((await save({ audioTitle: 'Kristus – život' })).status).toBe(200);
    expect((await detail()).body).toMatchObject({
      audioTitle: 'Kristus – život',
      chapters: [{ start: 0 }, { start: 750 }, { start: 3723 }],
      transcriptUrl: expect.any(String),
    });

    expect((await save({ chapters: [], transcript: '  ' })).status).toBe(200);
    const { body } = await detail();
    expect(body.chapters).toEqual([]);
    expect(body).not.toHaveProperty('transcriptUrl');
    expect((await call(server, `/api/audio/${id}/transcript.vtt`)).body).toEqual({ message: 'Nahrávka nemá přepis' });
    expect((await call(server, `/api/audio/${id}/chapters.json`)).status).toBe(404);
  });

  it('refuses bad chapters and bad transcript files with a Czech message and keeps what was saved', async () => {
    expect((await save({ chapters: [{ start: '5:00', title: 'Uloženo' }], transcript: VTT })).status).toBe(200);
    const refusals: [object, string][] = [
      [{ chapters: [{ start: '5:70', title: 'Chyba' }] }, 'Kapitola 1: čas začátku zadejte jako mm:ss nebo hh:mm:ss (nejvýše 24 hodin).'],
      [
        {
          chapters: [
            { start: '0:00', title: 'A' },
            { start: '', title: 'B' },
          ],
        },
        'Kapitola 2: čas začátku zadejte jako mm:ss nebo hh:mm:ss (nejvýše 24 hodin).',
      ],
      [{ chapters: [{ start: '25:00:00', title: 'Pozdě' }] }, 'Kapitola 1: čas začátku zadejte jako mm:ss nebo hh:mm:ss (nejvýše 24 hodin).'],
      [{ chapters: [{ start: '1:00', title: '   ' }] }, 'Kapitola 1: zadejte prosím název (nejvýše 200 znaků).'],
      [
        {
          chapters: [
            { start: '1:00', title: 'A' },
            { start: '01:00', title: 'B' },
          ],
        },
        'Dvě kapitoly začínají ve stejném čase 1:00.',
      ],
      [{ chapters: Array.from({ length: 101 }, (_, i) => ({ start: i, title: `K${i}` })) }, 'Nahrávka může mít nejvýše 100 kapitol.'],
      [{ chapters: 'Úvod 0:00' }, 'Kapitoly musí být seznam s časem začátku a názvem.'],
      [
        { transcript: 'Na počátku bylo Slovo.\nA to Slovo bylo u Boha.' },
        'Přepis musí být ve formátu WebVTT nebo SRT: každý úsek má řádek s časy začátku a konce (např. 00:01:05,000 --> 00:01:09,500) a pod ním text.',
      ],
      [
        { transcript: '1\n00:00:01,000 -> 00:00:02,000\nText' },
        'Přepis musí být ve formátu WebVTT nebo SRT: každý úsek má řádek s časy začátku a konce (např. 00:01:05,000 --> 00:01:09,500) a pod ním text.',
      ],
      [
        { transcript: '1\n00:00:01,000 --> 00:00:02,000\nDobře\n\n2\n00:00:61,000 --> 00:01:02,000\nŠpatně' },
        'Úsek 2: časy „00:00:61,000 --> 00:01:02,000“ nejsou ve tvaru 00:01:05.000 --> 00:01:09.500.',
      ],
      [{ transcript: 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nPozpátku' }, 'Úsek 1: konec je dřív než začátek.'],
      [{ transcript: 'WEBVTT\n\nNOTE jen poznámka' }, 'Přepis neobsahuje žádný úsek s časem a textem.'],
      [{ transcript: 'WEBVTT\n\n25:00:00.000 --> 25:00:01.000\nPozdě' }, 'Úsek 1: čas je delší než 24 hodin.'],
      [
        { transcript: 42 },
        'Přepis musí být ve formátu WebVTT nebo SRT: každý úsek má řádek s časy začátku a konce (např. 00:01:05,000 --> 00:01:09,500) a pod ním text.',
      ],
    ];
    for (const [body, message] of refusals) expect(await save(body), JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, body: { message } });
    const { body } = await detail();
    expect(body.chapters).toEqual([{ start: 300, title: 'Uloženo' }]);
    expect(body.transcriptUrl).toBeDefined();
  });

  it('refuses a transcript beyond its limit as too long, and a body beyond the form’s limit with 413', async () => {
    const cue = '00:00:01,000 --> 00:00:02,000\nSlovo života\n\n';
    expect(await save({ transcript: cue.repeat(Math.ceil(500_001 / cue.length)) })).toEqual({
      status: 400,
      body: { message: 'Přepis je příliš dlouhý (nejvýše půl milionu znaků).' },
    });
    expect((await save({ transcript: 'ž'.repeat(2_100_000) })).status).toBe(413);
  });

  it('a draft’s chapters and transcript are staff’s alone; a visitor or customer gets 404 as for the draft itself', async () => {
    const draft = (await call<{ _id: number }>(server, '/api/audio', withToken(staffToken(), 'POST'))).body._id;
    await server.db.insertInto('audio_chapters').values({ audio_id: draft, start: 0, title: 'Tajné' }).execute();
    await server.db.insertInto('audio_transcripts').values({ audio_id: draft, vtt: 'WEBVTT\n', text_folded: 'tajne' }).execute();
    for (const path of [`/api/audio/${draft}`, `/api/audio/${draft}/transcript.vtt`, `/api/audio/${draft}/chapters.json`]) {
      expect((await fetch(server.url + path)).status, path).toBe(404);
      expect((await fetch(server.url + path, withToken(accounts.customer.token))).status, path).toBe(404);
      expect((await fetch(server.url + path, withToken(staffToken()))).status, path).toBe(200);
    }
    expect(await found('tajne')).toEqual([]);
  });

  it('refuses a customer’s save of chapters (403), and an id that is not a number (400)', async () => {
    const refused = await call(server, `/api/audio/${id}`, withJson('PUT', { ...recording, chapters: [] }, accounts.customer.token));
    expect(refused.status).toBe(403);
    expect((await call(server, '/api/audio/abc/chapters.json')).body).toEqual({ message: 'Neplatné ID nahrávky' });
  });
});

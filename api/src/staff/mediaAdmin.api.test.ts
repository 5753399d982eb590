import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioJson, AudioListJson, BannerJson, BannerListJson, VideoJson, VideoListJson } from '@contract/catalogue';
import { type Staff, signInDemoAccounts } from '../../test/staff';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

type Message = { message: string };

let server: TestServer;
let accounts: Staff;

beforeAll(async () => {
  server = await startTestServer();
  accounts = await signInDemoAccounts(server);
});
afterAll(() => server.close());

// The assistant does everything here: audio, video and banners are the assistant's area too.
const as = () => accounts.assistant.token;
const create = <T>(path: string) => call<T>(server, path, withToken(as(), 'POST'));
const save = <T>(path: string, body: unknown) => call<T & Message>(server, path, withJson('PUT', body, as()));
const remove = (path: string) => call<Message>(server, path, withToken(as(), 'DELETE'));

describe('audio: create → edit → list → delete', () => {
  let id: number;
  let created: string;
  const recording = { audioTitle: 'Boží evangelium – 1. část', mp3file: '/uploads/3f9c2d.mp3', category: 'Slova života', subcategory: 'Boží evangelium' };

  it('POST /api/audio creates an empty draft (201) to fill in on its edit page', async () => {
    const { status, body } = await create<AudioJson>('/api/audio');
    expect(status).toBe(201);
    // Its publication date defaults to its creation.
    expect(body).toEqual({
      _id: expect.any(Number),
      audioTitle: 'Nová nahrávka',
      mp3file: '',
      category: '',
      subcategory: '',
      publishedAt: expect.any(String),
      isDraft: true,
    });
    id = body._id;
    created = body.publishedAt;
  });

  it('PUT /api/audio/{id} saves it; GET /api/audio/{id} and the list answer it', async () => {
    const { status, body } = await save<AudioJson>(`/api/audio/${id}`, { _id: id, ...recording });
    expect(status).toBe(200);
    expect(body).toEqual({ _id: id, ...recording, publishedAt: created, isDraft: false });
    expect((await call<AudioJson>(server, `/api/audio/${id}`, withToken(as()))).body).toEqual({
      _id: id,
      ...recording,
      publishedAt: created,
      isDraft: false,
      chapters: [],
    });
    const list = (await call<AudioListJson>(server, `/api/audio?keyword=${encodeURIComponent('Boží evangelium')}`)).body;
    expect(list.audios).toEqual([{ _id: id, ...recording, publishedAt: created }]);
  });

  it('the audio search finds a title staff saved whatever the case and Czech diacritics of the keyword', async () => {
    const found = async (keyword: string) =>
      (await call<AudioListJson>(server, `/api/audio?keyword=${encodeURIComponent(keyword)}`)).body.audios.map((a) => a._id);
    for (const keyword of ['boží EVANGELIUM', 'bozi evangelium', 'BOZI', 'část']) expect(await found(keyword), keyword).toEqual([id]);
    await save(`/api/audio/${id}`, { _id: id, ...recording, audioTitle: 'Život víry' });
    expect(await found('ZIVOT')).toEqual([id]);
    expect(await found('bozi')).toEqual([]);
    await save(`/api/audio/${id}`, { _id: id, ...recording });
  });

  it('accepts a shared-drive link as the file, and Studium života only with its single topic', async () => {
    const link = { ...recording, mp3file: 'https://drive.example.com/file/abc/view' };
    expect((await save(`/api/audio/${id}`, link)).status).toBe(200);
    const lifeStudy = { ...recording, category: 'Studium života', subcategory: 'Studium života' };
    expect((await save(`/api/audio/${id}`, lifeStudy)).status).toBe(200);
  });

  it.each([
    [{ category: 'Kázání' }, 'Kategorie musí být Slova života nebo Studium života'],
    [{ category: 'Studium života', subcategory: 'Genesis' }, 'Studium života má jediné téma: Studium života'],
    [{ subcategory: ' ' }, 'Zadejte téma (podkategorii)'],
    [{ audioTitle: '' }, 'Zadejte název nahrávky'],
    [{ mp3file: 'ftp://example.com/a.mp3' }, 'Nahrávka musí být nahraný soubor MP3 (/uploads/….mp3) nebo odkaz začínající http:// či https://'],
    [{ mp3file: '/uploads/../shop.db' }, 'Nahrávka musí být nahraný soubor MP3 (/uploads/….mp3) nebo odkaz začínající http:// či https://'],
  ])('refuses %j with 400', async (change, message) => {
    expect(await save(`/api/audio/${id}`, { ...recording, ...change })).toEqual({ status: 400, body: { message } });
  });

  it('DELETE /api/audio/{id} removes it; a second delete, a read or an edit answers 404', async () => {
    expect((await remove(`/api/audio/${id}`)).body).toEqual({ message: 'Nahrávka odstraněna' });
    expect((await remove(`/api/audio/${id}`)).status).toBe(404);
    expect((await call(server, `/api/audio/${id}`, withToken(as()))).status).toBe(404);
    expect((await save(`/api/audio/${id}`, recording)).status).toBe(404);
  });
});

describe('video: create → edit → list (by title) → delete', () => {
  const ids: number[] = [];

  it('creates empty records and saves title and the 11-character code', async () => {
    for (const [videoTitle, code] of [
      ['Život v duchu', 'dQw4w9WgXcQ'],
      ['Církev', 'abc-DEF_123'],
      ['Čas modlitby', 'A1b2C3d4E5f'],
    ]) {
      const { status, body } = await create<VideoJson>('/api/video');
      expect(status).toBe(201);
      expect(body.videoTitle).toBe('Nové video');
      expect((await save<VideoJson>(`/api/video/${body._id}`, { videoTitle, code })).body).toEqual({ _id: body._id, videoTitle, code, isDraft: false });
      ids.push(body._id);
    }
  });

  it('GET /api/video lists them alphabetically by title in Czech order (Č after C)', async () => {
    const { body } = await call<VideoListJson>(server, '/api/video');
    expect(body.videos.map((v) => v.videoTitle)).toEqual(['Církev', 'Čas modlitby', 'Život v duchu']);
  });

  it.each(['dQw4w9WgXc', 'dQw4w9WgXcQQ', 'dQw4w9WgX?Q', 'https://youtu.be/dQw4w9WgXcQ'])('refuses the code %j with the hint', async (code) => {
    expect(await save(`/api/video/${ids[0]}`, { videoTitle: 'Život v duchu', code })).toEqual({
      status: 400,
      body: { message: 'Kód videa musí mít přesně 11 znaků (písmena, číslice, - a _), např. dQw4w9WgXcQ.' },
    });
  });

  it('deletes one', async () => {
    expect((await remove(`/api/video/${ids[1]}`)).body).toEqual({ message: 'Video odstraněno' });
    const { body } = await call<VideoListJson>(server, '/api/video');
    expect(body.videos.map((v) => v.videoTitle)).toEqual(['Čas modlitby', 'Život v duchu']);
  });
});

describe('banners: create → edit → list → delete', () => {
  let id: number;

  it('creates, saves and lists a banner', async () => {
    const created = await create<BannerJson>('/api/banner');
    expect(created.status).toBe(201);
    id = created.body._id;
    const banner = { bannerTitle: 'Novinky 2025', image: '/uploads/5e6f7a.jpg', category: 'Novinky' };
    expect((await save<BannerJson>(`/api/banner/${id}`, banner)).body).toEqual({ _id: id, ...banner, isDraft: false });
    const { body } = await call<BannerListJson>(server, '/api/banner');
    expect(body.banners).toEqual([{ _id: id, ...banner }]);
  });

  it('requires a title and an image', async () => {
    expect((await save(`/api/banner/${id}`, { bannerTitle: '', image: '/uploads/x.jpg' })).body).toEqual({ message: 'Zadejte název banneru' });
    expect((await save(`/api/banner/${id}`, { bannerTitle: 'Novinky', image: '' })).body).toEqual({
      message: 'Vyberte obrázek banneru (nahraný soubor /uploads/… nebo odkaz http(s))',
    });
  });

  it('deletes it', async () => {
    expect((await remove(`/api/banner/${id}`)).body).toEqual({ message: 'Banner odstraněn' });
    expect((await call<BannerListJson>(server, '/api/banner')).body.banners).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningJson } from '@contract/listening';
import { type Customer, signedInCustomer } from '../../test/customers';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

// Issue 32: a signed-in listener's place in each episode follows them to another device. Each write
// carries when the listener was there by the device's clock; a write older than the stored one (a
// phone that was offline sends it late) leaves the later place in place.

let server: TestServer;
let listener: Customer;
let episode: number;
let other: number;
let draft: number;

const put = (audioId: number, body: unknown, token = listener.token) =>
  call<ListeningJson & { message?: string }>(server, `/api/listening/${audioId}`, withJson('PUT', body, token));
const places = async (token = listener.token) => (await call<ListeningJson[]>(server, '/api/listening', withToken(token))).body;
const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  listener = await signedInCustomer(server.db, 'Posluchač', 'poslech@example.cz');
  const recording = async (title: string, is_draft = 0) =>
    (
      await server.db
        .insertInto('audio')
        .values({
          audio_title: title,
          audio_title_folded: title.toLowerCase(),
          mp3file: '/demo/audio/jan-1-1.mp3',
          category: 'Slova života',
          subcategory: 'Kristus',
          is_draft,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  episode = await recording('Kristus jako život');
  other = await recording('Duch a nevěsta');
  draft = await recording('Koncept', 1);
});
afterAll(() => server.close());

describe('PUT and GET /api/listening', () => {
  it('stores a place and answers it; GET lists the listener’s places, the latest first, and nobody else’s', async () => {
    expect(await places()).toEqual([]);
    const first = { position: 125.5, duration: 1800, playbackRate: 1.5, updatedAt: at(60) };
    expect(await put(episode, first)).toEqual({ status: 200, body: { audioId: episode, ...first, finished: false } });
    const second = { position: 1790, duration: 1800, finished: true, updatedAt: at(30) };
    expect((await put(other, second)).body).toEqual({ audioId: other, ...second, playbackRate: 1 });
    expect((await places()).map((place) => place.audioId)).toEqual([other, episode]);

    const stranger = await signedInCustomer(server.db, 'Jiný', 'jiny@example.cz');
    expect(await places(stranger.token)).toEqual([]);
  });

  it('a write older than the stored one does not overwrite it and answers the stored place', async () => {
    const later = { position: 300, duration: 1800, playbackRate: 1, finished: false, updatedAt: at(10) };
    expect((await put(episode, later)).body).toEqual({ audioId: episode, ...later });
    // A phone that was offline sends where it was 5 minutes ago.
    const stale = await put(episode, { position: 40, duration: 1800, updatedAt: at(300) });
    expect(stale).toEqual({ status: 200, body: { audioId: episode, ...later } });
    expect((await places()).find((place) => place.audioId === episode)).toEqual({ audioId: episode, ...later });
  });

  it('of many devices writing at the same moment, the latest place stays, whatever order they arrive in', async () => {
    const writes = Array.from({ length: 12 }, (_, i) => ({ position: i * 10, duration: 1800, updatedAt: new Date(Date.now() - 5000 + i * 100).toISOString() }));
    const shuffled = [...writes].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(shuffled.map((write) => put(other, write)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      // Each answer is the stored place: the write's own or a later one, never an earlier one.
      expect(Date.parse(answer.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(shuffled[i]!.updatedAt));
    }
    expect((await places()).find((place) => place.audioId === other)).toMatchObject({ position: 110, updatedAt: writes[11]!.updatedAt });
  });

  it('refuses bad places with a Czech message, and no place is written', async () => {
    const before = await places();
    const cases: [unknown, string][] = [
      [{ position: 10, duration: 5, updatedAt: at(1) }, 'Pozice v nahrávce musí být číslo od 0 do délky nahrávky.'],
      [{ position: -1, duration: 5, updatedAt: at(1) }, 'Pozice v nahrávce musí být číslo od 0 do délky nahrávky.'],
      [{ position: 1, duration: 90_000, updatedAt: at(1) }, 'Délka nahrávky musí být kladné číslo nejvýše 24 hodin.'],
      [{ position: 1, duration: 0, updatedAt: at(1) }, 'Délka nahrávky musí být kladné číslo nejvýše 24 hodin.'],
      [{ position: 1, duration: 5, playbackRate: 10, updatedAt: at(1) }, 'Rychlost přehrávání musí být od 0.5 do 3.'],
      [{ position: 1, duration: 5, updatedAt: 'včera' }, 'Čas poslechu musí být datum a čas ve formátu ISO 8601.'],
      [{ position: 1, duration: 5, updatedAt: at(-3600) }, 'Čas poslechu je v budoucnosti: zkontrolujte prosím hodiny zařízení.'],
      [{ position: '1', duration: 5, updatedAt: at(1) }, 'Pozice v nahrávce musí být číslo od 0 do délky nahrávky.'],
      [{ position: 1, duration: 5, finished: 'ano', updatedAt: at(1) }, 'Údaj „dohráno“ musí být ano, nebo ne.'],
    ];
    for (const [body, message] of cases) expect(await put(episode, body), JSON.stringify(body)).toEqual({ status: 400, body: { message } });
    expect(await put(draft, { position: 1, duration: 5, updatedAt: at(1) })).toEqual({ status: 404, body: { message: 'Nahrávka nenalezena' } });
    expect(await put(999_999, { position: 1, duration: 5, updatedAt: at(1) })).toEqual({ status: 404, body: { message: 'Nahrávka nenalezena' } });
    expect((await call(server, '/api/listening/abc', withJson('PUT', { position: 1, duration: 5, updatedAt: at(1) }, listener.token))).status).toBe(404);
    expect(await places()).toEqual(before);
  });

  it('needs a signed-in listener, takes a small body only, and limits how often one listener writes', async () => {
    expect((await call(server, '/api/listening')).status).toBe(401);
    expect((await call(server, `/api/listening/${episode}`, withJson('PUT', { position: 1, duration: 5, updatedAt: at(1) }))).status).toBe(401);
    const padded = { position: 1, duration: 5, updatedAt: at(1), padding: 'x'.repeat(2000) };
    expect((await put(episode, padded)).status).toBe(413);

    const busy = await signedInCustomer(server.db, 'Rychlý', 'rychly@example.cz');
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await put(episode, { position: 1, duration: 5, updatedAt: at(1) }, busy.token)).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(await put(episode, { position: 1, duration: 5, updatedAt: at(1) }, busy.token)).toEqual({
      status: 429,
      body: { message: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.' },
    });
    // Another listener is not held back.
    expect((await put(episode, { position: 2, duration: 5, updatedAt: at(1) })).status).toBe(200);
  });

  it('a deleted recording or account takes its places with it', async () => {
    await server.db.deleteFrom('audio').where('id', '=', other).execute();
    expect((await places()).map((place) => place.audioId)).toEqual([episode]);
    await server.db.deleteFrom('users').where('id', '=', listener.id).execute();
    expect(await server.db.selectFrom('listening').select('audio_id').where('user_id', '=', listener.id).execute()).toEqual([]);
  });
});

import { join } from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AudioDetailJson, AudioListJson } from '@contract/catalogue';
import { foldedForSearch } from '@contract/searchFolding';
import { parseTranscript } from '@contract/transcripts';
import { call, startTestServer, type TestServer } from '../../test/testServer';
import { DEMO_VERSES, spokenTextOf } from './demoVerses';
import { seedDemoCatalogue } from './seedDemo';

// Issue 32: the demo recordings are generated from text (scripts/generate-demo-media.ts), so the
// demo seeds the transcript of what each says and its chapters, within the recording's length.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogue(server.db);
});
afterAll(() => server.close());

it('every demo recording has chapters and a transcript of the verse it reads, timed within the file', async () => {
  const { audios } = (await call<AudioListJson>(server, '/api/audio?pageSize=500')).body;
  expect(audios.length).toBeGreaterThan(30);
  for (const audio of audios) {
    const { body } = await call<AudioDetailJson>(server, `/api/audio/${audio._id}`);
    expect(
      body.chapters.map((chapter) => chapter.title),
      audio.audioTitle,
    ).toEqual(['Úvod', 'Verš', 'Hudba']);
    const seconds = (await parseFile(join('public', audio.mp3file))).format.duration!;
    expect(body.chapters.at(-1)!.start, audio.mp3file).toBeLessThan(seconds);

    const vtt = await (await fetch(`${server.url}${body.transcriptUrl}`)).text();
    const parsed = parseTranscript(vtt);
    if (!('cues' in parsed)) throw new Error(parsed.error);
    const verse = DEMO_VERSES[audio.mp3file.replace(/^.*\/|\.mp3$/g, '')]!;
    expect(parsed.cues.map((cue) => cue.text).join(' ')).toBe(spokenTextOf(verse));
    expect(parsed.cues.at(-1)!.end, audio.mp3file).toBeLessThan(seconds);
  }
});

it('the audio search finds a demo episode by words it says', async () => {
  const found = (await call<AudioListJson>(server, `/api/audio?keyword=${encodeURIComponent('vezmi vodu zivota darmo')}`)).body.audios;
  expect(found.length).toBeGreaterThan(0);
  for (const audio of found) expect(audio.mp3file).toBe('/demo/audio/zj-22-17.mp3');
  expect(foldedForSearch(DEMO_VERSES['zj-22-17']!.text)).toContain('vezmi vodu zivota darmo');
});
